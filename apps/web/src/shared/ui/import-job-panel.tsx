import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Space, Table, Upload } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** An import job's progress and result (the users import, a model's import). */
export interface TImportJob {
  id: string;
  /** running, done or failed. */
  status: string;
  total: number;
  processed: number;
  result: {
    created?: number;
    skipped?: number;
    failed?: number;
    message?: string;
    /** Per-row errors; `field` when the import names the column. */
    errors?: { row: number; field?: string; message: string }[];
  };
}

/** The progress of a job in percent (99 at most while it runs). */
function percentOf(job: TImportJob | undefined): number {
  if (!job) return 0;
  if (job.status !== 'running') return 100;
  return job.total ? Math.min(99, Math.floor((job.processed / job.total) * 100)) : 0;
}

/** The outcome of a finished job, and the per-row errors. */
function JobResult({ job, ns, hasField }: { job: TImportJob; ns: string; hasField: boolean }): ReactNode {
  const { t } = useTranslation(ns);
  const r = job.result;
  const errors = r.errors ?? [];
  return (
    <>
      {job.status === 'done' ? (
        <Alert
          type={errors.length ? 'warning' : 'success'}
          showIcon
          title={t('importDone', { created: r.created ?? 0, skipped: r.skipped ?? 0, failed: r.failed ?? 0 })}
        />
      ) : (
        <Alert type="error" showIcon title={t('importFailed', { message: r.message ?? '' })} />
      )}
      {errors.length > 0 && (
        <Table
          size="small"
          style={{ marginTop: 8 }}
          rowKey={(e) => `${e.row}-${e.field ?? ''}-${e.message}`}
          dataSource={errors}
          pagination={{ pageSize: 10, showSizeChanger: false }}
          columns={[
            { title: t('row'), dataIndex: 'row', width: 80 },
            ...(hasField ? [{ title: t('field'), dataIndex: 'field', width: 120 }] : []),
            { title: t('error'), dataIndex: 'message' },
          ]}
        />
      )}
    </>
  );
}

interface TProps {
  /** The namespace holding template, chooseFile, importing, importDone, importFailed, row, field, error. */
  ns: string;
  onTemplate: () => void;
  onUpload: (file: File) => void;
  isUploading: boolean;
  /** A job was started (its progress shows). */
  hasJob: boolean;
  job: TImportJob | undefined;
  /** The error table has a column for the field. */
  hasField?: boolean;
  /** Shown under the result (e.g. the initial password of imported users). */
  children?: ReactNode;
}

/** An Excel import's body: the template, the upload, a progress bar of the job, then its counts and row errors. */
export function ImportJobPanel(props: TProps): ReactNode {
  const { t } = useTranslation(props.ns);
  const isRunning = !props.job || props.job.status === 'running';
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button icon={<DownloadOutlined />} onClick={props.onTemplate}>
          {t('template')}
        </Button>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          disabled={props.isUploading || (props.hasJob && isRunning)}
          beforeUpload={(file) => {
            props.onUpload(file);
            return false;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={props.isUploading}>
            {t('chooseFile')}
          </Button>
        </Upload>
      </Space>
      {props.hasJob && (
        <div aria-live="polite">
          <Progress
            percent={percentOf(props.job)}
            status={props.job?.status === 'failed' ? 'exception' : undefined}
          />
          {isRunning ? (
            <p>{t('importing')}</p>
          ) : (
            props.job && <JobResult job={props.job} ns={props.ns} hasField={props.hasField === true} />
          )}
          {props.children}
        </div>
      )}
    </>
  );
}
