import type { TLogItem } from '@app/contracts';
import type { TFunction } from 'i18next';
import type { TListColumn } from '../../../shared/ui/list-page.tsx';
import { formatTime } from '../../../shared/utils/format-time.ts';
import type { TLogCategory } from '../api.ts';

/** The columns of one log category (login, request, exception, operation). */
export function logColumnsOf(category: TLogCategory, t: TFunction): TListColumn<TLogItem>[] {
  const time: TListColumn<TLogItem> = {
    title: t('time'),
    dataIndex: 'creatorTime',
    width: 160,
    render: (v: number) => formatTime(v),
  };
  const user: TListColumn<TLogItem> = { title: t('user'), dataIndex: 'userName', width: 150 };
  const ip: TListColumn<TLogItem> = { title: t('ip'), dataIndex: 'ipAddress', width: 130 };
  const summary: TListColumn<TLogItem> = { title: t('abstracts'), dataIndex: 'abstracts', ellipsis: true };
  const url: TListColumn<TLogItem> = { title: t('url'), dataIndex: 'requestURL', ellipsis: true };
  if (category === 1) {
    return [
      time,
      user,
      ip,
      { title: t('place'), dataIndex: 'ipAddressName', width: 110 },
      { title: t('platform'), dataIndex: 'platForm', width: 100 },
      summary,
    ];
  }
  if (category === 5) {
    return [
      time,
      user,
      ip,
      { title: t('method'), dataIndex: 'requestMethod', width: 90 },
      url,
      { title: t('statusCode'), dataIndex: 'statusCode', width: 80 },
      { title: t('duration'), dataIndex: 'requestDuration', width: 110 },
    ];
  }
  if (category === 4)
    return [time, user, ip, { title: t('method'), dataIndex: 'requestMethod', width: 90 }, url, summary];
  return [time, user, ip, { title: t('module'), dataIndex: 'moduleName', width: 120 }, summary];
}
