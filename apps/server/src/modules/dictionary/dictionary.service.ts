import { Code, type TDictDataEdit, type TDictTypeEdit } from '@app/contracts';
import type { TAppContext } from '../../app-context.ts';
import { saveAudited, softDelete, toggleEnabled } from '../../lib/crud.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { pinyinInitials } from '../../lib/pinyin.ts';
import { buildTree, withAncestors } from '../../lib/tree.ts';
import type { TAuth } from '../auth/auth.types.ts';
import {
  countDataChildren,
  countTypeContents,
  dataClashes,
  dictionaryData,
  dictionaryTypes,
  findData,
  findDataRow,
  findType,
  findTypes,
  typeClashes,
} from './dictionary.repo.ts';

type TParented = { id: string; parentId: string };

/** True when `parentId` is `id` itself or one of its descendants (a cycle). */
function wouldCycle(rows: readonly TParented[], id: string, parentId: string): boolean {
  const byId = new Map(rows.map((r) => [r.id, r.parentId]));
  for (let cur: string | undefined = parentId, hops = 0; cur && hops < 10_000; cur = byId.get(cur), hops++) {
    if (cur === id) return true;
  }
  return false;
}

/** Keyword match on name or code. */
const matches = (k: string) => (r: { fullName: string; enCode: string }) =>
  r.fullName.toLowerCase().includes(k) || r.enCode.toLowerCase().includes(k);

/** Dictionaries (contract §3.4): a tree of types, entries per type as a list or tree, selectors and the cache. */
export class DictionaryService {
  constructor(private readonly c: Pick<TAppContext, 'db' | 'now'>) {}

  /** The type tree; a keyword keeps matches and their ancestors. */
  async typeTree(keyword?: string) {
    const rows = await findTypes(this.c.db);
    return buildTree(keyword ? withAncestors(rows, matches(keyword.toLowerCase())) : rows);
  }

  /** The type tree without `excludeId` and its subtree (the parent picker). */
  async typeOptions(excludeId?: string) {
    const rows = await findTypes(this.c.db);
    const kept = excludeId
      ? rows.filter((r) => r.id !== excludeId && !wouldCycle(rows, excludeId, r.id))
      : rows;
    return buildTree(kept);
  }

  /** One type by id or enCode, else 404. */
  async typeInfo(idOrCode: string) {
    const row = await findType(this.c.db, idOrCode);
    if (!row) throw notFound();
    return row;
  }

  /** Creates or updates a type: unique name and code, parent exists and is not inside the type. */
  async saveType(auth: TAuth, input: TDictTypeEdit) {
    const before = input.id ? await this.typeInfo(input.id) : null;
    if (before && before.id !== input.id) throw notFound();
    if (input.parentId !== '-1') {
      const rows = await findTypes(this.c.db);
      if (!rows.some((r) => r.id === input.parentId))
        throw badRequest('body.parentId: no such dictionary type');
      if (input.id && wouldCycle(rows, input.id, input.parentId)) {
        throw badRequest('body.parentId: a type cannot sit inside itself');
      }
    }
    if (await typeClashes(this.c.db, input)) throw new AppError(Code.conflict, 'dictionary.typeExists');
    const values = {
      parentId: input.parentId,
      fullName: input.fullName,
      enCode: input.enCode,
      isTree: input.isTree,
      enabledMark: input.enabledMark,
      sortCode: input.sortCode,
      description: input.description ?? null,
      version: input.version,
    };
    return saveAudited(this.c, dictionaryTypes, auth, before, values);
  }

  /** Soft-deletes a type that has neither sub-types nor entries. */
  async removeType(auth: TAuth, id: string) {
    const before = await this.typeInfo(id);
    if (before.id !== id) throw notFound();
    if (await countTypeContents(this.c.db, id)) throw new AppError(Code.conflict, 'dictionary.typeInUse');
    await softDelete(this.c, dictionaryTypes, auth, id);
    return before;
  }

  /** Entries of a type: a tree when asked and the type is a tree, else flat; keyword keeps ancestors. */
  async dataList(typeIdOrCode: string, q: { isTree?: '0' | '1'; keyword?: string }) {
    const type = await this.typeInfo(typeIdOrCode);
    const rows = (await findData(this.c.db, { typeId: type.id })).map((r) => ({ ...r }));
    const kept = q.keyword ? withAncestors(rows, matches(q.keyword.toLowerCase())) : rows;
    if (q.isTree === '1' && type.isTree === 1) return buildTree(kept);
    return kept;
  }

