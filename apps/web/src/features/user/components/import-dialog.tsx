import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Space, Table, Upload } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { downloadTemplate, startImport, useImportJob, userKeys, type TImportJob } from '../api.ts';
import { USER_NS } from '../user-i18n.ts';

type TRowError = NonNullable<TImportJob['result']['errors']>[number];

function percentOf(job: TImportJob | undefined): number {
  if (!job) return 0;
  if (job.status !== 'running') return 100;
  return job.total ? Math.min(99, Math.floor((job.processed / job.total) * 100)) : 0;
}

/** The outcome of a finished job, and the per-row errors. */
function JobResult({ job }: { job: TImportJob }): ReactNode {
  const { t } = useTranslation(USER_NS);
  const errors = job.result.errors ?? [];
  const r = job.result;
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
        <Table<TRowError>
          size="small"
          style={{ marginTop: 8 }}
          rowKey={(e) => `${e.row}-${e.field}`}
          dataSource={errors}
          pagination={{ pageSize: 10, showSizeChanger: false }}
          columns={[
            { title: t('row'), dataIndex: 'row', width: 80 },
            { title: t('field'), dataIndex: 'field', width: 120 },
            { title: t('error'), dataIndex: 'message' },
          ]}
        />
      )}
    </>
  );
}

/** Users import: the template, the upload, a progress bar polling the job, then the per-row errors. */
export function ImportDialog(props: { open: boolean; onClose: () => void }): ReactNode {
  const { t } = useTranslation(USER_NS);
  const qc = useQueryClient();
  const [started, setStarted] = useState<{ jobId: string; initialPassword: string } | null>(null);
  const [isUploading, setUploading] = useState(false);
  const job = useImportJob(started?.jobId);
  const isRunning = !job.data || job.data.status === 'running';
  const upload = async (file: File): Promise<void> => {
    setUploading(true);
    try {
      setStarted(await startImport(file));
    } finally {
      setUploading(false);
    }
  };
  const close = (): void => {
    setStarted(null);
    void qc.invalidateQueries({ queryKey: userKeys.all });
    props.onClose();
  };
  return (
    <Modal
      open={props.open}
      title={t('importTitle')}
      width={680}
      footer={null}
      onCancel={close}
      destroyOnHidden
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate().catch(() => undefined)}>
          {t('template')}
        </Button>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          disabled={isUploading || (Boolean(started) && isRunning)}
          beforeUpload={(file) => {
            void upload(file).catch(() => undefined);
            return false;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={isUploading}>
            {t('chooseFile')}
          </Button>
        </Upload>
      </Space>
      {started && (
        <div aria-live="polite">
          <Progress
            percent={percentOf(job.data)}
            status={job.data?.status === 'failed' ? 'exception' : undefined}
          />
          {isRunning ? <p>{t('importing')}</p> : job.data && <JobResult job={job.data} />}
          <Alert
            type="info"
            style={{ marginTop: 8 }}
            title={t('importPassword', { password: started.initialPassword })}
          />
        </div>
      )}
    </Modal>
  );
}
