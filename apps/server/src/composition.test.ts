import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TTestApp } from './test/build-test-app.ts';
import { buildRole } from './test/factories.ts';

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
});
afterAll(() => t.close());

/** Source files under `dir`, tests left out. */
function sources(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.test-kit.ts'))
    .map((f) => path.join(dir, f));
}

describe('composition root', () => {
  it('members of a role are answered by the one shared service from both the role and the id-only routes', async () => {
    const role = await buildRole(t.db, []);
    const list = vi.spyOn(t.app.ctx.services.members, 'list');
    for (const url of [`userRelation/Role/${role.id}`, `userRelation/${role.id}`]) {
      const res = await t.call('GET', `/api/system/permission/${url}`, { token: admin });
      expect(res.json<{ code: number }>().code).toBe(200);
    }
    expect(list).toHaveBeenCalledTimes(2);
    list.mockRestore();
  });

  it('your authorisations come from the shared authorize service, not one built per call', async () => {
    const mine = vi.spyOn(t.app.ctx.services.authorize, 'mine');
    const res = await t.call('GET', '/api/system/permission/users/current/authorize', { token: admin });
    expect(res.json<{ code: number }>().code).toBe(200);
    expect(mine).toHaveBeenCalledTimes(1);
    mine.mockRestore();
  });

  it('no module constructs a service, cache or hub: composition.ts builds them once per process', () => {
    const modules = path.join(import.meta.dirname, 'modules');
    const built = /\bnew (\w+(?:Service|Cache|Hub))\(/g;
    // Modules the code generator writes build their own service at registration (one registry line; ADR 0015).
    const written = sources(modules).filter((f) => !path.relative(modules, f).startsWith('generated'));
    const offenders = written.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(built)].map(
        (m) => `${path.relative(modules, file)}: new ${m[1]}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
