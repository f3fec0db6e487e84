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

/**
 * `fields` with list `listId` replaced by `edit(copy of it)`; only the containers on the way are copied, every
 * other field keeps its identity (the canvas re-renders only what changed). Unchanged when the list is not found.
 */
function mapList(
  fields: readonly TFormField[],
  listId: string,
  edit: (list: TFormField[]) => TFormField[],
): TFormField[] {
  if (listId === ROOT_LIST) return edit([...fields]);
  let isChanged = false;
  const out = fields.map((f) => {
    const kids = f.__config__.children;
    if (!kids) return f;
    const next = listIdOf(f) === listId ? edit([...kids]) : mapList(kids, listId, edit);
    if (next === kids) return f;
    isChanged = true;
    return { ...f, __config__: { ...f.__config__, children: next } };
  });
  return isChanged ? out : (fields as TFormField[]);
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
  return mapList(fields, listId, (list) => {
    list.splice(index < 0 || index > list.length ? list.length : index, 0, field);
    return list;
  });
}

/** The fields without field `id`. */
export function removeField(fields: readonly TFormField[], id: number): TFormField[] {
  const at = locate(fields, id);
  if (!at) return [...fields];
  return mapList(fields, at.listId, (list) => {
    list.splice(at.index, 1);
    return list;
  });
}

/** The fields with field `id` moved to list `listId` at `index`; a container never moves into itself. */
export function moveField(
  fields: readonly TFormField[],
  id: number,
  listId: string,
  index: number,
): TFormField[] {
  const moving = findField(fields, id);
  if (!moving || (listId !== ROOT_LIST && findListIn(moving, listId))) return [...fields];
  // Like arrayMove: the field ends at `index` of the list it lands in.
  return insertField(removeField(fields, id), listId, index, moving);
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

/** The fields with field `id` replaced by `update(copy of it)`; fields off its path keep their identity. */
export function updateField(
  fields: readonly TFormField[],
  id: number,
  update: (f: TFormField) => TFormField,
): TFormField[] {
  let isChanged = false;
  const out = fields.map((f) => {
    if (idOf(f) === id) {
      isChanged = true;
      return update(structuredClone<TFormField>(f));
    }
    const kids = f.__config__.children;
    const next = kids ? updateField(kids, id, update) : kids;
    if (next === kids) return f;
    isChanged = true;
    return { ...f, __config__: { ...f.__config__, children: next } };
  });
  return isChanged ? out : (fields as TFormField[]);
}
