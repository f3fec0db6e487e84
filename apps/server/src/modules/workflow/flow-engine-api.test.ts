import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFlowWorld, expectRefused, long, type TFlowWorld } from './flow-api.test-kit.ts';
import { flowBody } from './workflow.fixtures.ts';

let w: TFlowWorld;
const GHOST = 'no-such-flow';
const E = 'flowEngine';

beforeAll(async () => {
  w = await buildFlowWorld('fea');
});
afterAll(() => w.t.close());

describe('flowEngine API: bad input is a 400 naming the field and changes nothing', () => {
  it('refuses bad queries and path ids on every read', async () => {
    await expectRefused(w, [
      ['admin', `GET ${E}/list?keyword=${long(101)}`, 400, 'keyword'],
      ['admin', `GET ${E}/info/bad!id`, 400, 'id'],
      ['admin', `GET ${E}/Selector?type=abc`, 400, 'type'],
      ['admin', `GET ${E}/bad!id/FormDataFields`, 400, 'id'],
      ['admin', `GET ${E}/bad!id/FieldDataSelect`, 400, 'id'],
      ['admin', `GET ${E}/${long(65)}/FieldDataSelect`, 400, 'id'],
    ]);
  });

  it('refuses bad bodies and path ids on every write', async () => {
    const body = flowBody({ enCode: 'okcode', fullName: '好流程' });
    const create = `POST ${E}/create`;
    const update = `PUT ${E}/update/${w.flowId}`;
    await expectRefused(w, [
      ['admin', create, 400, 'enCode', { ...body, enCode: 'a b' }],
      ['admin', create, 400, 'category', { ...body, category: '' }],
      ['admin', create, 400, 'formType', { ...body, formType: 3 }],
      ['admin', create, 400, 'sortCode', { ...body, sortCode: 'abc' }],
      ['admin', create, 400, 'enabledMark', { ...body, enabledMark: 5 }],
      ['admin', create, 400, 'description', { ...body, description: long(501) }],
      ['admin', create, 400, 'flowTemplateJson', { ...body, flowTemplateJson: undefined }],
      ['admin', create, 400, 'flowTemplateJson', { ...body, flowTemplateJson: '[1,2]' }],
      ['admin', create, 415, '', 'not json'],
      ['admin', update, 400, 'fullName', { ...body, fullName: long(51) }],
      ['admin', update, 400, 'icon', { ...body, icon: long(101) }],
      ['admin', update, 400, 'type', { ...body, type: 'x' }],
      ['admin', `PUT ${E}/update/bad!id`, 400, 'id', body],
      ['admin', `DELETE ${E}/del/bad!id`, 400, 'id'],
      ['admin', `POST ${E}/bad!id/Actions/Copy`, 400, 'id'],
      ['admin', `POST ${E}/Release/bad!id`, 400, 'id'],
      ['admin', `POST ${E}/Stop/bad!id`, 400, 'id'],
    ]);
  });

  it('answers 404 for a flow that does not exist, on every endpoint taking an id', async () => {
    const body = flowBody({ enCode: 'ghost', fullName: '幽灵' });
    await expectRefused(w, [
      ['admin', `GET ${E}/info/${GHOST}`, 404],
      ['admin', `PUT ${E}/update/${GHOST}`, 404, '', body],
      ['admin', `DELETE ${E}/del/${GHOST}`, 404],
      ['admin', `POST ${E}/${GHOST}/Actions/Copy`, 404],
      ['admin', `POST ${E}/Release/${GHOST}`, 404],
      ['admin', `POST ${E}/Stop/${GHOST}`, 404],
      ['admin', `GET ${E}/${GHOST}/FormDataFields`, 404],
      ['admin', `GET ${E}/${GHOST}/FieldDataSelect`, 404],
    ]);
  });
});

describe('flowEngine API: permissions', () => {
  it('lets the designer page read but not write, and refuses both to other pages', async () => {
    const id = w.flowId;
    const reads = [
      `${E}/list`,
      `${E}/info/${id}`,
      `${E}/${id}/FormDataFields`,
      `${E}/Selector`,
      `${E}/ListAll`,
    ];
    for (const path of reads) expect((await w.call('designer', 'GET', path)).json().code, path).toBe(200);
    await expectRefused(w, [
      ['designer', `POST ${E}/Release/${id}`, 403],
      ['designer', `POST ${E}/create`, 403, '', flowBody({ enCode: 'nope2', fullName: '无权二' })],
      ['launcher', `GET ${E}/list`, 403],
      ['launcher', `GET ${E}/info/${id}`, 403],
      ['launcher', `GET ${E}/${id}/FormDataFields`, 403],
      ['monitor', `PUT ${E}/update/${id}`, 403, '', flowBody()],
      ['monitor', `DELETE ${E}/del/${id}`, 403],
      ['nobody', `GET ${E}/Selector`, 403],
      ['nobody', `GET ${E}/ListAll`, 403],
      ['nobody', `GET ${E}/${id}/FieldDataSelect`, 403],
      ['designer', `GET ${E}/${id}/FieldDataSelect`, 403],
    ]);
  });

  it('answers FieldDataSelect with the caller’s own tasks, and every task to a monitor', async () => {
    const mine = await w.launch();
    const options = async (who: string) =>
      (
        (await w.call(who, 'GET', `${E}/${w.flowId}/FieldDataSelect`)).json().data.list as { id: string }[]
      ).map((o) => o.id);
    expect(await options('launcher')).toContain(mine);
    expect(await options('other')).not.toContain(mine);
    expect(await options('watcher')).toContain(mine);
    expect((await w.call('monitor', 'GET', `${E}/Selector?type=1`)).json().code).toBe(200);
    expect((await w.call('other', 'GET', `${E}/Selector`)).json().code).toBe(200);
  });
});
