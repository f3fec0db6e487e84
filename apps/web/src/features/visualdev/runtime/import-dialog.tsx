import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportJobPanel } from '../../../shared/ui/import-job-panel.tsx';
import { downloadTemplate, runtimeKeys, startImport, useImportJob } from './runtime-api.ts';
import { RUNTIME_NS } from './runtime-i18n.ts';

/** Import: the template, the upload, a progress bar polling the job, then the counts and per-row errors. */
export function ImportDialog(props: {
  modelId: string;
  name: string;
  open: boolean;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(RUNTIME_NS);
  const qc = useQueryClient();
  const [jobId, setJobId] = useState<string>();
  const [isUploading, setUploading] = useState(false);
  const job = useImportJob(props.modelId, jobId);
  const upload = async (file: File): Promise<void> => {
    setUploading(true);
    try {
      setJobId((await startImport(props.modelId, file)).jobId);
    } finally {
      setUploading(false);
    }
  };
  const close = (): void => {
    setJobId(undefined);
    void qc.invalidateQueries({ queryKey: runtimeKeys.list(props.modelId) });
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
        ns={RUNTIME_NS}
        onTemplate={() => void downloadTemplate(props.modelId, props.name).catch(() => undefined)}
        onUpload={(file) => void upload(file).catch(() => undefined)}
        isUploading={isUploading}
        hasJob={Boolean(jobId)}
        job={job.data}
      />
    </Modal>
  );
}