  /** Parent picker: a tree whose synthetic root (id '0') is the type, without `excludeId` and its subtree. */
  async dataParentOptions(typeIdOrCode: string, isTree: boolean, excludeId?: string) {
    const type = await this.typeInfo(typeIdOrCode);
    const rows = type.isTree === 1 && isTree ? await this.optionRows(type.id, false) : [];
    const kept = excludeId
      ? rows.filter((r) => r.id !== excludeId && !wouldCycle(rows, excludeId, r.id))
      : rows;
    return buildTree([this.root(type), ...kept]);
  }

  /** Enabled entries for selects and tree selects: flat, or a tree under a synthetic root for tree types. */
  async dataOptions(typeIdOrCode: string) {
    const type = await this.typeInfo(typeIdOrCode);
    const rows = await this.optionRows(type.id, true);
    return type.isTree === 1 ? buildTree([this.root(type), ...rows]) : buildTree(rows);
  }

  /** Every enabled type with its enabled entries (the client's dictionary cache). */
  async all() {
    const [types, data] = await Promise.all([
      findTypes(this.c.db),
      findData(this.c.db, { enabledOnly: true }),
    ]);
    const byType = new Map<string, typeof data>();
    for (const d of data)
      (byType.get(d.dictionaryTypeId) ?? byType.set(d.dictionaryTypeId, []).get(d.dictionaryTypeId)!).push(d);
    return types
      .filter((t) => t.enabledMark === 1)
      .map((t) => {
        const items = (byType.get(t.id) ?? []).map((d) => ({
          id: d.id,
          parentId: d.parentId,
          fullName: d.fullName,
          enCode: d.enCode,
          enabledMark: d.enabledMark,
          sortCode: d.sortCode,
        }));
        return {
          id: t.id,
          enCode: t.enCode,
          fullName: t.fullName,
          isTree: t.isTree,
          dictionaryList: t.isTree === 1 ? buildTree(items) : items,
        };
      });
  }

  /** One entry, else 404. */
  async dataInfo(id: string) {
    const row = await findDataRow(this.c.db, id);
    if (!row) throw notFound();
    return row;
  }

  /** Creates or updates an entry: the type exists, the parent is in the same tree type, unique within the type. */
  async saveData(auth: TAuth, input: TDictDataEdit) {
    const before = input.id ? await this.dataInfo(input.id) : null;
    const type = await findType(this.c.db, input.dictionaryTypeId);
    if (!type || type.id !== input.dictionaryTypeId)
      throw badRequest('body.dictionaryTypeId: no such dictionary type');
    if (before && before.dictionaryTypeId !== type.id) {
      throw badRequest('body.dictionaryTypeId: an entry cannot move to another type');
    }
    if (input.parentId !== '0') {
      if (type.isTree !== 1) throw badRequest('body.parentId: this type is a flat list');
      const rows = await findData(this.c.db, { typeId: type.id });
      if (!rows.some((r) => r.id === input.parentId))
        throw badRequest('body.parentId: no such entry in this type');
      if (input.id && wouldCycle(rows, input.id, input.parentId)) {
        throw badRequest('body.parentId: an entry cannot sit inside itself');
      }
    }
    if (await dataClashes(this.c.db, input)) throw new AppError(Code.conflict, 'dictionary.dataExists');
    const values = {
      dictionaryTypeId: type.id,
      parentId: input.parentId,
      fullName: input.fullName,
      enCode: input.enCode,
      simpleSpelling: pinyinInitials(input.fullName),
      isDefault: input.isDefault,
      enabledMark: input.enabledMark,
      sortCode: input.sortCode,
      description: input.description ?? null,
      version: input.version,
    };
    return saveAudited(this.c, dictionaryData, auth, before, values);
  }

  /** Soft-deletes an entry without children. */
  async removeData(auth: TAuth, id: string) {
    const before = await this.dataInfo(id);
    if (await countDataChildren(this.c.db, id))
      throw new AppError(Code.conflict, 'dictionary.dataHasChildren');
    await softDelete(this.c, dictionaryData, auth, id);
    return before;
  }

  /** Flips an entry's enabledMark. */
  async toggleData(auth: TAuth, id: string) {
    const before = await this.dataInfo(id);
    return toggleEnabled(this.c, dictionaryData, auth, before);
  }

  private async optionRows(typeId: string, enabledOnly: boolean) {
    const rows = await findData(this.c.db, { typeId, enabledOnly });
    return rows.map((r) => ({
      id: r.id,
      parentId: r.parentId,
      fullName: r.fullName,
      enCode: r.enCode,
      enabledMark: r.enabledMark,
      sortCode: r.sortCode,
    }));
  }

  private root(type: { fullName: string; enCode: string }) {
    return {
      id: '0',
      parentId: '-1',
      fullName: type.fullName,
      enCode: type.enCode,
      enabledMark: 1,
      sortCode: 0,
    };
  }
}
