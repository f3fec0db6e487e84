import type { TTestApp } from '../../test/build-test-app.ts';

/** The seeded data-interface category tests file their interfaces under. */
const TEST_INTERFACE_CATEGORY = '9c43287481364d348c0ea0d0f64b38be-basic';

/** A data-interface definition: the given fields over defaults a test does not care about. */
export function interfaceDefinition(fields: object): Record<string, unknown> {
  return {
    categoryId: TEST_INTERFACE_CATEGORY,
    fullName: '接口',
    enCode: 'di',
    dataType: 2,
    query: '[]',
    ...fields,
  };
}

/** Runs an unsaved definition through the edit dialog's preview. */
export function previewInterface(
  t: TTestApp,
  token: string,
  fields: object,
  headers?: Record<string, string>,
) {
  return t.call('POST', '/api/system/base/data/interface/preview', {
    token,
    headers,
    body: { definition: interfaceDefinition(fields) },
  });
}
