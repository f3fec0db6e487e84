import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';
import { everyKindForm, publishedModel, sampleForm } from './codegen-samples.test-kit.ts';

let t: TTestApp;
let admin: string;
let sample: string;
let viewer: string; // the designer page without 导出

const preview = (id: string, body: object, token = admin) =>
  t.call('POST', `/api/visualdev/Generater/${id}/Actions/CodePreview`, { token, body });
const options = { module: 'purchase-order', className: 'PurchaseOrder', description: '采购单' };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  sample = await publishedModel(t, admin, sampleForm());
  const v = await buildUser(t.db, { account: 'cgviewer' });
  await grant(t.db, { type: 'Role', id: (await buildRole(t.db, [v.id])).id }, ['onlineDev.webDesign']);
  viewer = await t.signIn(v.account, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

describe('code generation', () => {
  it('previews the contracts, server module, page, menu entry, test and README of a published model', async () => {
    const res = await preview(sample, options);
    expect(res.json().code).toBe(200);
    const files = res.json().data.list as { path: string; language: string; content: string }[];
    expect(files.map((f) => f.path)).toEqual([
      'packages/contracts/src/generated/purchase-order.ts',
      'apps/server/src/modules/generated/purchase-order/purchase-order.table.ts',
      'apps/server/src/modules/generated/purchase-order/purchase-order.repo.ts',
      'apps/server/src/modules/generated/purchase-order/purchase-order.service.ts',
      'apps/server/src/modules/generated/purchase-order/purchase-order.routes.ts',
      'apps/server/src/modules/generated/purchase-order/purchase-order.menu.ts',
      'apps/server/src/modules/generated/purchase-order/purchase-order.test.ts',
      'apps/web/src/features/generated/purchase-order/api.ts',
      'apps/web/src/features/generated/purchase-order/purchase-order-page.tsx',
      'apps/server/src/modules/generated/purchase-order/README.md',
    ]);
    const table = files[1].content;
    expect(table).toContain(`pgTable('vd_${sample}'`);
    expect(table).toContain(`pgTable('vd_${sample}_s1'`);
    expect(files[4].content).toContain("pageMenuAccess(PAGE, 'btn_add')");
    expect(files[0].content).toContain('export const ZPurchaseOrderEdit');
  });

  it('zips the same files for download', async () => {
    const res = await t.call('POST', `/api/visualdev/Generater/${sample}/Actions/DownloadCode`, {
      token: admin,
      body: options,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files).filter((n) => !zip.files[n].dir);
    expect(names).toHaveLength(10);
    expect(
      await zip.file('apps/web/src/features/generated/purchase-order/api.ts')?.async('string'),
    ).toContain("generatedApi('/api/generated/purchase-order')");
  });

  it('serves the spec path too and generates for every value kind', async () => {
    const every = await publishedModel(t, admin, everyKindForm());
    const res = await t.call('POST', `/api/visualdev/generate/${every}/actions/codePreview`, {
      token: admin,
      body: { module: 'every-kind', className: 'EveryKind' },
    });
    expect(res.json().code).toBe(200);
  });

  it('refuses bad options naming the field, an unpublished model, and a caller without 导出', async () => {
    const bad = await preview(sample, { ...options, module: 'Purchase_Order' });
    expect(bad.json().code).toBe(400);
    expect(bad.json().msg).toContain('module');
    const cls = await preview(sample, { ...options, className: 'purchase' });
    expect(cls.json().msg).toContain('className');
    expect((await preview('999999', options)).json().code).toBe(404);
    expect((await preview(sample, options, viewer)).json().code).toBe(403);
  });

  it('refuses a field whose key names a system property of the generated table', async () => {
    const form = sampleForm();
    form.fields[0].__vModel__ = 'creatorTime';
    const id = await publishedModel(t, admin, form);
    const res = await preview(id, options);
    expect(res.json().code).toBe(400);
    expect(res.json().msg).toContain('creatorTime');
  });
});
