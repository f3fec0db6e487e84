import { randomInt } from 'node:crypto';
import { Code, ZVisualDevEdit, flattenFields, type TFormData, type TVisualDevEdit } from '@app/contracts';
import type { TAppContext } from '../../app-context.ts';
import { insertAudited, softDelete, updateAudited } from '../../lib/crud.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { refusingDuplicates } from '../../lib/unique.ts';
import type { TAuth } from '../auth/auth.types.ts';
import {
  findCategories,
  findModel,
  findModelClash,
  findModels,
  isCategoryOf,
  type TModelRow,
} from './visualdev.repo.ts';
import { visualDevs } from './visualdev.table.ts';

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/** A model as the designer reads it: formData and columnData as JSON text. */
export function presentModel(r: TModelRow) {
  return {
    id: r.id,
    fullName: r.fullName,
    enCode: r.enCode,
    state: r.state,
    type: r.type,
    category: r.category,
    formData: json(r.formData),
    columnData: json(r.columnData),
    tables: r.tables,
    dbLinkId: r.dbLinkId,
    webType: r.webType,
    description: r.description,
    sortCode: r.sortCode,
    version: r.version,
    releaseVersion: r.releaseVersion,
    creatorTime: r.creatorTime,
    lastModifyTime: r.lastModifyTime,
  };
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Low-code models (contract §5.1): the category tree, drafts, copies, export and import. */
export class VisualDevService {
  constructor(private readonly c: Pick<TAppContext, 'db' | 'now' | 'modelMenus'>) {}

  /** Models grouped by their category dictionary entries (only groups with models). */
  async tree(q: { type?: number; keyword?: string; published?: boolean }) {
    const [rows, categories] = await Promise.all([
      findModels(this.c.db, q),
      findCategories(this.c.db, q.type ? [q.type] : [1, 2, 3, 4, 5]),
    ]);
    return categories
      .map((cat) => {
        const children = rows
          .filter((r) => r.row.category === cat.id)
          .map(({ row, creatorUser, lastModifyUser }) => ({
            id: row.id,
            parentId: cat.id,
            fullName: row.fullName,
            enCode: row.enCode,
            state: row.state,
            type: row.type,
            category: row.category,
            tables: row.tables,
            description: row.description,
            creatorTime: row.creatorTime,
            creatorUser,
            lastModifyTime: row.lastModifyTime,
            lastModifyUser,
            sortCode: row.sortCode,
          }));
        const group = { id: cat.id, parentId: '-1' as const, fullName: cat.fullName, num: children.length };
        return { ...group, hasChildren: children.length > 0, children };
      })
      .filter((g) => g.num > 0);
  }

  /** One live model, else 404. */
  async get(id: string): Promise<TModelRow> {
    const row = await findModel(this.c.db, id);
    if (!row) throw notFound();
    return row;
  }

  /** Creates a model (draft, unpublished). */
  async create(auth: TAuth, input: TVisualDevEdit) {
    await this.check(input);
    return refusingDuplicates(() =>
      insertAudited(this.c, visualDevs, auth, { ...this.values(input), state: 0 }),
    );
  }

  /** Updates the draft; published versions stay as they are. */
  async update(auth: TAuth, id: string, input: TVisualDevEdit) {
    await this.get(id);
    await this.check({ ...input, id });
    // The row version is bumped by updateAudited; a given version is the one the edit was based on.
    const { columnData, ...rest } = this.values(input);
    // A save without columnData (the form designer's own) keeps the list design.
    const values = {
      ...rest,
      ...(input.columnData === undefined ? {} : { columnData }),
      ...(input.version ? { version: input.version } : {}),
    };
    await refusingDuplicates(() => updateAudited(this.c, visualDevs, auth, id, values));
    // The runtime shows the model's name and web type from its menus' cache.
    await this.c.modelMenus.changed();
  }

  /** Soft-deletes a model (its published table and records stay for reports). */
  async remove(auth: TAuth, id: string) {
    await this.get(id);
    await softDelete(this.c, visualDevs, auth, id);
    await this.c.modelMenus.changed();
  }

  /** Copies a model as an unpublished draft: name + ".副本" + 5 random characters, code + the same. */
  async copy(auth: TAuth, id: string) {
    const m = await this.get(id);
    const tail = Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    const values = {
      ...this.copyValues(m),
      fullName: `${m.fullName}.副本${tail}`,
      enCode: `${m.enCode}${tail}`,
    };
    return refusingDuplicates(() => insertAudited(this.c, visualDevs, auth, { ...values, state: 0 }));
  }

  /** The value fields of the draft as `{vmodel, label}` (no layout, sub-tables or relationForm). */
  async formDataFields(id: string) {
    const m = await this.get(id);
    const form = m.formData as TFormData | null;
    const list = flattenFields(form?.fields ?? [])
      .filter((f) => !f.children && f.jnpfKey !== 'relationForm')
      .map((f) => ({ vmodel: f.key, label: String(f.field.__config__.label ?? f.key) }));
    return { list };
  }

  /** The model as a JSON file's content (ExportData): the draft's fields, formData and columnData as JSON text. */
  async exportData(id: string) {
    const m = await this.get(id);
    return {
      ...this.copyValues(m),
      sortCode: m.sortCode,
      formData: json(m.formData),
      columnData: json(m.columnData),
    };
  }

  /** Creates a model from an exported file; the same schemas as a create apply (400 naming the field). */
  async importData(auth: TAuth, data: string | Record<string, unknown>) {
    let parsed: unknown = data;
    if (typeof data === 'string') {
      try {
        parsed = JSON.parse(data);
      } catch {
        throw badRequest('body.data: is not valid JSON');
      }
    }
    const input = ZVisualDevEdit.strip().safeParse(parsed);
    if (!input.success) {
      const issue = input.error.issues[0];
      throw badRequest(`body.data.${issue.path.join('.')}: ${issue.message}`);
    }
    return this.create(auth, input.data);
  }

  private values(input: TVisualDevEdit) {
    return {
      fullName: input.fullName,
      enCode: input.enCode,
      category: input.category,
      type: input.type,
      formData: input.formData ?? null,
      columnData: input.columnData ?? null,
      tables: input.tables ?? '',
      dbLinkId: input.dbLinkId ?? '',
      webType: input.webType ?? 2,
      description: input.description ?? null,
      sortCode: input.sortCode ?? 0,
    };
  }

  private copyValues(m: TModelRow) {
    const { fullName, enCode, category, type, formData, columnData, tables, dbLinkId, webType, description } =
      m;
    return { fullName, enCode, category, type, formData, columnData, tables, dbLinkId, webType, description };
  }

  /** Category of the type's dictionary; name (per type) and code unique among live models. */
  private async check(input: TVisualDevEdit & { id?: string }) {
    if (!(await isCategoryOf(this.c.db, input.type, input.category))) {
      throw badRequest('body.category: not a category of this model type');
    }
    const clash = await findModelClash(this.c.db, input);
    if (clash.code) throw new AppError(Code.conflict, 'visualdev.codeExists');
    if (clash.name) throw new AppError(Code.conflict, 'visualdev.nameExists');
  }
}
