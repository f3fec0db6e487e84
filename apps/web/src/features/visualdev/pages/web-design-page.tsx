import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { VisualDevType, type TPublishResult } from '@app/contracts';
import { App, Button, Input, Space, Table, Tag, Upload, type TableColumnType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageGrants } from '../../../shared/auth/permission.tsx';
import { formatTime } from '../../../shared/utils/format-time.ts';
import { useModelMutations, useModelTree, type TModelItem } from '../api.ts';
import { DesignerModal } from '../components/designer-modal.tsx';
import { ModelDialog } from '../components/model-dialog.tsx';
import { PublishAnswer } from '../designer/publish-answer.tsx';
import { VISUALDEV_NS } from '../visualdev-i18n.ts';
import { downloadJson } from '../../../shared/utils/download-json.ts';
import { CodegenDialog } from '../../codegen/codegen-dialog.tsx';

function useModelColumns(
  design: (id: string) => void,
  onPublished: (result: TPublishResult) => void,
  generate: (model: TModelItem) => void,
): TableColumnType<TModelItem>[] {
  const { t } = useTranslation(VISUALDEV_NS);
  const { modal, message } = App.useApp();
  const grants = usePageGrants();
  const m = useModelMutations();
  const act = (p: Promise<unknown>, done?: string): void => {
    p.then(() => {
      if (done) void message.success(done, 1.5);
    }).catch(() => undefined);
  };
  const isModel = (r: TModelItem) => r.parentId !== '-1';
  return [
    { title: t('fullName'), dataIndex: 'fullName', width: 220 },
    { title: t('enCode'), dataIndex: 'enCode', width: 160 },
    {
      title: t('state'),
      dataIndex: 'state',
      width: 100,
      render: (v: number, r) =>
        isModel(r) ? (
          <Tag color={v === 1 ? 'green' : 'default'}>{v === 1 ? t('published') : t('draft')}</Tag>
        ) : null,
    },
    {
      title: t('creatorTime'),
      dataIndex: 'creatorTime',
      width: 160,
      render: (v: number, r) => (isModel(r) ? formatTime(v) : null),
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 320,
      render: (_, r) => {
        if (!isModel(r)) return null;
        const confirm = (title: string, onOk: () => void, content?: string) => () =>
          modal.confirm({ title, content, onOk });
        const actions = [
          { key: 'design', code: 'btn_edit', onClick: () => design(r.id) },
          { key: 'copy', code: 'btn_add', onClick: () => act(m.copy.mutateAsync(r.id), t('copied')) },
          {
            key: 'publish',
            code: 'btn_edit',
            onClick: confirm(
              t('publish'),
              () => act(m.publish.mutateAsync(r.id).then(onPublished)),
              t('publishConfirm'),
            ),
          },
          {
            key: 'exportJson',
            code: 'btn_download',
            onClick: () => act(m.exportJson.mutateAsync(r.id).then((d) => downloadJson(r.fullName, d))),
          },
          ...(r.state === 1 ? [{ key: 'generate', code: 'btn_download', onClick: () => generate(r) }] : []),
          {
            key: 'remove',
            code: 'btn_remove',
            onClick: confirm(t('remove'), () => act(m.remove.mutateAsync(r.id), t('removed'))),
          },
        ];
        return (
          <Space size={0} wrap>
            {actions
              .filter((a) => grants.hasButton(a.code))
              .map((a) => (
                <Button key={a.key} type="link" size="small" danger={a.key === 'remove'} onClick={a.onClick}>
                  {t(a.key)}
                </Button>
              ))}
          </Space>
        );
      },
    },
  ];
}

/** A model list of one type (contract §5.1) by category: create, design, copy, publish, export/import, delete. */
function ModelListPage({ type, dictionary }: { type: number; dictionary: string }): ReactNode {
  const { t } = useTranslation(VISUALDEV_NS);
  const { message } = App.useApp();
  const grants = usePageGrants();
  const [keyword, setKeyword] = useState('');
  const [isCreating, setCreating] = useState(false);
  const [designing, setDesigning] = useState<string | null>(null);
  // Groups start open; the ones a user folds stay folded across refreshes.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const tree = useModelTree(type, keyword);
  const { importJson } = useModelMutations();
  const [published, setPublished] = useState<TPublishResult | null>(null);
  const [generating, setGenerating] = useState<TModelItem | null>(null);
  const columns = useModelColumns(setDesigning, setPublished, setGenerating);
  const importFile = (file: File): false => {
    void file
      .text()
      .then((text) => importJson.mutateAsync(text))
      .then(() => message.success(t('imported'), 1.5))
      .catch(() => undefined);
    return false;
  };
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
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('add')}
          </Button>
        ) : null}
        {grants.hasButton('btn_upload') ? (
          <Upload accept=".json,application/json" showUploadList={false} beforeUpload={importFile}>
            <Button icon={<UploadOutlined />}>{t('importJson')}</Button>
          </Upload>
        ) : null}
      </Space>
      <Table<TModelItem>
        rowKey="id"
        size="middle"
        loading={tree.isLoading}
        columns={columns}
        dataSource={tree.data ?? []}
        // The table scrolls inside the page on a phone (the English action labels are wider than 390 px).
        scroll={{ x: 'max-content' }}
        expandable={{
          expandedRowKeys: (tree.data ?? []).map((g) => g.id).filter((id) => !collapsed.has(id)),
          onExpand: (isOpen, g) =>
            setCollapsed((c) => new Set([...c].filter((id) => id !== g.id).concat(isOpen ? [] : [g.id]))),
        }}
        pagination={false}
      />
      {isCreating ? (
        <ModelDialog
          type={type}
          dictionary={dictionary}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            setDesigning(id);
          }}
        />
      ) : null}
      {published ? <PublishAnswer result={published} onClose={() => setPublished(null)} /> : null}
      {designing ? <DesignerModal id={designing} onClose={() => setDesigning(null)} /> : null}
      {generating ? <CodegenDialog model={generating} onClose={() => setGenerating(null)} /> : null}
    </div>
  );
}

/** 在线开发 › 功能设计 (type 1, web function design). */
export function WebDesignPage(): ReactNode {
  return <ModelListPage type={VisualDevType.webDesign} dictionary="webDesign" />;
}

/** 代码生成 › 功能表单 (type 4, web form). */
export function WebFormPage(): ReactNode {
  return <ModelListPage type={VisualDevType.webForm} dictionary="webForm" />;
}

/** 代码生成 › 流程表单 (type 3, flow form). */
export function FlowFormPage(): ReactNode {
  return <ModelListPage type={VisualDevType.flowForm} dictionary="flowForm" />;
}
