import { PlusOutlined } from '@ant-design/icons';
import type { TPortalItem } from '@app/contracts';
import { Button, Card, Drawer, Input, Space, Table, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageGrants } from '../../../shared/auth/permission.tsx';
import { toastSuccess } from '../../../shared/ui/feedback.ts';
import { RowActions, useDeleteConfirm, type TRowAction } from '../../../shared/ui/use-row-actions.tsx';
import { formatTime } from '../../../shared/utils/format-time.ts';
import { usePortalList, usePortalMutations } from '../api.ts';
import { GrantDialog } from '../components/grant-dialog.tsx';
import { PortalPreview } from '../components/home-portal.tsx';
import { PortalDesigner } from '../components/portal-designer.tsx';
import { PORTAL_NS } from '../portal-i18n.ts';

/** The row actions of a portal: design, preview, grant, copy, delete (each under its button code). */
function useRowActions(open: {
  design: (id: string) => void;
  preview: (r: TPortalItem) => void;
  grant: (r: TPortalItem) => void;
}): (r: TPortalItem) => TRowAction[] {
  const { t } = useTranslation(PORTAL_NS);
  const { copy, remove } = usePortalMutations();
  const confirmDelete = useDeleteConfirm();
  return (r) => [
    { key: 'design', label: t('design'), permission: 'btn_edit', onClick: () => open.design(r.id) },
    { key: 'grant', label: t('grant'), permission: 'btn_edit', onClick: () => open.grant(r) },
    { key: 'preview', label: t('preview'), onClick: () => open.preview(r) },
    {
      key: 'copy',
      label: t('copy'),
      permission: 'btn_add',
      onClick: () =>
        void copy
          .mutateAsync(r.id)
          .then(() => toastSuccess(t('copied')))
          .catch(() => undefined),
    },
    {
      key: 'remove',
      label: t('remove'),
      permission: 'btn_remove',
      isDanger: true,
      onClick: () => confirmDelete(() => remove.mutateAsync(r.id)),
    },
  ];
}

/** 门户设计 (`onlineDev/visualPortal`): the portals, their designer, grants and preview. */
export function PortalListPage(): ReactNode {
  const { t } = useTranslation(PORTAL_NS);
  const grants = usePageGrants();
  const [keyword, setKeyword] = useState('');
  const list = usePortalList(keyword);
  const [designing, setDesigning] = useState<{ id?: string } | null>(null);
  const [previewing, setPreviewing] = useState<TPortalItem | null>(null);
  const [granting, setGranting] = useState<TPortalItem | null>(null);
  const actionsOf = useRowActions({
    design: (id) => setDesigning({ id }),
    preview: setPreviewing,
    grant: setGranting,
  });
  return (
    <Card>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Input.Search
          allowClear
          aria-label={t('keyword')}
          placeholder={t('keyword')}
          onSearch={(v) => setKeyword(v.trim())}
          style={{ width: 260 }}
        />
        {grants.hasButton('btn_add') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDesigning({})}>
            {t('add')}
          </Button>
        ) : null}
      </Space>
      <Table<TPortalItem>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        scroll={{ x: 900 }}
        columns={[
          { title: t('fullName'), dataIndex: 'fullName', width: 200 },
          { title: t('enCode'), dataIndex: 'enCode', width: 180 },
          { title: t('cardCount'), dataIndex: 'cardCount', width: 90 },
          {
            title: t('status'),
            dataIndex: 'enabledMark',
            width: 90,
            render: (v: number) =>
              v === 1 ? <Tag color="green">{t('enabled')}</Tag> : <Tag>{t('disabled')}</Tag>,
          },
          {
            title: t('creatorTime'),
            dataIndex: 'creatorTime',
            width: 160,
            render: (v: number) => formatTime(v),
          },
          {
            title: t('actions'),
            key: 'actions',
            width: 260,
            fixed: 'right',
            render: (_: unknown, r) => <RowActions actions={actionsOf(r)} />,
          },
        ]}
      />
      <PortalDesigner id={designing?.id} isOpen={designing !== null} onClose={() => setDesigning(null)} />
      <GrantDialog portal={granting} onClose={() => setGranting(null)} />
      <Drawer
        open={previewing !== null}
        onClose={() => setPreviewing(null)}
        title={previewing?.fullName}
        width="90%"
        destroyOnHidden
      >
        {previewing ? <PortalPreview portalId={previewing.id} /> : null}
      </Drawer>
    </Card>
  );
}
