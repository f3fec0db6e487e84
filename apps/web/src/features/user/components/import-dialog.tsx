import { useQueryClient } from '@tanstack/react-query';
import { Alert, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportJobPanel } from '../../../shared/ui/import-job-panel.tsx';
import { downloadTemplate, startImport, useImportJob, userKeys } from '../api.ts';
import { USER_NS } from '../user-i18n.ts';

/** Users import: the template, the upload, a progress bar polling the job, then the per-row errors. */
export function ImportDialog(props: { open: boolean; onClose: () => void }): ReactNode {
  const { t } = useTranslation(USER_NS);
  const qc = useQueryClient();
  const [started, setStarted] = useState<{ jobId: string; initialPassword: string } | null>(null);
  const [isUploading, setUploading] = useState(false);
  const job = useImportJob(started?.jobId);
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
      <ImportJobPanel
        ns={USER_NS}
        onTemplate={() => void downloadTemplate().catch(() => undefined)}
        onUpload={(file) => void upload(file).catch(() => undefined)}
        isUploading={isUploading}
        hasJob={started !== null}
        job={job.data}
        hasField
      >
        {started && (
          <Alert
            type="info"
            style={{ marginTop: 8 }}
            title={t('importPassword', { password: started.initialPassword })}
          />
        )}
      </ImportJobPanel>
    </Modal>
  );
}
