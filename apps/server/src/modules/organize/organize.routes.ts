import {
  ZCompanyEdit,
  ZDepartmentEdit,
  ZDepartmentListQuery,
  ZDepartmentNode,
  ZExcludeParams,
  ZIdParams,
  ZList,
  ZNull,
  ZOrganizeInfo,
  ZOrganizeListQuery,
  ZOrganizeNode,
  ZOrgOptionNode,
} from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { assertEditButton } from '../authorize/assert-permission.ts';
import { logOperation } from '../logs/operation-log.ts';
import { OrganizeService, type TOrgKind } from './organize.service.ts';

const base = '/api/system/permission/organize';
const PAGES = { company: 'permission.organize', department: 'permission.department' } as const;
const NAMES = {
  company: { module: '组织管理', noun: '公司' },
  department: { module: '部门管理', noun: '部门' },
} as const;

type TAudit = (
  req: FastifyRequest,
  auth: TAuth,
  action: string,
  r: { before?: object | null; after?: object | null; id?: string },
) => void;

/** The operation-log writer of one kind. */
function auditOf(c: TAppContext, kind: TOrgKind): TAudit {
  return (req, auth, action, r) =>
    logOperation(
      c.logs,
      req,
      auth,
      { module: NAMES[kind].module, action, objectId: r.id, before: r.before, after: r.after },
      c.now(),
    );
}

/** info, del and enabled: the same for companies and departments. */
function recordRoutes(
  app: FastifyInstance,
  c: TAppContext,
  kind: TOrgKind,
  url: string,
  svc: OrganizeService,
) {
  const page = PAGES[kind];
  const tags = [kind === 'company' ? 'organize' : 'department'];
  const audit = auditOf(c, kind);
  const noun = NAMES[kind].noun;
  defineRoute(app, {
    method: 'GET',
    url: `${url}/info/:id`,
    summary: `One ${kind}`,
    tags,
    access: { permission: page },
    params: ZIdParams,
    response: ZOrganizeInfo,
    handler: ({ auth, params }) => svc.info(auth, params.id),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${url}/del/:id`,
    summary: `Delete a ${kind} with no organisations, positions or users below it`,
    tags,
    access: { permission: `${page}:btn_remove` },
    params: ZIdParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      audit(req, auth, `删除${noun}`, { before: await svc.remove(auth, params.id), id: params.id });
      return null;
    },
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${url}/enabled/:id`,
    summary: `Enable or disable a ${kind}`,
    tags,
    access: { permission: `${page}:btn_edit` },
    params: ZIdParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      audit(req, auth, `启用/禁用${noun}`, { ...(await svc.toggle(auth, params.id)), id: params.id });
      return null;
    },
  });
}

/** Companies (spec §7 Organisation: organize list, ops, tree, edit, info, del; plus enabled). */
export function organizeRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = new OrganizeService(c, 'company');
  const tags = ['organize'];
  const audit = auditOf(c, 'company');
  defineRoute(app, {
    method: 'GET',
    url: `${base}/list`,
    summary: 'Companies as a tree (keyword keeps ancestors)',
    tags,
    access: { permission: 'permission.organize' },
    query: ZOrganizeListQuery,
    response: ZList(ZOrganizeNode),
    handler: async ({ auth, query }) => ({ list: await svc.companies(auth, query.keyword) }),
  });
  defineRoute(app, {
    method: 'GET',
    url: [`${base}/ops`, `${base}/ops/:id`, `${base}/tree`],
    summary: 'Companies tree for selectors (ops leaves out {id} and everything below it)',
    tags,
    access: { permission: 'self' },
    params: ZExcludeParams,
    response: ZList(ZOrgOptionNode),
    handler: async ({ params }) => ({ list: await svc.options(params.id) }),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/edit`,
    summary: 'Create (no id, btn_add) or update (id, btn_edit) a company',
    tags,
    access: { permission: 'permission.organize' },
    body: ZCompanyEdit,
    response: ZNull,
    handler: async ({ req, auth, body }) => {
      assertEditButton(auth, 'permission.organize', Boolean(body.id));
      const r = await svc.save(auth, body);
      audit(req, auth, body.id ? '修改公司' : '新增公司', { ...r, id: r.after.id });
      return null;
    },
  });
  recordRoutes(app, c, 'company', base, svc);
  departmentRoutes(app, c);
}

/** Departments (spec §7 Organisation: organize/department list, ops, edit, info, del; plus enabled). */
function departmentRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = new OrganizeService(c, 'department');
  const url = `${base}/department`;
  const tags = ['department'];
  const audit = auditOf(c, 'department');
  defineRoute(app, {
    method: 'GET',
    url: `${url}/list`,
    summary: 'Departments of a company (organizeId) as a tree, with their managers',
    tags,
    access: { permission: 'permission.department' },
    query: ZDepartmentListQuery,
    response: ZList(ZDepartmentNode),
    handler: async ({ auth, query }) => ({ list: await svc.departments(auth, query) }),
  });
  defineRoute(app, {
    method: 'GET',
    url: [`${url}/ops`, `${url}/ops/:id`],
    summary: 'Companies and departments tree for selectors (leaves out {id} and everything below it)',
    tags,
    access: { permission: 'self' },
    params: ZExcludeParams,
    response: ZList(ZOrgOptionNode),
    handler: async ({ params }) => ({ list: await svc.options(params.id) }),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${url}/edit`,
    summary: 'Create (no id, btn_add) or update (id, btn_edit) a department',
    tags,
    access: { permission: 'permission.department' },
    body: ZDepartmentEdit,
    response: ZNull,
    handler: async ({ req, auth, body }) => {
      assertEditButton(auth, 'permission.department', Boolean(body.id));
      const r = await svc.save(auth, body);
      audit(req, auth, body.id ? '修改部门' : '新增部门', { ...r, id: r.after.id });
      return null;
    },
  });
  recordRoutes(app, c, 'department', url, svc);
}
