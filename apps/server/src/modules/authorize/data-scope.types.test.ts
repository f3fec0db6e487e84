import type { SQL } from 'drizzle-orm';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { TDbOrTx } from '../../db/client.ts';
import { findOrg, findOrgRows } from '../organize/organize.repo.ts';
import {
  findPosition,
  findPositionOptions,
  findPositionPage,
  type TPositionFilter,
} from '../position/position.repo.ts';
import type { SelectorTreeService } from '../tree/tree.service.ts';
import { streamUserExport } from '../users/user-export.ts';
import { loadCodeMaps } from '../users/user-import.ts';
import {
  findScopedUser,
  findUserOptions,
  findUserPage,
  findUserRows,
  findVisibleUserIds,
  type TListNames,
  type TUserListFilter,
} from '../users/user-list.repo.ts';
import { systemScope, type TScope } from './data-scope.ts';
import { systemColumnScope } from './system-column-scope.ts';

/**
 * Never run: `tsc -p apps/server` (`npm run typecheck`) checks these lines, and an `@ts-expect-error` that finds no
 * error fails it. Each is a guarded read called without the caller's scope, or with something that is not one.
 */
function unscopedReads(db: TDbOrTx, names: TListNames, where: SQL, trees: SelectorTreeService) {
  const order = { key: '', sql: [] };
  // @ts-expect-error a selector list without a scope does not compile
  void findUserOptions(db);
  // @ts-expect-error a hand-made "everything" is not a scope
  void findScopedUser(db, 'id', { all: true });
  // @ts-expect-error a WHERE condition is not a scope
  void findPosition(db, 'id', where);
  // @ts-expect-error the users page's filter needs its scope
  void findUserPage(db, names, { keyword: 'a' }, order, 20, 0);
  // @ts-expect-error the export's batches need the scope
  void findUserRows(db, names, { keyword: 'a' }, '', 500);
  // @ts-expect-error the export's filter needs the scope
  void streamUserExport(db, names, { keyword: 'a' }, new Set(), { onError: () => {} });
  // @ts-expect-error the positions page's filter needs its scope
  void findPositionPage(db, { keyword: 'a' }, [], 20, 0);
  // @ts-expect-error the position selector needs a scope
  void findPositionOptions(db);
  // @ts-expect-error organisation lists and trees need a scope
  void findOrgRows(db, { category: 'company' });
  // @ts-expect-error one organisation by id needs a scope
  void findOrg(db, 'id');
  // @ts-expect-error role and position members need the user scope
  void findVisibleUserIds(db, ['id']);
  // @ts-expect-error selector trees need the caller's scope
  void trees.get('user');
  // @ts-expect-error the import's organisation lookup needs the caller's scope
  void loadCodeMaps(db, 'userId');
  // @ts-expect-error a runtime table's rows need a scope too
  void systemColumnScope(undefined, {});
}

/** The same reads with a scope compile: the errors above are the missing scope, nothing else. */
function scopedReads(db: TDbOrTx, names: TListNames, scope: TScope, trees: SelectorTreeService) {
  const order = { key: '', sql: [] };
  void findUserOptions(db, scope);
  void findScopedUser(db, 'id', scope);
  void findPosition(db, 'id', scope);
  void findUserPage(db, names, { scope, keyword: 'a' }, order, 20, 0);
  void findUserRows(db, names, { scope, keyword: 'a' }, '', 500);
  void streamUserExport(db, names, { scope, keyword: 'a' }, new Set(), { onError: () => {} });
  void findPositionPage(db, { scope, keyword: 'a' }, [], 20, 0);
  void findPositionOptions(db, scope);
  void findOrgRows(db, { scope, category: 'company' });
  void findOrg(db, 'id', scope);
  void findVisibleUserIds(db, ['id'], scope);
  void trees.get('user', scope);
  void systemColumnScope(scope, {});
  void loadCodeMaps(db, scope, 'userId');
}

describe('the data scope as a type', () => {
  it('is a required argument of every guarded repo read, and only made by the scope service or systemScope', () => {
    expectTypeOf(findUserOptions).parameter(1).toEqualTypeOf<TScope>();
    expectTypeOf(findScopedUser).parameter(2).toEqualTypeOf<TScope>();
    expectTypeOf(findVisibleUserIds).parameter(2).toEqualTypeOf<TScope>();
    expectTypeOf<TUserListFilter['scope']>().toEqualTypeOf<TScope>();
    expectTypeOf<TPositionFilter['scope']>().toEqualTypeOf<TScope>();
    expectTypeOf(findPosition).parameter(2).toEqualTypeOf<TScope>();
    expectTypeOf(findPositionOptions).parameter(1).toEqualTypeOf<TScope>();
    expectTypeOf(findOrg).parameter(2).toEqualTypeOf<TScope>();
    expectTypeOf<Parameters<typeof findOrgRows>[1]['scope']>().toEqualTypeOf<TScope>();
    expectTypeOf<Parameters<SelectorTreeService['get']>[1]>().toEqualTypeOf<TScope>();
    expectTypeOf({ all: true as const }).not.toExtend<TScope>();
    expectTypeOf(systemScope('a test')).toEqualTypeOf<TScope>();
    expect([typeof unscopedReads, typeof scopedReads]).toEqual(['function', 'function']);
  });

  it('refuses a system scope without a reason', () => {
    expect(() => systemScope(' ')).toThrow(/reason/);
    expect(systemScope('a test').all).toBe(true);
  });
});
