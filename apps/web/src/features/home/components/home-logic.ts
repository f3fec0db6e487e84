import type { TMessageQuery } from '../../notification/api.ts';

/** How many notices the home page shows as cards. */
export const HOME_NOTICES = 6;

/** Message type of a notice (公告); type 2 are system and workflow messages. */
const NOTICE_TYPE = '1';

/** The query of the home page's latest notices: the newest page of notices only. */
export function homeNoticeQuery(): TMessageQuery {
  return { currentPage: 1, pageSize: HOME_NOTICES, type: NOTICE_TYPE };
}
