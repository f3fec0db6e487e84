import { Form, Select } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type TListColumn } from '../../../shared/ui/list-page.tsx';
import { usePagedQuery } from '../../../shared/ui/use-paged-query.ts';
import { formatTime } from '../../../shared/utils/format-time.ts';
import { KeywordSearchBar } from '../../../shared/ui/keyword-search-bar.tsx';
import type { TOwnLogItem } from '@app/contracts';
import { fetchOwnLog, profileKeys } from '../api.ts';
import { PROFILE_NS } from '../profile-i18n.ts';

const CATEGORIES = [1, 5, 4, 3] as const;
const LOGIN = 1;
const REQUEST = 5;

/** The columns a category fills: sign-ins have a place and device but no request; requests have no summary. */
function ownLogColumns(category: number, t: TFunction): TListColumn<TOwnLogItem>[] {
  const time: TListColumn<TOwnLogItem> = {
    title: t('time'),
    dataIndex: 'creatorTime',
    width: 160,
    render: (v: number) => formatTime(v),
  };
  const ip: TListColumn<TOwnLogItem> = { title: t('ip'), dataIndex: 'ipaddress', width: 130 };
  const summary: TListColumn<TOwnLogItem> = { title: t('abstracts'), dataIndex: 'abstracts', ellipsis: true };
  if (category === LOGIN) {
    return [
      time,
      ip,
      { title: t('place'), dataIndex: 'ipAddressName', width: 110 },
      { title: t('platform'), dataIndex: 'platForm', width: 200, ellipsis: true },
      summary,
    ];
  }
  const request: TListColumn<TOwnLogItem>[] = [
    { title: t('method'), dataIndex: 'requestMethod', width: 90 },
    { title: t('url'), dataIndex: 'requestURL', ellipsis: true },
  ];
  if (category !== REQUEST) return [time, ip, ...request, summary];
  return [
    time,
    ip,
    ...request,
    { title: t('duration'), dataIndex: 'requestDuration', width: 110, align: 'right' },
  ];
}

/** Your own log, by category, paged; each category shows the columns its rows fill. */
export function OwnLogTab(): ReactNode {
  const { t } = useTranslation(PROFILE_NS);
  const list = usePagedQuery<TOwnLogItem, { category: number; keyword?: string }>(
    profileKeys.log,
    fetchOwnLog,
    {
      category: LOGIN,
    },
  );
  const columns = ownLogColumns(list.params.category, t);
  return (
    <ListPage<TOwnLogItem>
      rowKey="id"
      columns={columns}
      query={list.query}
      page={list.params}
      onPageChange={list.setPage}
      checkPermission={false}
      searchBar={
        <KeywordSearchBar
          onSearch={(keyword, v) => list.search({ keyword, category: Number(v.category ?? 1) })}
        >
          <Form.Item name="category" initialValue={1}>
            <Select
              aria-label={t('category')}
              style={{ width: 130 }}
              options={CATEGORIES.map((c) => ({ value: c, label: t(`logCategories.${c}`) }))}
            />
          </Form.Item>
        </KeywordSearchBar>
      }
    />
  );
}
