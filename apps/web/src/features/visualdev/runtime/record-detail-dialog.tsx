import { flattenFields, type TValueField } from '@app/contracts';
import { Descriptions, Modal, Space, Spin, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRenderableForm } from '../../../shared/form-renderer/form-renderer.tsx';
import type { TFieldStates } from '../../../shared/form-renderer/form-renderer-types.ts';
import { dialogWidth } from './record-form-dialog.tsx';
import { useRecord } from './runtime-api.ts';
import { RUNTIME_NS } from './runtime-i18n.ts';

const FILE_KINDS = new Set(['uploadFz', 'uploadImg']);
const labelOf = (f: TValueField): string => String(f.field.__config__.label ?? f.key);

/** Uploaded files as links (display values carry no files, so the raw value is read). */
function FileLinks({ value }: { value: unknown }): ReactNode {
  const files = Array.isArray(value) ? (value as { name?: unknown; url?: unknown }[]) : [];
  return (
    <Space wrap>
      {files.map((f, i) => (
        <Typography.Link key={i} href={typeof f.url === 'string' ? f.url : undefined} target="_blank">
          {typeof f.name === 'string' ? f.name : ''}
        </Typography.Link>
      ))}
    </Space>
  );
}

const shownText = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  return typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v);
};

function SubTableView({ field, rows }: { field: TValueField; rows: unknown }): ReactNode {
  const list = Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(_r, i) => String(i)}
      dataSource={list}
      scroll={{ x: 'max-content' }}
      columns={(field.children ?? []).map((c) => ({
        key: c.key,
        title: labelOf(c),
        dataIndex: c.key,
        render: (v: unknown) => shownText(v),
      }))}
    />
  );
}

/** The detail view of a record: every visible field with its display value (DataChange), sub-tables as tables. */
export function RecordDetailDialog(props: {
  modelId: string;
  formData: TRenderableForm;
  id: string | undefined;
  fieldStates?: TFieldStates;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(RUNTIME_NS);
  const shown = useRecord(props.modelId, props.id, 'display');
  const raw = useRecord(props.modelId, props.id, 'info');
  if (!props.id) return null;
  const fields = flattenFields(props.formData.fields).filter((f) => props.fieldStates?.[f.key] !== 'hidden');
  const value = (f: TValueField): ReactNode => {
    if (f.children) return <SubTableView field={f} rows={shown.data?.[f.key]} />;
    if (FILE_KINDS.has(f.jnpfKey)) return <FileLinks value={raw.data?.[f.key]} />;
    // Rich text as its text (never injected as markup).
    if (f.jnpfKey === 'editor')
      return shownText(shown.data?.[f.key])
        .replace(/<[^>]*>/g, ' ')
        .trim();
    return shownText(shown.data?.[f.key]);
  };
  return (
    <Modal
      open
      title={t('detailTitle')}
      width={dialogWidth(props.formData)}
      footer={null}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Spin spinning={shown.isLoading || raw.isLoading}>
        <Descriptions
          bordered
          size="small"
          column={1}
          className="runtime-detail"
          items={fields.map((f) => ({ key: f.key, label: labelOf(f), children: value(f) }))}
        />
      </Spin>
    </Modal>
  );
}
