import { ZFormData, type TFormField } from '@app/contracts';
import { Alert, Input, Modal, Segmented } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '../../../shared/form-renderer/form-renderer.tsx';
import { VISUALDEV_NS } from '../visualdev-i18n.ts';

interface TDialogProps {
  formData: Record<string, unknown> & { fields: TFormField[] };
  onClose: () => void;
}

/** The form's JSON; an edit is applied only when the contracts' formData schema accepts it. */
export function JsonDialog({
  formData,
  onClose,
  onApply,
}: TDialogProps & { onApply: (data: TDialogProps['formData']) => void }): ReactNode {
  const { t } = useTranslation(VISUALDEV_NS);
  const [text, setText] = useState(() => JSON.stringify(formData, null, 2));
  const [problem, setProblem] = useState<string | null>(null);
  const apply = (): void => {
    try {
      const parsed = ZFormData.safeParse(JSON.parse(text));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        setProblem(t('badJson', { message: `${issue.path.join('.')} ${issue.message}` }));
        return;
      }
      onApply(parsed.data);
      onClose();
    } catch (e) {
      setProblem(t('badJson', { message: e instanceof Error ? e.message : '' }));
    }
  };
  return (
    <Modal open title={t('json')} width={800} onCancel={onClose} onOk={apply} okText={t('applyJson')}>
      {problem ? <Alert type="error" title={problem} style={{ marginBottom: 8 }} /> : null}
      <Input.TextArea
        aria-label={t('json')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 16, maxRows: 28 }}
        style={{ fontFamily: 'monospace' }}
      />
    </Modal>
  );
}

/** The form as users will see it, through the one FormRenderer, at desktop or mobile width. */
export function PreviewDialog({ formData, onClose }: TDialogProps): ReactNode {
  const { t } = useTranslation(VISUALDEV_NS);
  const [device, setDevice] = useState<'desktop' | 'mobile'>('desktop');
  return (
    <Modal open title={t('preview')} width={device === 'mobile' ? 440 : 960} onCancel={onClose} footer={null}>
      <Segmented
        value={device}
        onChange={(v) => setDevice(v as 'desktop' | 'mobile')}
        options={[
          { value: 'desktop', label: t('desktop') },
          { value: 'mobile', label: t('mobile') },
        ]}
        style={{ marginBottom: 12 }}
      />
      <div style={{ maxWidth: device === 'mobile' ? 375 : undefined, margin: '0 auto' }} data-device={device}>
        <FormRenderer formData={device === 'mobile' ? { ...formData, labelPosition: 'top' } : formData} />
      </div>
    </Modal>
  );
}
