import { FIELD_KINDS, isEmptyValue, type TValueField, type TValueIssue } from '@app/contracts';
import type { TAppContext } from '../../../app-context.ts';
import { AppError } from '../../../lib/errors.ts';
import type { TAuth } from '../../auth/auth.types.ts';

/** What the reference checks read: dictionaries, data interfaces (run under their own guards), files. */
export type TReferenceDeps = Pick<TAppContext['services'], 'dictionary' | 'dataInterfaces' | 'files'>;

/** Who writes: the session, and the address a data interface's allow-list (checkType 2) is checked against. */
export interface TWriter {
  auth: TAuth;
  ip: string;
  /** Whether the writer may see record `id` of model `modelId` (a relationForm value). */
  canSeeRecord?: (modelId: string, id: string) => Promise<boolean>;
}

type TValues = Record<string, unknown>;
type TField = TValueField['field'];

/** The option value key of a field (`props.props.value`, popupSelect's `propsValue`), `id` by default. */
function valueKeyOf(field: TField): string {
  const props = (field.props as { props?: { value?: unknown } } | undefined)?.props;
  const key = field.__config__.jnpfKey === 'popupSelect' ? field.propsValue : props?.value;
  return typeof key === 'string' && key ? key : 'id';
}

/** Every `key` value in a list of option objects, their `children` included. */
function collectValues(list: unknown, key: string, into = new Set<string>()): Set<string> {
  if (!Array.isArray(list)) return into;
  for (const o of list as unknown[]) {
    if (!o || typeof o !== 'object') continue;
    const rec = o as Record<string, unknown>;
    const v = rec[key];
    if (typeof v === 'string' || typeof v === 'number') into.add(String(v));
    collectValues(rec.children, key, into);
  }
  return into;
}

/** Where a field's options come from when they are not static: a dictionary type or a data interface. */
function sourceOf(f: TValueField): { kind: 'dictionary' | 'interface'; id: string } | null {
  const cfg = f.field.__config__;
  if (f.jnpfKey === 'popupSelect') {
    const id = f.field.interfaceId;
    return typeof id === 'string' && id ? { kind: 'interface', id } : null;
  }
  if (!FIELD_KINDS[f.jnpfKey].options) return null;
  if (cfg.dataType === 'dictionary' && typeof cfg.dictionaryType === 'string' && cfg.dictionaryType) {
    return { kind: 'dictionary', id: cfg.dictionaryType };
  }
  if (cfg.dataType === 'dynamic' && typeof cfg.propsUrl === 'string' && cfg.propsUrl) {
    return { kind: 'interface', id: cfg.propsUrl };
  }
  return null;
}

/** The picked option values of a value (arrays flattened: multiple selects, cascader paths). */
const pickedOf = (v: unknown): string[] =>
  (Array.isArray(v) ? (v.flat(2) as unknown[]) : [v])
    .filter((x) => x !== null && x !== undefined && x !== '')
    .map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x as string | number)));

/**
 * The checks of a record that need other modules (contract §5.2, issue 15): option membership for dictionary and
 * data-interface options, and file references of uploads. Sources are read once per call.
 */
export class ReferenceChecker {
  private readonly options = new Map<string, Promise<Set<string> | string>>();

  constructor(
    private readonly deps: TReferenceDeps,
    private readonly writer: TWriter,
  ) {}

  /** Problems of `data` (sub-table rows included); files of `kept` (the stored record's, on update) stay valid. */
  async issues(
    fields: readonly TValueField[],
    data: TValues,
    kept: ReadonlySet<string> = new Set(),
    prefix = '',
  ): Promise<TValueIssue[]> {
    const out: TValueIssue[] = [];
    for (const f of fields) {
      const v = data[f.key];
      if (isEmptyValue(v)) continue;
      const path = prefix + f.key;
      if (f.children && Array.isArray(v)) {
        for (const [i, row] of (v as TValues[]).entries()) {
          out.push(...(await this.issues(f.children, row, kept, `${path}[${i}].`)));
        }
        continue;
      }
      const problem =
        (await this.optionProblem(f, v)) ??
        (await this.fileProblem(f, v, kept)) ??
        (await this.relationProblem(f, v));
      if (problem) out.push({ path, message: problem });
    }
    return out;
  }

  private async optionProblem(f: TValueField, v: unknown): Promise<string | null> {
    const source = sourceOf(f);
    if (!source) return null;
    const key = valueKeyOf(f.field);
    const cacheKey = `${source.kind}:${source.id}:${key}`;
    const known =
      this.options.get(cacheKey) ?? this.options.set(cacheKey, this.load(source, key)).get(cacheKey)!;
    const ids = await known;
    if (typeof ids === 'string') return ids;
    return pickedOf(v).every((p) => ids.has(p)) ? null : 'is not one of the options';
  }

  /** The option values of a source, or why they cannot be read (the value is then refused). */
  private async load(source: { kind: 'dictionary' | 'interface'; id: string }, key: string) {
    try {
      if (source.kind === 'dictionary') {
        const rows = await this.deps.dictionary.dataList(source.id, {});
        return collectValues(
          rows.filter((r) => r.enabledMark === 1),
          key,
        );
      }
      const { data } = await this.deps.dataInterfaces.run(
        source.id,
        { auth: this.writer.auth, ip: this.writer.ip },
        {},
      );
      return collectValues(Array.isArray(data) ? data : [data], key);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return source.kind === 'dictionary'
        ? "cannot be checked: the field's dictionary does not exist"
        : "cannot be checked: the field's data interface refused or failed";
    }
  }

  /** A relationForm value must be a live record of the field's model that the writer may see (its menus, scope). */
  private async relationProblem(f: TValueField, v: unknown): Promise<string | null> {
    const see = this.writer.canSeeRecord;
    if (f.jnpfKey !== 'relationForm' || !see) return null;
    const modelId = f.field.modelId;
    if (typeof modelId !== 'string' || !modelId) return 'the field names no model';
    if (typeof v !== 'string') return null; // the shape check refused it already
    return (await see(modelId, v)) ? null : 'is not a record of the related model you may see';
  }

  /** An upload may reference only stored files of its kind that the writer may read (or the record already held). */
  private async fileProblem(f: TValueField, v: unknown, kept: ReadonlySet<string>): Promise<string | null> {
    if (f.jnpfKey !== 'uploadFz' && f.jnpfKey !== 'uploadImg') return null;
    const kind = f.jnpfKey === 'uploadImg' ? 'annexpic' : 'annex';
    for (const file of v as { fileId: string }[]) {
      if (kept.has(file.fileId)) continue;
      try {
        await this.deps.files.find(kind, file.fileId, this.writer.auth);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return `file ${file.fileId.slice(0, 60)} is not an uploaded ${kind} file you may read`;
      }
    }
    return null;
  }
}

/** Every `fileId` anywhere in a stored record (its uploads, sub-table rows included). */
export function fileIdsIn(v: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(v)) for (const x of v as unknown[]) fileIdsIn(x, into);
  else if (v && typeof v === 'object') {
    const rec = v as Record<string, unknown>;
    if (typeof rec.fileId === 'string') into.add(rec.fileId);
    else for (const x of Object.values(rec)) fileIdsIn(x, into);
  }
  return into;
}
