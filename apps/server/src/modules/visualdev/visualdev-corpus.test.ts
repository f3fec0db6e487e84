import { FIELD_KINDS, ZFormData, flattenFields, type TValueField } from '@app/contracts';
import { COLUMN_FIXTURE, FORM_FIXTURES, VALUE_SAMPLES } from '@app/contracts/visualdev-fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { multipartBody } from '../../test/multipart.ts';
import { dataInterfaces } from '../data-interface/data-interface.table.ts';
import { users } from '../users/user.table.ts';
import { bindModelMenu } from './runtime/runtime.fixtures.ts';

const base = '/api/visualdev/Base';
const rt = '/api/visualdev/OnlineDev';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
type TForm = (typeof FORM_FIXTURES)[keyof typeof FORM_FIXTURES];
let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
});
afterAll(() => t.close());

/** The model file of JNPF's ExportData for a fixture form. */
const modelFile = (name: string, formData: TForm) => ({
  fullName: `语料${name}`,
  enCode: `corpus${name}`,
  category: 'dict-webdesign-business',
  type: 1,
  formData: JSON.stringify(formData),
  columnData: JSON.stringify(COLUMN_FIXTURE),
});

async function importModel(file: object): Promise<string> {
  const res = await t.call('POST', `${base}/Actions/ImportData`, {
    token: admin,
    body: { data: JSON.stringify(file) },
  });
  expect(res.json().code, JSON.stringify(res.json())).toBe(200);
  return res.json().data.id as string;
}

/** Publishes a model and binds it to a menu of the administrator (the runtime is reached through a menu). */
async function release(id: string) {
  const res = await t.call('POST', `${base}/${id}/Actions/Release`, { token: admin });
  expect(res.json().code, JSON.stringify(res.json())).toBe(200);
  const [me] = await t.db.select().from(users).where(eq(users.account, 'admin'));
  await bindModelMenu(t, id, [me.id], ['btn_add'], undefined, Date.now());
}

const exportModel = async (id: string) =>
  (await t.call('POST', `${base}/${id}/Actions/ExportData`, { token: admin })).json().data as {
    formData: string;
    columnData: string;
  };

describe('the formData corpus through the server', () => {
  it('imports, publishes and exports every fixture unchanged, twice over', async () => {
    for (const [name, form] of Object.entries(FORM_FIXTURES)) {
      const id = await importModel(modelFile(name, form));
      await release(id);
      const out = await exportModel(id);
      expect(JSON.parse(out.formData), name).toEqual(form);
      expect(JSON.parse(out.columnData), name).toEqual(COLUMN_FIXTURE);
      const config = (await t.call('GET', `${rt}/${id}/Config`, { token: admin })).json().data;
      expect(JSON.parse(config.formData), name).toEqual(form);
      // The exported file imported again is the same model once more.
      const again = await importModel({ ...out, enCode: `corpus${name}2`, fullName: `语料${name}2` });
      await release(again);
      expect(JSON.parse((await exportModel(again)).formData), name).toEqual(form);
    }
  });
});

