import {
  ZIdParams,
  ZList,
  ZPaged,
  ZPositionEdit,
  ZPositionItem,
  ZPositionOption,
  ZPositionPageQuery,
  withHiddenColumns,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context.ts';
import { hideColumns, sortable } from '../authorize/column-permission.ts';
import { auditLog, defineWriteRoutes } from '../../lib/crud.ts';
import { defineRoute } from '../../lib/route.ts';
import { selectorAccess } from '../authorize/selector-access.ts';

const tags = ['position'];
const base = '/api/system/permission/position';
const ZInfo = ZPositionItem.omit({ department: true });

/** Positions (spec §7 Organisation: position page, ops, edit, info, del, list/all; plus enabled). */
export function positionRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = c.services.positions;
  const audit = auditLog(c, 'permission.position');
  const record = { url: base, tags, page: 'permission.position', audit, body: ZPositionEdit } as const;

  defineRoute(app, {
    method: 'GET',
    url: `${base}/page`,
    summary: 'Positions, paged (keyword; organizeId includes its subtree)',
    tags,
    access: { permission: 'permission.position' },
    query: ZPositionPageQuery,
    response: ZPaged(withHiddenColumns(ZPositionItem, 'permission.position')),
    handler: async ({ req, auth, query }) =>
      hideColumns(
        c.db,
        auth,
        'permission.position',
        await svc.page(auth, await sortable(c.db, auth, 'permission.position', query), req.lang),
      ),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/list/all`,
    summary: 'Enabled positions for selectors',
    tags,
    access: selectorAccess('positionOptions'),
    response: ZList(ZPositionOption),
    handler: async ({ auth }) => ({ list: await svc.options(auth) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/info/:id`,
    summary: 'One position',
    tags,
    access: { permission: 'permission.position' },
    params: ZIdParams,
    response: ZInfo,
    handler: ({ auth, params }) => svc.info(auth, params.id),
  });

  defineWriteRoutes(app, svc, record, {
    noun: 'position',
    edit: 'Create (no id, btn_add) or update (id, btn_edit) a position',
    del: 'Delete a position nobody holds',
    enabled: 'Enable or disable a position',
  });
}
