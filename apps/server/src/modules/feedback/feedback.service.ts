import { Code, type TFeedbackCreate, type TPageQuery } from '@app/contracts';
import type { TAppContext } from '../../app-context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pageWindow, paged } from '../../lib/paging.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { countSentSince, feedbackFilter, feedbacks, findFeedbackPage, markHandled } from './feedback.repo.ts';

/** How many pieces one user may send in an hour (a form, not a channel: more is a script or a stuck key). */
export const FEEDBACK_PER_HOUR = 10;
const HOUR = 60 * 60 * 1000;

/** 意见反馈: any signed-in user sends; holders of the feedback page read it and mark it handled. */
export class FeedbackService {
  constructor(private readonly c: Pick<TAppContext, 'db' | 'now'>) {}

  /** Stores one piece from the caller; refuses past FEEDBACK_PER_HOUR in the last hour. */
  async submit(auth: TAuth, input: TFeedbackCreate): Promise<{ id: string }> {
    const now = this.c.now();
    if ((await countSentSince(this.c.db, auth.userId, now - HOUR)) >= FEEDBACK_PER_HOUR) {
      throw new AppError(Code.tooMany, 'req.rateLimited');
    }
    const id = newId();
    await this.c.db.insert(feedbacks).values({
      id,
      content: input.content,
      contact: input.contact || null,
      pagePath: input.pagePath ?? null,
      creatorTime: now,
      creatorUserId: auth.userId,
    });
    return { id };
  }

  /** The administrators' list, newest first. */
  async page(q: TPageQuery & { state?: number }) {
    const { limit, offset } = pageWindow(q);
    const { rows, total } = await findFeedbackPage(this.c.db, feedbackFilter(q), limit, offset);
    return paged(rows, total, q);
  }

  /** Marks a piece handled by the caller; 404 when there is none. */
  async handle(auth: TAuth, id: string): Promise<void> {
    if (!(await markHandled(this.c.db, id, auth.userId, this.c.now()))) throw notFound();
  }
}
