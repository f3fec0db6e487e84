import type { TDataInterfaceEdit } from '@app/contracts';
import { Alert, Button, Table, Typography, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../shared/http.ts';
import { previewInterface } from '../api.ts';
import { DATA_INTERFACE_NS } from '../data-interface-i18n.ts';

type TRow = Record<string, unknown>;
type TResult = { rows: unknown } | { error: string } | null;

function isRowList(value: unknown): value is TRow[] {
  return Array.isArray(value) && value.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r));
}

function cellText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

function PreviewRows({ rows }: { rows: unknown }): ReactNode {
  const { t } = useTranslation(DATA_INTERFACE_NS);
  if (!isRowList(rows))
    return <Typography.Paragraph code>{JSON.stringify(rows, null, 2)}</Typography.Paragraph>;
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return (
    <Table<TRow>
      size="small"
      aria-label={t('previewTitle')}
      title={() => t('previewRows', { count: rows.length })}
      rowKey={(r) => String(rows.indexOf(r))}
      dataSource={rows}
      columns={keys.map((k) => ({ key: k, title: k, dataIndex: k, render: (v: unknown) => cellText(v) }))}
      pagination={{ pageSize: 10, showSizeChanger: false }}
      locale={{ emptyText: t('previewEmpty') }}
      scroll={{ x: 'max-content' }}
    />
  );
}

/** The dialog's preview: runs the definition as typed and shows its rows, or the server's refusal. */
export function PreviewPanel<V extends object>(props: {
  form: FormInstance<V>;
  toDefinition: (values: V) => Partial<TDataInterfaceEdit>;
}): ReactNode {
  const { t } = useTranslation(DATA_INTERFACE_NS);
  const [result, setResult] = useState<TResult>(null);
  const [isRunning, setRunning] = useState(false);
  const run = async (): Promise<void> => {
    const values = await props.form.validateFields();
    setRunning(true);
    try {
      setResult({ rows: await previewInterface(props.toDefinition(values), {}) });
    } catch (e) {
      setResult({ error: e instanceof HttpError ? e.message : String(e) });
    } finally {
      setRunning(false);
    }
  };
  return (
    <div className="interface-preview">
      <Button loading={isRunning} onClick={() => void run().catch(() => undefined)}>
        {t('preview')}
      </Button>
      {result && 'error' in result && (
        <Alert type="error" showIcon role="alert" title={result.error} style={{ marginTop: 8 }} />
      )}
      {result && 'rows' in result && (
        <div style={{ marginTop: 8 }}>
          <PreviewRows rows={result.rows} />
        </div>
      )}
    </div>
  );
}
