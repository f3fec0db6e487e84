import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFlowWorld, expectRefused, long, type TFlowWorld } from './flow-api.test-kit.ts';

let w: TFlowWorld;
let mine: string;
const D = 'flowDelegate';

beforeAll(async () => {
  w = await buildFlowWorld('fda');
  const res = await w.call('u1', 'POST', `${D}/create`, entrust());
  mine = res.json<{ data: { id: string } }>().data.id;
});
afterAll(() => w.t.close());

function entrust(over: object = {}) {
  const now = w.t.app.ctx.now();
  return { flowId: w.flowId, toUserId: w.ids.u3, startTime: now, endTime: now + 3_600_000, ...over };
}

describe('flowDelegate API', () => {
  it('refuses bad queries, bodies and ids with a 400 naming the field, changing nothing', async () => {
    await expectRefused(w, [
      ['u1', `GET ${D}/list?pageSize=0`, 400, 'pageSize'],
      ['u1', `GET ${D}/list?sidx=${long(65)}`, 400, 'sidx'],
      ['u1', `GET ${D}/info/bad!id`, 400, 'id'],
      ['u1', `POST ${D}/create`, 400, 'toUserId', entrust({ toUserId: undefined })],
      ['u1', `POST ${D}/create`, 400, 'flowId', entrust({ flowId: 'bad id!' })],
      ['u1', `POST ${D}/create`, 400, 'startTime', entrust({ startTime: 'soon' })],
      ['u1', `POST ${D}/create`, 400, 'endTime', entrust({ endTime: undefined })],
      ['u1', `POST ${D}/create`, 400, 'description', entrust({ description: long(501) })],
      ['u1', `POST ${D}/create`, 400, 'flowName', entrust({ flowName: long(101) })],
      ['u1', `PUT ${D}/update/${mine}`, 400, 'endTime', entrust({ endTime: 1 })],
      ['u1', `PUT ${D}/update/${mine}`, 400, 'toUserId', entrust({ toUserId: 'ghost' })],
      ['u1', `PUT ${D}/update/bad!id`, 400, 'id', entrust()],
      ['u1', `DELETE ${D}/del/bad!id`, 400, 'id'],
      ['u1', `GET ${D}/info/no-such-entrust`, 404],
      ['u1', `PUT ${D}/update/no-such-entrust`, 404, '', entrust()],
      ['u1', `DELETE ${D}/del/no-such-entrust`, 404],
    ]);
  });

  it('keeps each entrust its owner’s and needs the entrust page and its buttons', async () => {
    await expectRefused(w, [
      ['u2', `PUT ${D}/update/${mine}`, 404, '', entrust()],
      ['u2', `GET ${D}/info/${mine}`, 404],
      ['monitor', `GET ${D}/list`, 403],
      ['designer', `GET ${D}/info/${mine}`, 403],
      ['monitor', `POST ${D}/create`, 403, '', entrust()],
      ['nobody', `PUT ${D}/update/${mine}`, 403, '', entrust()],
      ['nobody', `DELETE ${D}/del/${mine}`, 403],
    ]);
    const ids = async (who: string) =>
      ((await w.call(who, 'GET', `${D}/list`)).json().data.list as { id: string }[]).map((r) => r.id);
    expect(await ids('u1')).toEqual([mine]);
    expect(await ids('u3')).toEqual([]);
    expect((await w.call('u1', 'GET', `${D}/info/${mine}`)).json().data).toMatchObject({
      toUserId: w.ids.u3,
    });
  });
});
