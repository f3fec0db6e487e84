import { ZFormData, type TFormField } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { pushChange, redo, startHistory, undo } from './design-history.ts';
import {
  findField,
  idOf,
  insertField,
  listIdOf,
  locate,
  moveField,
  removeField,
  ROOT_LIST,
  updateField,
} from './design-tree.ts';
import { copyField, createField } from './field-factory.ts';

const texts = { label: 'L', option: 'O' };
const add = (fields: TFormField[], kind: Parameters<typeof createField>[0], listId = ROOT_LIST) =>
  insertField(fields, listId, Number.MAX_SAFE_INTEGER, createField(kind, texts, fields));
const keysOf = (fields: readonly TFormField[]) => fields.map((f) => f.__config__.jnpfKey);

describe('design tree', () => {
  it('builds a form the contracts accept, nesting fields in row, tab pane and sub-table', () => {
    let fields = add(add(add([], 'comInput'), 'row'), 'tab');
    fields = add(fields, 'table');
    const [row, tab, table] = [fields[1], fields[2], fields[3]];
    fields = add(fields, 'numInput', listIdOf(row));
    fields = add(fields, 'select', listIdOf(tab.__config__.children![0]));
    fields = add(fields, 'JNPFAmount', listIdOf(table));
    const parsed = ZFormData.safeParse({ fields });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(keysOf(findField(fields, idOf(row))!.__config__.children!)).toEqual(['numInput']);
    expect(keysOf(findField(fields, idOf(table))!.__config__.children!)).toEqual(['JNPFAmount']);
  });

  it('reorders like arrayMove, moves across lists and never into itself', () => {
    let fields = add(add(add([], 'comInput'), 'textarea'), 'row');
    const [a, , row] = fields;
    fields = moveField(fields, idOf(a), ROOT_LIST, 1);
    expect(keysOf(fields)).toEqual(['textarea', 'comInput', 'row']);
    fields = moveField(fields, idOf(a), listIdOf(row), 0);
    expect(keysOf(fields)).toEqual(['textarea', 'row']);
    expect(locate(fields, idOf(a))).toEqual({ listId: listIdOf(row), index: 0 });
    expect(moveField(fields, idOf(row), listIdOf(row), 0)).toEqual(fields);
    expect(keysOf(removeField(fields, idOf(row)))).toEqual(['textarea']);
  });

  it('copies a container with fresh ids and keys', () => {
    let fields = add([], 'table');
    fields = add(fields, 'numInput', listIdOf(fields[0]));
    const copy = copyField(fields[0], fields);
    expect(copy.__vModel__).not.toBe(fields[0].__vModel__);
    expect(copy.__config__.children![0].__vModel__).not.toBe(fields[0].__config__.children![0].__vModel__);
    expect(ZFormData.safeParse({ fields: [...fields, copy] }).success).toBe(true);
  });

  it('undoes and redoes changes', () => {
    const one = add([], 'comInput');
    let h = pushChange(startHistory([]), one);
    h = undo(h);
    expect(h.fields).toEqual([]);
    h = redo(h);
    expect(h.fields).toBe(one);
    expect(redo(h)).toBe(h);
  });

  it('keeps the identity of every field off the changed path (the canvas re-renders only those)', () => {
    let fields = add(add(add([], 'comInput'), 'row'), 'textarea');
    const [a, row, c] = fields;
    fields = add(fields, 'numInput', listIdOf(row));
    expect(fields[0]).toBe(a);
    expect(fields[2]).toBe(c);
    expect(fields[1]).not.toBe(row);
    const renamed = updateField(fields, idOf(c), (f) => ({
      ...f,
      __config__: { ...f.__config__, label: 'x' },
    }));
    expect(renamed[0]).toBe(a);
    expect(renamed[1]).toBe(fields[1]);
    expect(renamed[2].__config__.label).toBe('x');
  });
});
