import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  columnIdOf,
  columnStorageKey,
  isChoosable,
  parseColumnChoice,
  shownColumns,
  useColumnChoice,
} from './column-choice.ts';

const columns = [
  { dataIndex: 'account' },
  { dataIndex: 'roleName', isHiddenByDefault: true },
  { key: 'status', dataIndex: ['nested', 'path'] },
  { title: 'no key' },
  { key: 'actions', fixed: 'right' as const },
];

afterEach(() => window.localStorage.clear());

describe('column choice', () => {
  it('keys a column by its key, else by a plain dataIndex', () => {
    expect(columns.map(columnIdOf)).toEqual(['account', 'roleName', 'status', undefined, 'actions']);
  });

  it('offers keyed columns that are not pinned', () => {
    expect(columns.filter(isChoosable).map(columnIdOf)).toEqual(['account', 'roleName', 'status']);
  });

  it('shows the defaults, then the user choices over them; unkeyed and pinned columns always show', () => {
    expect(shownColumns(columns, {}).map(columnIdOf)).toEqual(['account', 'status', undefined, 'actions']);
    const choice = { roleName: true, account: false, actions: false };
    expect(shownColumns(columns, choice).map(columnIdOf)).toEqual([
      'roleName',
      'status',
      undefined,
      'actions',
    ]);
  });

  it('ignores stored values that are not a key → boolean map', () => {
    expect(parseColumnChoice(null)).toEqual({});
    expect(parseColumnChoice('not json')).toEqual({});
    expect(parseColumnChoice('[true]')).toEqual({});
    expect(parseColumnChoice('{"a":true,"b":"yes","c":false}')).toEqual({ a: true, c: false });
  });

  it('remembers choices per list in localStorage and forgets them on reset', () => {
    const { result } = renderHook(() => useColumnChoice('/permission/user'));
    act(() => result.current.setShown('roleName', true));
    expect(result.current.choice).toEqual({ roleName: true });
    expect(window.localStorage.getItem(columnStorageKey('/permission/user'))).toBe('{"roleName":true}');
    expect(renderHook(() => useColumnChoice('/permission/user')).result.current.choice).toEqual({
      roleName: true,
    });
    expect(renderHook(() => useColumnChoice('/permission/position')).result.current.choice).toEqual({});
    act(() => result.current.reset());
    expect(window.localStorage.getItem(columnStorageKey('/permission/user'))).toBeNull();
  });
});
