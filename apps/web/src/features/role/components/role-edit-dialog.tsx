import type { TRoleEdit } from '@app/contracts';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../organize/common/edit-dialog.tsx';
import { buildFormRules } from '../../organize/common/form-rules.ts';
import { useRoleInfo, useRoleMutations, useRoleTypes } from '../api.ts';
import { ROLE_NS } from '../role-i18n.ts';

type TValues = Omit<TRoleEdit, 'enabledMark'> & { enabledMark: boolean };
const CREATE_DEFAULTS: Partial<TValues> = { enabledMark: true, sortCode: 0 };

/** Create (id undefined) or edit a role. */
export function RoleEditDialog(props: { open: boolean; id?: string; onClose: () => void }): ReactNode {
  const { t } = useTranslation(ROLE_NS);
  const rules = buildFormRules(t);
  const info = useRoleInfo(props.open ? props.id : undefined);
  const types = useRoleTypes();
  const { save } = useRoleMutations();
  const initial = useMemo<Partial<TValues> | undefined>(() => {
    if (!props.id) return CREATE_DEFAULTS;
    return (
      info.data && { ...info.data, type: info.data.type ?? '', enabledMark: info.data.enabledMark === 1 }
    );
  }, [props.id, info.data]);
  return (
    <EditDialog<TValues>
      open={props.open}
      title={t(props.id ? 'editTitle' : 'createTitle')}
      initialValues={initial}
      isLoading={Boolean(props.id) && info.isLoading}
      onClose={props.onClose}
      onSubmit={(v) => save.mutateAsync({ ...v, id: props.id, enabledMark: v.enabledMark ? 1 : 0 })}
    >
      {() => (
        <>
          <Form.Item
            name="fullName"
            label={t('fullName')}
            rules={[rules.required(t('fullName')), rules.fullName]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="enCode" label={t('enCode')} rules={[rules.required(t('enCode')), rules.enCode]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="type" label={t('type')} rules={[rules.requiredPick(t('type'))]}>
            <Select
              aria-label={t('type')}
              loading={types.isLoading}
              options={(types.data ?? []).map((d) => ({ value: d.enCode, label: d.fullName }))}
            />
          </Form.Item>
          <Form.Item name="sortCode" label={t('sortCode')}>
            <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="enabledMark" label={t('status')} valuePropName="checked">
            <Switch checkedChildren={t('enabled')} unCheckedChildren={t('disabled')} />
          </Form.Item>
          <Form.Item name="description" label={t('description')}>
            <Input.TextArea maxLength={500} rows={3} />
          </Form.Item>
        </>
      )}
    </EditDialog>
  );
}
