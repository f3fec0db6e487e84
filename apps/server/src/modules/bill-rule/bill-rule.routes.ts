import {
  ZBillNumberQuery,
  ZBillRuleEdit,
  ZBillRuleItem,
  ZBillRuleOption,
  ZBillRulePageQuery,
  ZIdParams,
  ZList,
  ZPaged,
  SELECTOR_USES,
  withHiddenColumns,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { hideColumns, sortable } from '../authorize/column-permission.ts';
import { auditLog, defineWriteRoutes } from '../../lib/crud.ts';
import { defineRoute } from '../../lib/route.ts';

const tags = ['bill-rule'];
const base = '/api/system/base/bill/rule';
const PAGE = 'system.billRule' as const;

/** Bill rules (spec §7): page, ops, edit, info, del, enabled, getNumber. */
export function billRuleRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = c.services.billRule;
  const record = { url: base, tags, page: PAGE, audit: auditLog(c, 'system.billRule'), body: ZBillRuleEdit };

  defineRoute(app, {
    method: 'GET',
    url: `${base}/page`,
    summary: 'Bill rules, paged (keyword on name and code)',
    tags,
    access: { permission: PAGE },
    query: ZBillRulePageQuery,
    response: ZPaged(withHiddenColumns(ZBillRuleItem, PAGE)),
    handler: async ({ auth, query }) =>
      hideColumns(c.db, auth, PAGE, await svc.page(await sortable(c.db, auth, PAGE, query))),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/ops`,
    summary: 'Enabled bill rules for the form billRule field',
    tags,
    access: { permission: SELECTOR_USES.billRuleOptions },
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

  defineWriteRoutes(app, svc, record, {
    noun: 'billRule',
    edit: 'Create (no id, btn_add) or update (id, btn_edit) a bill rule',
    del: 'Delete a bill rule that has never issued a number',
    enabled: 'Enable or disable a bill rule',
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/getNumber/:id`,
    summary: 'The next number of a rule (id or enCode); reserve=true keeps it for the caller for 3 minutes',
    tags,
    access: { permission: SELECTOR_USES.billNumber },
    params: ZIdParams,
    query: ZBillNumberQuery,
    response: z.string(),
    handler: ({ auth, params, query }) =>
      svc.nextNumber(auth, params.id, query.reserve === 'true' || query.reserve === '1'),
  });
}
