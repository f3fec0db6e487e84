import {
  ZIdParams,
  ZNoticeEdit,
  ZNoticeInfo,
  ZNoticeItem,
  ZNoticePageQuery,
  ZNull,
  ZPaged,
  ZReceiveDelete,
  ZReceiveItem,
  ZReceivePageQuery,
  ZUnreadCounts,
  withHiddenColumns,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context.ts';
import { hideColumns, sortable } from '../authorize/column-permission.ts';
import { auditLog, defineWriteRoutes } from '../../lib/crud.ts';
import { defineRoute } from '../../lib/route.ts';
import { editButtonAccess } from '../authorize/assert-permission.ts';
import { countUnread } from './message.repo.ts';
import type { MessageService } from './message.service.ts';

const tags = ['message'];
const base = '/api/system/message';
const PAGE = 'system.notice' as const;

/** System messages (spec §7 + issue 4): notice admin (page/info/edit/del/release) and the caller's inbox. */
export function messageRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = c.services.messages;
  const audit = auditLog(c, 'system.notice');

  defineRoute(app, {
    method: 'GET',
    url: `${base}/page`,
    summary: 'Notices, paged (keyword on the title)',
    tags,
    access: { permission: PAGE },
    query: ZNoticePageQuery,
    response: ZPaged(withHiddenColumns(ZNoticeItem, PAGE)),
    handler: async ({ auth, query }) =>
      hideColumns(c.db, auth, PAGE, await svc.page(await sortable(c.db, auth, PAGE, query))),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/info/:id`,
    summary: 'One notice for the edit form',
    tags,
    access: { permission: PAGE },
    params: ZIdParams,
    response: ZNoticeInfo,
    handler: ({ params }) => svc.info(params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/edit`,
    summary: 'Create (no id, btn_add) or update (id, btn_edit) a draft notice; HTML is sanitised',
    tags,
    access: editButtonAccess(PAGE),
    body: ZNoticeEdit,
    bodyLimit: 512 * 1024,
    response: ZNull,
    handler: async ({ req, auth, body }) => {
      const r = await svc.save(auth, body);
      audit(req, auth, body.id ? 'update' : 'create', {
        ...r,
        noun: 'notice',
        id: (r.after as { id: string }).id,
      });
      return null;
    },
  });

  const notices = { url: base, tags, page: PAGE, audit };
  defineWriteRoutes(app, { remove: svc.remove.bind(svc) }, notices, {
    noun: 'notice',
    del: 'Delete a notice and its receipts',
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/release/:id`,
    summary: 'Release a draft: one unread receipt per recipient, then messagePush',
    tags,
    access: { permission: `${PAGE}:btn_edit` },
    params: ZIdParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      audit(req, auth, 'publish', { ...(await svc.release(auth, params.id)), noun: 'notice', id: params.id });
      return null;
    },
  });

  inboxRoutes(app, svc, c);
}

/** The signed-in user's own messages. */
function inboxRoutes(app: FastifyInstance, svc: MessageService, c: TAppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: `${base}/receive/page`,
    summary: "The caller's messages (type 1 notices, 2 system), newest first",
    tags,
    access: { signedIn: true },
    query: ZReceivePageQuery,
    response: ZPaged(ZReceiveItem),
    handler: ({ auth, query }) => svc.inbox(auth, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/read/:id`,
    summary: 'A received message with its body; marks it read',
    tags,
    access: { signedIn: true },
    params: ZIdParams,
    response: ZNoticeInfo,
    handler: ({ auth, params }) => svc.read(auth, params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/readAll`,
    summary: "Marks all of the caller's messages read",
    tags,
    access: { signedIn: true },
    response: ZNull,
    handler: async ({ auth }) => (await svc.readAll(auth), null),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/receive/del`,
    summary: "Removes messages from the caller's inbox ({ids}: array or comma-separated)",
    tags,
    access: { signedIn: true },
    body: ZReceiveDelete,
    response: ZNull,
    handler: async ({ auth, body }) => (await svc.removeReceived(auth, body.ids), null),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/unread`,
    summary: "The caller's unread notices and system messages",
    tags,
    access: { signedIn: true },
    response: ZUnreadCounts,
    handler: ({ auth }) => countUnread(c.db, auth.userId),
  });
}
