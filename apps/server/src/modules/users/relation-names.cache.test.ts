import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { buildRole } from '../../test/factories.ts';
import { createLocalBus } from '../../lib/bus.ts';
import { roles } from '../role/role.table.ts';
import { RelationNameCache } from './relation-names.cache.ts';

let t: TTestApp;
let clock = 1_000_000;
const now = () => clock;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('role and position names in memory', () => {
  it('names live roles, hides deleted ones and rereads for an id it has never seen', async () => {
    const cache = new RelationNameCache(t.db, createLocalBus(), now);
    const a = await buildRole(t.db, [], { fullName: '甲', sortCode: 3 });
    const gone = await buildRole(t.db, [], { fullName: '已删', deleteTime: Date.now() });
    const first = await cache.lookup([['Role', a.id]]);
    expect(first('Role', a.id)).toEqual({ name: '甲', sortCode: 3, live: true });
    expect(first('Role', gone.id)).toBeUndefined();
    expect(first('Position', a.id)).toBeUndefined(); // the type is part of the key
    const b = await buildRole(t.db, [], { fullName: '乙' }); // written after the load
    expect((await cache.lookup([['Role', b.id]]))('Role', b.id)?.name).toBe('乙');
    cache.close();
  });

  it('drops its copy when any holder of the bus announces a change, and after a minute without one', async () => {
    const bus = createLocalBus();
    const here = new RelationNameCache(t.db, bus, now);
    const there = new RelationNameCache(t.db, bus, now); // another process's copy, on the same bus
    const r = await buildRole(t.db, [], { fullName: '旧名' });
    expect((await there.lookup([['Role', r.id]]))('Role', r.id)?.name).toBe('旧名');
    await t.db.update(roles).set({ fullName: '新名' }).where(eq(roles.id, r.id));
    expect((await there.lookup([['Role', r.id]]))('Role', r.id)?.name).toBe('旧名'); // nobody said
    await here.changed();
    expect((await there.lookup([['Role', r.id]]))('Role', r.id)?.name).toBe('新名');
    await t.db.update(roles).set({ fullName: '外部改名' }).where(eq(roles.id, r.id)); // outside the product
    clock += 61_000;
    expect((await there.lookup([['Role', r.id]]))('Role', r.id)?.name).toBe('外部改名');
    here.close();
    there.close();
  });

  it('does not keep a read that began before a change', async () => {
    // A database whose reads answer only when the gate opens: the read below sees the old name, and the change
    // is announced while it is still in flight.
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const slowDb = {
      select: (fields: never) => ({
        from: (table: never) => {
          const q = t.db.select(fields).from(table);
          return {
            then: (ok: never, fail: never) => q.then(async (rows) => (await gate, rows)).then(ok, fail),
          };
        },
      }),
    } as unknown as typeof t.db;
    const bus = createLocalBus();
    const cache = new RelationNameCache(slowDb, bus, now);
    const r = await buildRole(t.db, [], { fullName: '读前' });
    const early = cache.lookup([['Role', r.id]]);
    await new Promise((done) => setTimeout(done, 50)); // the reads have run
    await t.db.update(roles).set({ fullName: '读后' }).where(eq(roles.id, r.id));
    await cache.changed();
    open();
    expect((await early)('Role', r.id)?.name).toBe('读前'); // that caller got what was read
    expect((await cache.lookup([['Role', r.id]]))('Role', r.id)?.name).toBe('读后');
    cache.close();
  });
});
