import type { TFormField } from '@app/contracts';

/**
 * The designer's form tree, edited immutably (each change returns a new list, so undo keeps the old one).
 * A field is known by `__config__.formId`; a drop list by `root` or `c<formId>` (row, card, table, tab or
 * collapse pane: the fields of that container).
 */

/** The id of the root list. */
export const ROOT_LIST = 'root';

/** The drop-list id of a container field. */
export const listIdOf = (f: TFormField): string => `c${idOf(f)}`;

/** The designer id of a field (`__config__.formId`). */
export function idOf(f: TFormField): number {
  return typeof f.__config__.formId === 'number' ? f.__config__.formId : -1;
}

/** True for tab and collapse: children are panes, each a list of fields. */
export function hasPanes(f: TFormField): boolean {
  return f.__config__.jnpfKey === 'tab' || f.__config__.jnpfKey === 'collapse';
}

const clone = (fields: readonly TFormField[]): TFormField[] => structuredClone(fields) as TFormField[];

/** The list `listId` inside (mutable) `fields`, or null. */
function findList(fields: TFormField[], listId: string): TFormField[] | null {
  if (listId === ROOT_LIST) return fields;
  for (const f of fields) {
    const kids = f.__config__.children;
    if (!kids) continue;
    if (listIdOf(f) === listId) return kids;
    const inner = findList(kids, listId);
    if (inner) return inner;
  }
  return null;
}

/** The list holding field `id` and its index there. */
export function locate(
  fields: readonly TFormField[],
  id: number,
  listId = ROOT_LIST,
): { listId: string; index: number } | null {
  for (const [index, f] of fields.entries()) {
    if (idOf(f) === id) return { listId, index };
    const kids = f.__config__.children;
    if (kids) {
      const inner = locate(kids, id, listIdOf(f));
      if (inner) return inner;
    }
  }
  return null;
}

/** Field `id` of the tree, or undefined. */
export function findField(fields: readonly TFormField[], id: number): TFormField | undefined {
  for (const f of fields) {
    if (idOf(f) === id) return f;
    const inner = findField(f.__config__.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}

/** The fields with `field` put into list `listId` at `index` (end when out of range). */
export function insertField(
  fields: readonly TFormField[],
  listId: string,
  index: number,
  field: TFormField,
): TFormField[] {
  const next = clone(fields);
  const list = findList(next, listId);
  if (!list) return next;
  list.splice(index < 0 || index > list.length ? list.length : index, 0, field);
  return next;
}

/** The fields without field `id`. */
export function removeField(fields: readonly TFormField[], id: number): TFormField[] {
  const next = clone(fields);
  const at = locate(next, id);
  if (at) findList(next, at.listId)?.splice(at.index, 1);
  return next;
}

/** The fields with field `id` moved to list `listId` at `index`; a container never moves into itself. */
export function moveField(
  fields: readonly TFormField[],
  id: number,
  listId: string,
  index: number,
): TFormField[] {
  const moving = findField(fields, id);
  if (!moving || (listId !== ROOT_LIST && findListIn(moving, listId))) return clone(fields);
  // Like arrayMove: the field ends at `index` of the list it lands in.
  return insertField(removeField(fields, id), listId, index, structuredClone<TFormField>(moving));
}

function findListIn(f: TFormField, listId: string): boolean {
  return listIdOf(f) === listId || (f.__config__.children ?? []).some((c) => findListIn(c, listId));
}

/** Every formId and __vModel__ of the tree (for fresh ids and unique keys). */
export function usedIds(fields: readonly TFormField[]): { ids: Set<number>; keys: Set<string> } {
  const ids = new Set<number>();
  const keys = new Set<string>();
  const walk = (list: readonly TFormField[]) => {
    for (const f of list) {
      ids.add(idOf(f));
      if (f.__vModel__) keys.add(f.__vModel__.toLowerCase());
      walk(f.__config__.children ?? []);
    }
  };
  walk(fields);
  return { ids, keys };
}

/** The fields with field `id` replaced by `update(copy of it)`. */
export function updateField(
  fields: readonly TFormField[],
  id: number,
  update: (f: TFormField) => TFormField,
): TFormField[] {
  return fields.map((f) => {
    if (idOf(f) === id) return update(structuredClone<TFormField>(f));
    const kids = f.__config__.children;
    return kids ? { ...f, __config__: { ...f.__config__, children: updateField(kids, id, update) } } : f;
  });
}
