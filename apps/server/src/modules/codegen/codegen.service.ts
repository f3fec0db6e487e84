import { flattenFields, type TCodegenOptions, type TGeneratedFile, type TValueField } from '@app/contracts';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { TAppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { searchTypesOf } from '../visualdev/runtime/runtime-list.ts';
import type { RuntimeService } from '../visualdev/runtime/runtime.service.ts';
import { visualDevs } from '../visualdev/visualdev.table.ts';
import { generateFiles } from './codegen-files.ts';
import { buildGenModel, systemPropClashes } from './codegen-model.ts';

const PARSERS = { ts: 'typescript', tsx: 'typescript', json: 'json', md: 'markdown' } as const;

/** A generated file in the repository's format (its Prettier settings, found from the working directory). */
async function formatted(f: TGeneratedFile): Promise<TGeneratedFile> {
  const config = await resolveConfig(path.resolve(f.path));
  return { ...f, content: await format(f.content, { ...config, parser: PARSERS[f.language] }) };
}

/**
 * Code generation (`/api/visualdev/Generater/{id}/Actions/CodePreview|DownloadCode`): a published model becomes a
 * feature module of this codebase (contracts schema, server module, React page, menu entry, test).
 */
export class CodegenService {
  constructor(
    private readonly c: Pick<TAppContext, 'db'>,
    private readonly runtime: Pick<RuntimeService, 'model'>,
  ) {}

  /** The generated files of a published model (404 when it is unknown or never published). */
  async files(id: string, o: TCodegenOptions): Promise<TGeneratedFile[]> {
    const m = await this.runtime.model(id);
    const [row] = await this.c.db
      .select({ version: visualDevs.releaseVersion })
      .from(visualDevs)
      .where(eq(visualDevs.id, id));
    if (!row) throw notFound();
    const fields: TValueField[] = flattenFields(m.formData.fields);
    const clashes = systemPropClashes(fields);
    if (clashes.length) {
      throw badRequest(`formData.${clashes[0]}: the field key names a system property; rename the field`);
    }
    const gen = buildGenModel(
      { id, fullName: m.fullName, version: row.version, formData: m.formData, layout: m.layout },
      fields,
      [...searchTypesOf(m.columnData).keys()],
      o,
    );
    return Promise.all(generateFiles(gen, fields).map(formatted));
  }

  /** The files as a zip, paths from the repository's root. */
  async zip(id: string, o: TCodegenOptions): Promise<Buffer> {
    const zip = new JSZip();
    for (const f of await this.files(id, o)) zip.file(f.path, f.content);
    return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  }
}
