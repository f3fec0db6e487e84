import { Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type TListColumn } from '../../../shared/ui/list-page.tsx';
import { usePagedQuery } from '../../../shared/ui/use-paged-query.ts';
import { formatTime } from '../../organize/common/format.ts';
import { KeywordSearchBar } from '../../organize/common/keyword-search-bar.tsx';
import { fetchOwnLog, profileKeys, type TOwnLog } from '../api.ts';
import { PROFILE_NS } from '../profile-i18n.ts';

const CATEGORIES = [1, 5, 4, 3] as const;

/** Your own log, by category, paged. */
export function OwnLogTab(): ReactNode {
  const { t } = useTranslation(PROFILE_NS);
  const list = usePagedQuery<TOwnLog, { category: number; keyword?: string }>(profileKeys.log, fetchOwnLog, {
    category: 1,
  });
  const columns: TListColumn<TOwnLog>[] = [
    { title: t('time'), dataIndex: 'creatorTime', width: 160, render: (v: number) => formatTime(v) },
    { title: t('ip'), dataIndex: 'ipaddress', width: 130 },
    { title: t('place'), dataIndex: 'ipAddressName', width: 110 },
    { title: t('url'), dataIndex: 'requestURL', ellipsis: true },
    { title: t('abstracts'), dataIndex: 'abstracts', ellipsis: true },
  ];
  return (
    <ListPage<TOwnLog>
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
