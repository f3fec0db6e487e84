import { Form, Modal, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer, type TRenderableForm } from '../../../shared/form-renderer/form-renderer.tsx';
import { lockSubTables, type TFieldStates } from '../../../shared/form-renderer/form-renderer-types.ts';
import { toastSuccess } from '../../../shared/ui/feedback.ts';
import { useRecord, useRecordMutations } from './runtime-api.ts';
import { RUNTIME_NS } from './runtime-i18n.ts';

/** The dialog width of a form design: full screen, or its general width (600 px by default). */
export function dialogWidth(formData: TRenderableForm): number | string {
  if (formData.popupType === 'fullScreen') return '100%';
  const raw = formData.generalWidth;
  const w = typeof raw === 'number' ? raw : Number.parseInt(typeof raw === 'string' ? raw : '', 10);
  return Number.isFinite(w) && w > 0 ? w : 600;
}

/** The form of one record: FormRenderer over the loaded raw values; saves them with the version it loaded. */
function RecordForm(props: {
  modelId: string;
  formData: TRenderableForm;
  id?: string;
  values?: Record<string, unknown>;
  fieldStates?: TFieldStates;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(RUNTIME_NS);
  const [form] = Form.useForm();
  const { save } = useRecordMutations(props.modelId);
  const [isSaving, setSaving] = useState(false);
  const onOk = async (): Promise<void> => {
    const data = (await form.validateFields()) as Record<string, unknown>;
    // The version the form was loaded at: an edit made meanwhile by someone else is refused, not overwritten.
    const version = typeof props.values?.version === 'number' ? props.values.version : undefined;
    setSaving(true);
    try {
      await save.mutateAsync({ id: props.id, data, version });
      toastSuccess(t('saved'));
      props.onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={props.id ? t('editTitle') : t('addTitle')}
      width={dialogWidth(props.formData)}
      okText={t('confirm')}
      cancelText={t('cancel')}
      confirmLoading={isSaving}
      // A refused validation or save stays in the dialog: the form or the http client already said why.
      onOk={() => void onOk().catch(() => undefined)}
      onCancel={props.onClose}
      destroyOnHidden
      className="runtime-record-dialog"
    >
      <FormRenderer
        formData={props.formData}
        form={form}
        values={props.values}
        // Editing a stored record: a sub-table with a hidden column is read-only, as the server keeps its rows.
        fieldStates={
          props.id ? lockSubTables(props.formData.fields, props.fieldStates ?? {}) : props.fieldStates
        }
      />
    </Modal>
  );
}

/** Create (no id) or edit (id) a record of the model in its published form. */
export function RecordFormDialog(props: {
  modelId: string;
  formData: TRenderableForm;
  target: { id?: string } | null;
  fieldStates?: TFieldStates;
  onClose: () => void;
}): ReactNode {
  const id = props.target?.id;
  const info = useRecord(props.modelId, id, 'info');
  if (!props.target) return null;
  if (id && !info.data) {
    return (
      <Modal open footer={null} onCancel={props.onClose} width={dialogWidth(props.formData)}>
        <Spin spinning={info.isLoading} />
      </Modal>
    );
  }
  return <RecordForm key={id ?? 'new'} {...props} id={id} values={id ? info.data : undefined} />;
}
