import {
  ZCompanyEdit,
  ZDepartmentEdit,
  ZDepartmentListQuery,
  ZDepartmentNode,
  ZExcludeParams,
  ZIdParams,
  ZList,
  ZOrganizeInfo,
  ZOrganizeListQuery,
  ZOrganizeNode,
  ZOrgOptionNode,
  withHiddenTreeColumns,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context.ts';
import { findHiddenItems, hideColumns, sortable } from '../authorize/column-permission.ts';
import { auditLog, defineWriteRoutes } from '../../lib/crud.ts';
import { defineRoute } from '../../lib/route.ts';
import { selectorAccess } from '../authorize/selector-access.ts';
import type { TOrgKind, OrganizeService } from './organize.service.ts';

const base = '/api/system/permission/organize';
const PAGES = { company: 'permission.organize', department: 'permission.department' } as const;
const NAMES = {
  company: { module: 'permission.organize', noun: 'company' },
  department: { module: 'permission.department', noun: 'department' },
} as const;
const BODIES = { company: ZCompanyEdit, department: ZDepartmentEdit } as const;
/** The selector tree of each kind: its URLs below the kind's URL and its summary. */
const OPTIONS = {
  company: {
    paths: ['ops', 'ops/:id', 'tree'],
    summary: 'Companies tree for selectors (ops leaves out {id} and everything below it)',
    use: 'companyOptions',
  },
  department: {
    paths: ['ops', 'ops/:id'],
    summary: 'Companies and departments tree for selectors (leaves out {id} and everything below it)',
    use: 'departmentOptions',
  },
} as const;

/** info, ops, edit, del and enabled: the same for companies and departments. */
function recordRoutes(
  app: FastifyInstance,
  c: TAppContext,
  kind: TOrgKind,
  url: string,
  svc: OrganizeService,
) {
  const page = PAGES[kind];
  const tags = [kind === 'company' ? 'organize' : 'department'];
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
    method: 'GET',
    url: OPTIONS[kind].paths.map((path) => `${url}/${path}`),
    summary: OPTIONS[kind].summary,
    tags,
    access: selectorAccess(OPTIONS[kind].use),
    params: ZExcludeParams,
    response: ZList(ZOrgOptionNode),
    handler: async ({ auth, params }) => ({ list: await svc.options(auth, params.id) }),
  });
  const record = { url, tags, page, audit: auditLog(c, NAMES[kind].module), body: BODIES[kind] };
  defineWriteRoutes(app, svc, record, {
    noun: NAMES[kind].noun,
    edit: `Create (no id, btn_add) or update (id, btn_edit) a ${kind}`,
    del: `Delete a ${kind} with no organisations, positions or users below it`,
    enabled: `Enable or disable a ${kind}`,
  });
}

/** Companies (spec §7 Organisation: organize list, ops, tree, edit, info, del; plus enabled). */
export function organizeRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = c.services.companies;
  const tags = ['organize'];
  defineRoute(app, {
    method: 'GET',
    url: `${base}/list`,
    summary: 'Companies as a tree (keyword keeps ancestors)',
    tags,
    access: { permission: 'permission.organize' },
    query: ZOrganizeListQuery,
    response: ZList(withHiddenTreeColumns(ZOrganizeNode, 'permission.organize')),
    handler: async ({ auth, query }) =>
      hideColumns(c.db, auth, 'permission.organize', {
        list: await svc.companies(
          auth,
          query.keyword,
          await findHiddenItems(c.db, auth, 'permission.organize', 'column'),
        ),
      }),
  });
  recordRoutes(app, c, 'company', base, svc);
  departmentRoutes(app, c);
}

/** Departments (spec §7 Organisation: organize/department list, ops, edit, info, del; plus enabled). */
function departmentRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = c.services.departments;
  const url = `${base}/department`;
  const tags = ['department'];
  defineRoute(app, {
    method: 'GET',
    url: `${url}/list`,
    summary: 'Departments of a company (organizeId) as a tree, with their managers',
    tags,
    access: { permission: 'permission.department' },
    query: ZDepartmentListQuery,
    response: ZList(withHiddenTreeColumns(ZDepartmentNode, 'permission.department')),
    handler: async ({ auth, query }) =>
      hideColumns(c.db, auth, 'permission.department', {
        list: await svc.departments(auth, await sortable(c.db, auth, 'permission.department', query)),
      }),
  });
  recordRoutes(app, c, 'department', url, svc);
}
