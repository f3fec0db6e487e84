import {
  ZBillNumberQuery,
  ZBillRuleEdit,
  ZBillRuleItem,
  ZBillRuleOption,
  ZBillRulePageQuery,
  ZIdParams,
  ZList,
  ZNull,
  ZPaged,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import { assertEditButton } from '../authorize/assert-permission.ts';
import { logOperation } from '../logs/operation-log.ts';
import { BillRuleService } from './bill-rule.service.ts';

const tags = ['bill-rule'];
const base = '/api/system/base/bill/rule';
const PAGE = 'system.billRule' as const;

/** Bill rules (spec §7): page, ops, edit, info, del, enabled, getNumber. */
export function billRuleRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = new BillRuleService(c);
  const audit = (
    req: Parameters<typeof logOperation>[1],
    auth: Parameters<typeof logOperation>[2],
    action: string,
    r: { before?: object | null; after?: object | null; id?: string },
  ) => logOperation(c.logs, req, auth, { module: '单据规则', action, objectId: r.id, ...r }, c.now());

  defineRoute(app, {
    method: 'GET',
    url: `${base}/page`,
    summary: 'Bill rules, paged (keyword on name and code)',
    tags,
    access: { permission: PAGE },
    query: ZBillRulePageQuery,
    response: ZPaged(ZBillRuleItem),
    handler: ({ query }) => svc.page(query),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/ops`,
    summary: 'Enabled bill rules for the form billRule field',
    tags,
    access: { permission: 'self' },
    response: ZList(ZBillRuleOption),
    handler: async () => ({ list: await svc.options() }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/info/:id`,
    summary: 'One bill rule (id or enCode)',
    tags,
    access: { permission: PAGE },
    params: ZIdParams,
    response: ZBillRuleItem,
    handler: ({ params }) => svc.info(params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/edit`,
    summary: 'Create (no id, btn_add) or update (id, btn_edit) a bill rule',
    tags,
    access: { permission: PAGE },
    body: ZBillRuleEdit,
    response: ZNull,
    handler: async ({ req, auth, body }) => {
      assertEditButton(auth, PAGE, Boolean(body.id));
      const r = await svc.save(auth, body);
      audit(req, auth, body.id ? '修改单据规则' : '新增单据规则', {
        ...r,
        id: (r.after as { id: string }).id,
      });
      return null;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/del/:id`,
    summary: 'Delete a bill rule that has never issued a number',
    tags,
    access: { permission: `${PAGE}:btn_remove` },
    params: ZIdParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      audit(req, auth, '删除单据规则', { before: await svc.remove(auth, params.id), id: params.id });
      return null;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${base}/enabled/:id`,
    summary: 'Enable or disable a bill rule',
    tags,
    access: { permission: `${PAGE}:btn_edit` },
    params: ZIdParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      audit(req, auth, '启用/禁用单据规则', { ...(await svc.toggle(auth, params.id)), id: params.id });
      return null;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/getNumber/:id`,
    summary: 'The next number of a rule (id or enCode); reserve=true keeps it for the caller for 3 minutes',
    tags,
    access: { permission: 'self' },
    params: ZIdParams,
    query: ZBillNumberQuery,
    response: z.string(),
    handler: ({ auth, params, query }) =>
      svc.nextNumber(auth, params.id, query.reserve === 'true' || query.reserve === '1'),
  });
}
