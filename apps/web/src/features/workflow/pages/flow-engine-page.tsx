import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Input, Space, Table, Tag, type TableColumnType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageGrants } from '../../../shared/auth/permission.tsx';
import { formatTime } from '../../../shared/utils/format-time.ts';
import { useFlowInfo, useFlowMutations, useFlowTree, type TFlowGroup, type TFlowRow } from '../api.ts';
import { FlowDesigner } from '../designer/flow-designer.tsx';
import { WORKFLOW_NS } from '../workflow-i18n.ts';

interface TListRow {
  id: string;
  fullName: string;
  enCode: string;
  flow?: TFlowRow;
  children?: TListRow[];
}

function toRows(groups: TFlowGroup[]): TListRow[] {
  return groups.map((g) => ({
    id: g.id,
    fullName: `${g.fullName} (${g.children.length})`,
    enCode: '',
    children: g.children.length
      ? g.children.map((f) => ({ id: f.id, fullName: f.fullName, enCode: f.enCode, flow: f }))
      : undefined,
  }));
}

function EditDesigner({ id, onClose }: { id: string; onClose: () => void }): ReactNode {
  const info = useFlowInfo(id);
  return info.data ? <FlowDesigner flow={info.data} onClose={onClose} /> : null;
}

function useColumns(design: (id: string) => void): TableColumnType<TListRow>[] {
  const { t } = useTranslation(WORKFLOW_NS);
  const { modal, message } = App.useApp();
  const grants = usePageGrants();
  const m = useFlowMutations();
  const act = (p: Promise<unknown>, done: string): void => {
    p.then(() => void message.success(done, 1.5)).catch(() => undefined);
  };
  const link = (label: string, onClick: () => void, danger = false) => (
    <Button type="link" size="small" danger={danger} onClick={onClick}>
      {label}
    </Button>
  );
  return [
    { title: t('fullName'), dataIndex: 'fullName', width: 240 },
    { title: t('enCode'), dataIndex: 'enCode', width: 160 },
    {
      title: t('version'),
      key: 'version',
      width: 80,
      render: (_, r) => (r.flow ? `V${r.flow.version}` : null),
    },
    {
      title: t('state'),
      key: 'state',
      width: 100,
      render: (_, r) =>
        r.flow ? (
          <Tag color={r.flow.enabledMark === 1 ? 'green' : 'default'}>
            {r.flow.enabledMark === 1 ? t('released') : t('stopped')}
          </Tag>
        ) : null,
    },
    {
      title: t('creatorTime'),
      key: 'creatorTime',
      width: 160,
      render: (_, r) => (r.flow ? formatTime(r.flow.creatorTime) : null),
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 280,
      render: (_, r) => {
        const f = r.flow;
        if (!f) return null;
        const canEdit = grants.hasButton('btn_edit');
        return (
          <Space size={0} wrap>
            {canEdit ? link(t('design'), () => design(f.id)) : null}
            {grants.hasButton('btn_add')
              ? link(t('copy'), () => act(m.copy.mutateAsync(f.id), t('copied')))
              : null}
            {canEdit && f.enabledMark !== 1
              ? link(t('release'), () => act(m.release.mutateAsync(f.id), t('releasedOk')))
              : null}
            {canEdit && f.enabledMark === 1
              ? link(t('stop'), () => act(m.stop.mutateAsync(f.id), t('stoppedOk')))
              : null}
            {grants.hasButton('btn_remove')
              ? link(
                  t('remove'),
                  () => {
                    modal.confirm({
                      title: t('remove'),
                      content: t('removeConfirm'),
                      onOk: () => act(m.remove.mutateAsync(f.id), t('removed')),
                    });
                  },
                  true,
                )
              : null}
          </Space>
        );
      },
    },
  ];
}

/** 工作流程 › 流程设计: flows by category with search, create, design, copy, release, stop and delete. */
export function FlowEnginePage(): ReactNode {
  const { t } = useTranslation(WORKFLOW_NS);
  const grants = usePageGrants();
  const [keyword, setKeyword] = useState('');
  const [designing, setDesigning] = useState<string | null>(null);
  const tree = useFlowTree(keyword);
  const columns = useColumns(setDesigning);
  const close = () => setDesigning(null);
  return (
    <div className="list-page">
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search
          allowClear
          placeholder={t('keyword')}
          onSearch={setKeyword}
          style={{ width: 260, maxWidth: '100%' }}
        />
        {grants.hasButton('btn_add') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDesigning('new')}>
            {t('add')}
          </Button>
        ) : null}
      </Space>
      <Table<TListRow>
        rowKey="id"
        size="middle"
        loading={tree.isLoading}
        columns={columns}
        dataSource={toRows(tree.data ?? [])}
        expandable={{ defaultExpandAllRows: true }}
        key={tree.data ? `loaded-${keyword}` : 'loading'}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {designing === 'new' ? <FlowDesigner onClose={close} /> : null}
      {designing && designing !== 'new' ? (
        <EditDesigner key={designing} id={designing} onClose={close} />
      ) : null}
    </div>
  );
}
