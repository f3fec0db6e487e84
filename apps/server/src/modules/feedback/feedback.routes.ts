import { ZFeedbackCreate, ZFeedbackItem, ZFeedbackPageQuery, ZIdParams, ZNull, ZPaged } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';

const tags = ['feedback'];
const base = '/api/system/feedback';
const PAGE = 'system.feedback' as const;

/** 意见反馈: send (any signed-in user), list and mark handled (the feedback page). */
export function feedbackRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = c.services.feedback;

  defineRoute(app, {
    method: 'POST',
    url: base,
    summary: 'Send feedback (any signed-in user; at most 10 an hour)',
    tags,
    access: { signedIn: true },
    body: ZFeedbackCreate,
    response: ZNull,
    handler: async ({ auth, body }) => (await svc.submit(auth, body), null),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/page`,
    summary: 'Feedback, newest first (keyword on the content and the writer; state 0 new, 1 handled)',
    tags,
    access: { permission: PAGE },
    query: ZFeedbackPageQuery,
    response: ZPaged(ZFeedbackItem),
    handler: ({ query }) => svc.page(query),
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${base}/handle/:id`,
    summary: 'Mark a piece of feedback handled',
    tags,
    access: { permission: `${PAGE}:btn_edit` },
    params: ZIdParams,
    response: ZNull,
    handler: async ({ auth, params }) => (await svc.handle(auth, params.id), null),
  });
}