describe('a good and a bad record for every value kind', () => {
  const models = new Map<string, { id: string; fields: TValueField[] }>();
  const good: Record<string, unknown> = Object.fromEntries(
    Object.entries(VALUE_SAMPLES).map(([kind, [value]]) => [kind, value]),
  );

  const create = (id: string, data: object) =>
    t.call('POST', `${rt}/${id}`, { token: admin, body: { data: JSON.stringify(data) } });

  beforeAll(async () => {
    // The server's own checks need real references: a dictionary entry, a data interface, stored files.
    const query = JSON.stringify([{ id: 'p1', fullName: '一' }]);
    const body = {
      categoryId: '9c43287481364d348c0ea0d0f64b38be-basic',
      fullName: '语料接口',
      enCode: 'corpusdi',
      dataType: 2,
      query,
      checkType: 0,
    };
    expect(
      (await t.call('POST', '/api/system/base/data/interface/edit', { token: admin, body })).json().code,
    ).toBe(200);
    const di = (await t.db.select().from(dataInterfaces).where(eq(dataInterfaces.enCode, 'corpusdi')))[0];
    for (const kind of ['annex', 'annexpic'] as const) {
      const file = await multipartBody('a.png', PNG, 'image/png');
      const res = await t.call('POST', `/api/file/Uploader/${kind}`, { token: admin, ...file });
      const item = {
        name: 'a.png',
        fileId: res.json().data.name as string,
        url: res.json().data.url as string,
      };
      good[kind === 'annex' ? 'uploadFz' : 'uploadImg'] = [item];
    }
    good.dicSelect = 'dict-webdesign-business';
    const rule = {
      fullName: '订单号',
      enCode: 'OrderNumber',
      prefix: 'DD',
      dateFormat: 'no',
      digit: 4,
      startNumber: '1',
    };
    expect(
      (await t.call('POST', '/api/system/base/bill/rule/edit', { token: admin, body: rule })).json().code,
    ).toBe(200);
    // relationForm picks a record of the basic model (published first), so its good value is a real record.
    let related = '';
    for (const [name, form] of Object.entries(FORM_FIXTURES)) {
      const text = JSON.stringify(form)
        .replaceAll('"interfaceId":"di-1"', `"interfaceId":"${di.id}"`)
        .replaceAll('"modelId":"1234567890"', `"modelId":"${related}"`);
      const id = await importModel(modelFile(`v${name}`, JSON.parse(text) as TForm));
      await release(id);
      models.set(name, { id, fields: flattenFields(ZFormData.parse(JSON.parse(text)).fields) });
      if (name === 'basic') {
        related = id;
        const rec = await create(id, { comInputField101: '关联记录' });
        good.relationForm = rec.json().data.id as string;
      }
    }
  });

  /** The smallest valid record of a model: its required fields with good values. */
  const required = (fields: readonly TValueField[]) =>
    Object.fromEntries(
      fields.filter((f) => f.field.__config__.required && !f.children).map((f) => [f.key, good[f.jnpfKey]]),
    );
  const total = async (id: string) =>
    (await t.call('POST', `${rt}/${id}/List`, { token: admin, body: {} })).json().data.pagination
      .total as number;

  it('stores the good value and refuses the bad one naming body.data.<field>', async () => {
    const seen = new Set<string>();
    for (const [name, { id, fields }] of models) {
      // The first field of each kind (the samples are written for it: the bad text breaks basic's regList).
      for (const f of fields.filter((x) => x.jnpfKey in VALUE_SAMPLES)) {
        if (seen.has(f.jnpfKey)) continue;
        seen.add(f.jnpfKey);
        const base = required(fields);
        const ok = await create(id, { ...base, [f.key]: good[f.jnpfKey] });
        expect(ok.json().code, `${name} ${f.jnpfKey} ${JSON.stringify(ok.json())}`).toBe(200);
        const stored = JSON.parse(
          (await t.call('GET', `${rt}/${id}/${ok.json().data.id}`, { token: admin })).json().data.data,
        );
        expect(stored[f.key], f.jnpfKey).toEqual(good[f.jnpfKey]);
        const before = await total(id);
        const bad = await create(id, {
          ...base,
          [f.key]: VALUE_SAMPLES[f.jnpfKey]![1],
        });
        expect(bad.statusCode, `${name} ${f.jnpfKey}`).toBe(400);
        expect(bad.json().msg, f.jnpfKey).toContain(`body.data.${f.key}`);
        expect(await total(id), f.jnpfKey).toBe(before);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(VALUE_SAMPLES).sort());
  });

  it('takes sub-table rows with their required cells and refuses a row without one', async () => {
    const { id, fields } = models.get('layout')!;
    const table = fields.find((f) => f.jnpfKey === 'table')!;
    const [name, qty] = table.children!.map((c) => c.key);
    const ok = await create(id, { [table.key]: [{ [name]: '一', [qty]: 2 }] });
    expect(ok.json().code).toBe(200);
    const bad = await create(id, { [table.key]: [{ [name]: '一' }, { [qty]: 2 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain(`body.data.${table.key}[1].${name}`);
  });

  it('fills system kinds and recomputes calculate fields, whatever the client sends', async () => {
    const { id, fields } = models.get('advanced')!;
    const system = fields.filter((f) => 'system' in FIELD_KINDS[f.jnpfKey] || f.jnpfKey === 'calculate');
    const forged = Object.fromEntries(system.map((f) => [f.key, 'forged']));
    const res = await create(id, { ...required(fields), ...forged });
    expect(res.json().code, JSON.stringify(res.json())).toBe(200);
    const stored = JSON.parse(
      (await t.call('GET', `${rt}/${id}/${res.json().data.id}`, { token: admin })).json().data.data,
    );
    for (const f of system) expect(stored[f.key], f.jnpfKey).not.toBe('forged');
    const bill = system.find((f) => f.jnpfKey === 'billRule')!;
    expect(stored[bill.key]).toMatch(/^DD\d{4}$/);
  });
});
