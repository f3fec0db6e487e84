import { staticOptionIds, type TValueField } from '@app/contracts';
import type { TGenField, TGenModel } from '../codegen-model.ts';
import { lit } from './contracts.template.ts';

/** A value the field surely accepts, or undefined when the generator cannot know one (dictionaries, rules…). */
function sampleValue(f: TGenField, field: TValueField | undefined): unknown {
  const raw = (field?.field ?? {}) as Record<string, unknown>;
  const options = field ? staticOptionIds(field.field) : null;
  const hasRules =
    Array.isArray(field?.field.__config__.regList) && field.field.__config__.regList.length > 0;
  if (options) {
    const first = [...options][0];
    if (first === undefined) return undefined;
    const isList = f.jnpfKey === 'checkbox' || raw.multiple === true;
    return isList ? [first] : first;
  }
  if (f.kind === 'text' && !hasRules && ['comInput', 'textarea'].includes(f.jnpfKey)) return 'Sample';
  if (f.kind === 'numeric' && ['numInput', 'slider', 'rate'].includes(f.jnpfKey)) {
    return typeof raw.min === 'number' ? raw.min : 1;
  }
  if (f.kind === 'bigint' && f.jnpfKey === 'date') return 1700000000000;
  if (f.kind === 'boolean') return f.switchValues?.active ?? 1;
  return undefined;
}

/** A record of sample values, and the required fields it could not fill. */
function sampleRecord(m: TGenModel, fields: readonly TValueField[]) {
  const record: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const f of m.fields.filter((x) => !x.isSystem)) {
    const v = sampleValue(
      f,
      fields.find((x) => x.key === f.key),
    );
    if (v !== undefined) record[f.key] = v;
    else if (f.required) missing.push(f.key);
  }
  if (m.subTables.some((s) => fields.find((x) => x.key === s.key)?.field.__config__.required)) {
    missing.push(...m.subTables.map((s) => s.key));
  }
  return { record, missing };
}

/** `<module>.test.ts`: access, the record round trip, the sort allow-list and the stale version, on a real database. */
export function testFile(m: TGenModel, fields: readonly TValueField[]): string {
  const C = m.className;
  const { record, missing } = sampleRecord(m, fields);
  const text = m.fields.find((f) => record[f.key] === 'Sample');
  const required = m.fields.find((f) => f.required && !f.isSystem);
  const roundTrip = missing.length
    ? [
        `  it.todo(${lit(`creates, reads, updates and deletes a record (fill SAMPLE's ${missing.join(', ')})`)});`,
      ]
    : [
        "  it('creates, lists, reads, updates with its version and deletes a record through the menu', async () => {",
        "    const created = await t.call('POST', base, { token: user, body: SAMPLE });",
        '    expect(created.json().code).toBe(200);',
        '    const { id } = created.json().data as { id: string };',
        "    const page = (await t.call('GET', `${base}/page`, { token: user })).json().data;",
        '    expect(page.list.map((r: { id: string }) => r.id)).toContain(id);',
        "    const info = (await t.call('GET', `${base}/${id}`, { token: user })).json().data;",
        '    expect(info).toMatchObject({ ...SAMPLE, id, version: 1 });',
        ...(text
          ? [
              `    const edit = { ...SAMPLE, ${text.key}: 'Changed', version: info.version };`,
              "    expect((await t.call('PUT', `${base}/${id}`, { token: user, body: edit })).json().code).toBe(200);",
              "    const after = (await t.call('GET', `${base}/${id}`, { token: user })).json().data;",
              `    expect(after).toMatchObject({ ${text.key}: 'Changed', version: 2 });`,
              "    const stale = await t.call('PUT', `${base}/${id}`, { token: user, body: { ...edit, version: 1 } });",
              '    expect(stale.json().code).toBe(409);',
            ]
          : []),
        "    expect((await t.call('DELETE', base, { token: user, body: { ids: [id] } })).json().code).toBe(200);",
        "    expect((await t.call('GET', `${base}/${id}`, { token: user })).json().code).toBe(404);",
        '  });',
      ];
  return [
    `import { ${m.upper}_FORM } from '@app/contracts';`,
    "import { afterAll, beforeAll, describe, expect, it } from 'vitest';",
    "import { buildTestApp, type TTestApp } from '../../../test/build-test-app.ts';",
    "import { DEFAULT_PASSWORD, buildUser } from '../../../test/factories.ts';",
    "import { grantGeneratedMenu, installGeneratedModel } from '../../codegen/codegen.test-kit.ts';",
    `import { ${m.upper}_MENU } from './${m.module}.menu.ts';`,
    `import { ${m.upper}_LAYOUT } from './${m.module}.table.ts';`,
    '',
    `const base = ${lit(`/api/generated/${m.module}`)};`,
    '/** Values every field of the sample accepts. */',
    `const SAMPLE = ${JSON.stringify(record)};`,
    'let t: TTestApp;',
    'let user: string; // the menu and its buttons',
    'let outsider: string; // signed in, no menu',
    '',
    'beforeAll(async () => {',
    '  t = await buildTestApp();',
    '  const admin = await t.signIn();',
    `  await installGeneratedModel(t, admin, { id: ${lit(m.modelId)}, fullName: ${lit(m.fullName)}, formData: ${m.upper}_FORM, layout: ${m.upper}_LAYOUT });`,
    `  const u = await buildUser(t.db, { account: ${lit(`gen${m.camel}`.slice(0, 30))} });`,
    '  // The data scheme 本人: the user sees the records they created.',
    `  await grantGeneratedMenu(t, ${m.upper}_MENU, [u.id], ['btn_add', 'btn_edit', 'btn_remove'], 'self');`,
    '  user = await t.signIn(u.account, DEFAULT_PASSWORD);',
    `  const o = await buildUser(t.db, { account: ${lit(`out${m.camel}`.slice(0, 30))} });`,
    '  outsider = await t.signIn(o.account, DEFAULT_PASSWORD);',
    '});',
    'afterAll(() => t.close());',
    '',
    `describe(${lit(`${m.fullName} (generated ${C})`)}, () => {`,
    "  it('refuses a signed-in user without the menu', async () => {",
    "    expect((await t.call('GET', `${base}/page`, { token: outsider })).json().code).toBe(403);",
    "    expect((await t.call('POST', base, { token: outsider, body: SAMPLE })).json().code).toBe(403);",
    '  });',
    '',
    ...roundTrip,
    '',
    "  it('refuses a sort key outside the allowed ones, naming query.sidx', async () => {",
    "    const res = await t.call('GET', `${base}/page?sidx=password`, { token: user });",
    '    expect(res.json().code).toBe(400);',
    "    expect(res.json().msg).toContain('sidx');",
    '  });',
    ...(required
      ? [
          '',
          `  it('refuses a record without ${required.key}, naming it, and stores nothing', async () => {`,
          "    const before = (await t.call('GET', `${base}/page`, { token: user })).json().data.pagination.total;",
          `    const res = await t.call('POST', base, { token: user, body: { ...SAMPLE, ${required.prop}: null } });`,
          '    expect(res.json().code).toBe(400);',
          `    expect(res.json().msg).toContain(${lit(required.key)});`,
          "    expect((await t.call('GET', `${base}/page`, { token: user })).json().data.pagination.total).toBe(before);",
          '  });',
        ]
      : []),
    '});',
    '',
  ].join('\n');
}
