import { FORM_FIXTURES } from '@app/contracts/visualdev-fixtures';
import type { TTestApp } from '../../test/build-test-app.ts';

type TField = {
  __config__: { jnpfKey: string; children?: TField[]; regList?: unknown[] };
  __vModel__?: string;
};

const all = (f: { fields: unknown[] }) => f.fields as TField[];
const byKey = (list: TField[], jnpfKey: string) => {
  const f = list.find((x) => x.__config__.jnpfKey === jnpfKey);
  if (!f) throw new Error(`no ${jnpfKey} in the fixtures`);
  return structuredClone(f);
};

/**
 * A form the generator must fully serve: a required plain text, text area, numbers and an amount with a calculation
 * over them, switch, static select and checkbox, date, system fields, a row layout and a sub-table.
 */
export function sampleForm(): { fields: TField[] } {
  const basic = all(FORM_FIXTURES.basic);
  const advanced = all(FORM_FIXTURES.advanced);
  const layout = all(FORM_FIXTURES.layout);
  const text = byKey(basic, 'comInput');
  text.__config__.regList = [];
  const kinds = ['textarea', 'numInput', 'JNPFAmount', 'switch', 'select', 'checkbox', 'date'];
  const system = ['calculate', 'createUser', 'createTime', 'modifyTime', 'currDept'];
  return {
    fields: [
      text,
      ...kinds.map((k) => byKey(basic, k)),
      ...system.map((k) => byKey(advanced, k)),
      byKey(layout, 'row'),
      byKey(layout, 'table'),
    ],
  };
}

/** Every value kind of the fixtures in one form (the generated module must compile for each). */
export function everyKindForm(): { fields: TField[] } {
  return {
    fields: [...all(FORM_FIXTURES.basic), ...all(FORM_FIXTURES.advanced), ...all(FORM_FIXTURES.layout)],
  };
}

let seq = 0;

/** Saves a model of `formData` as the administrator and publishes it; answers its id. */
export async function publishedModel(t: TTestApp, admin: string, formData: object): Promise<string> {
  seq += 1;
  const body = {
    fullName: `生成样例${seq}`,
    enCode: `gen${seq}`,
    category: 'dict-webdesign-business',
    type: 1,
    formData,
  };
  const created = await t.call('POST', '/api/visualdev/Base', { token: admin, body });
  const answer = created.json<{ code: number; data: { id: string } }>();
  if (answer.code !== 200) throw new Error(`saving the model failed: ${created.body}`);
  const id = answer.data.id;
  const published = await t.call('POST', `/api/visualdev/Base/${id}/Actions/Release`, { token: admin });
  if (published.json<{ code: number }>().code !== 200)
    throw new Error(`publishing the model failed: ${published.body}`);
  return id;
}
