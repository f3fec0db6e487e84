import { formatMessage, type TFlowListQuery, type TLanguage } from '@app/contracts';
import { inArray } from 'drizzle-orm';
import type { TAppContext } from '../../app-context.ts';
import { paged } from '../../lib/paging.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { users } from '../users/user.table.ts';
import { countFlowWork, findCirculatePage, findDonePage, findTodoPage } from './flow-before.repo.ts';

type TRow = { fullName: string; delegatorId: string | null };

/** The caller's own lists (contract §4.5): 1 to-do, 2 done, 3 CC; paged on the server with keyword. */
export class FlowBeforeService {
  constructor(private readonly c: Pick<TAppContext, 'db' | 'now'>) {}

  /** One page of list `kind` for the caller. */
  async list(auth: TAuth, kind: 1 | 2 | 3, q: TFlowListQuery, lang: TLanguage) {
    const { rows, total, isTotalCapped } =
      kind === 1
        ? await findTodoPage(this.c.db, auth.userId, q, this.c.now())
        : kind === 2
          ? { ...(await findDonePage(this.c.db, auth.userId, q)), isTotalCapped: false }
          : { ...(await findCirculatePage(this.c.db, auth.userId, q)), isTotalCapped: false };
    const page = paged(await this.titleEntrusted(rows, lang), total, q);
    // The to-do list counts up to a cap (TODO_TOTAL_CAP); the flag says the count stopped there.
    return isTotalCapped ? { ...page, pagination: { ...page.pagination, isTotalCapped } } : page;
  }

  /** The home widget's counts of the caller's work. */
  counts(auth: TAuth) {
    return countFlowWork(this.c.db, auth.userId, this.c.now());
  }

  /** Rows done or waiting for a delegator are titled "<title>(<delegator>的委托)". */
  private async titleEntrusted<T extends TRow>(rows: T[], lang: TLanguage) {
    const ids = [...new Set(rows.map((r) => r.delegatorId).filter((x): x is string => !!x))];
    if (!ids.length) return rows.map(({ delegatorId: _d, ...r }) => r);
    const names = await this.c.db
      .select({ id: users.id, realName: users.realName })
      .from(users)
      .where(inArray(users.id, ids));
    return rows.map(({ delegatorId, ...r }) => {
      if (!delegatorId) return r;
      const delegator = names.find((n) => n.id === delegatorId)?.realName ?? delegatorId;
      return { ...r, fullName: formatMessage('workflow.entrusted', lang, { title: r.fullName, delegator }) };
    });
  }
}
