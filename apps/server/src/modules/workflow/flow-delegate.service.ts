import { Code, type TFlowDelegateEdit, type TPageQuery } from '@app/contracts';
import { and, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { TAppContext } from '../../app-context.ts';
import { saveAudited, softDelete } from '../../lib/crud.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { containsPattern, paged, pageWindow } from '../../lib/paging.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { users } from '../users/user.table.ts';
import { findEngine } from './flow-engine.repo.ts';
import { flowDelegates } from './workflow.table.ts';
import { queueEntrustApplied } from './workflow-entrust.ts';

const COLS = {
  id: flowDelegates.id,
  flowId: flowDelegates.flowId,
  flowName: flowDelegates.flowName,
  flowCategory: flowDelegates.flowCategory,
  toUserId: flowDelegates.toUserId,
  toUserName: flowDelegates.toUserName,
  startTime: flowDelegates.startTime,
  endTime: flowDelegates.endTime,
  description: flowDelegates.description,
  enabledMark: flowDelegates.enabledMark,
  sortCode: flowDelegates.sortCode,
  creatorUserId: flowDelegates.creatorUserId,
  creatorTime: flowDelegates.creatorTime,
};

/** The caller's live entrusts. */
const mine = (auth: TAuth) =>
  and(eq(flowDelegates.creatorUserId, auth.userId), isNull(flowDelegates.deleteTime));

/** Entrusts (contract §4.6): each user manages their own; one row per flow, never to oneself (WF0001). */
export class FlowDelegateService {
  constructor(private readonly c: Pick<TAppContext, 'db' | 'now' | 'jobs'>) {}

  /** The caller's entrusts, newest first; keyword on flow and delegate names. */
  async list(auth: TAuth, q: TPageQuery) {
    const p = q.keyword ? containsPattern(q.keyword) : null;
    const where = and(
      mine(auth),
      p ? or(ilike(flowDelegates.flowName, p), ilike(flowDelegates.toUserName, p)) : undefined,
    );
    const { limit, offset } = pageWindow(q);
    const [rows, [{ n }]] = await Promise.all([
      this.c.db
        .select(COLS)
        .from(flowDelegates)
        .where(where)
        .orderBy(desc(flowDelegates.creatorTime), desc(flowDelegates.id))
        .limit(limit)
        .offset(offset),
      this.c.db.select({ n: count() }).from(flowDelegates).where(where),
    ]);
    return paged(rows, n, q);
  }

  /** One entrust of the caller's (404 for anyone else's). */
  async info(auth: TAuth, id: string) {
    const [row] = await this.c.db
      .select(COLS)
      .from(flowDelegates)
      .where(and(mine(auth), eq(flowDelegates.id, id)));
    if (!row) throw notFound();
    return row;
  }

  /** Creates (no id) or updates an entrust: an existing flow, another live user, a window that ends after it starts. */
  async save(auth: TAuth, input: TFlowDelegateEdit, id?: string) {
    const before = id ? await this.info(auth, id) : null;
    if (input.toUserId === auth.userId) throw new AppError(Code.badRequest, 'workflow.WF0001');
    const flow = await findEngine(this.c.db, input.flowId);
    if (!flow) throw badRequest('body.flowId: no such flow');
    const [to] = await this.c.db
      .select({ realName: users.realName, account: users.account })
      .from(users)
      .where(and(eq(users.id, input.toUserId), isNull(users.deleteTime)));
    if (!to) throw badRequest('body.toUserId: no such user');
    const values = {
      flowId: flow.id,
      flowName: flow.fullName,
      flowCategory: flow.category,
      toUserId: input.toUserId,
      toUserName: `${to.realName}/${to.account}`,
      startTime: input.startTime,
      endTime: input.endTime,
      description: input.description ?? null,
    };
    // The delegate hears of the delegator's pending steps when the window opens (a job of the same transaction).
    return this.c.db.transaction(async (tx) => {
      const saved = await saveAudited({ db: tx, now: this.c.now }, flowDelegates, auth, before, values);
      const id = saved.after.id;
      await queueEntrustApplied(this.c, tx, { ...values, id, delegatorId: auth.userId });
      return saved;
    });
  }

  /** Soft-deletes an entrust of the caller's. */
  async remove(auth: TAuth, id: string) {
    const before = await this.info(auth, id);
    await softDelete(this.c, flowDelegates, auth, id);
    return before;
  }
}
