import type { TRoleEdit } from '@app/contracts';
import { Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildFormRules } from '../../../shared/ui/form-rules.ts';
import { EditDialog } from '../../../shared/ui/edit-dialog.tsx';
import { useRecordDialog } from '../../../shared/ui/use-record-dialog.ts';
import { NameCodeFields, SortStatusFields } from '../../../shared/ui/record-fields.tsx';
import { useRoleInfo, useRoleMutations, useRoleTypes } from '../api.ts';
import { ROLE_NS } from '../role-i18n.ts';

type TValues = Omit<TRoleEdit, 'enabledMark'> & { enabledMark: boolean };

/** A role without a type shows the empty choice. */
const withType = (v: Partial<TValues>): Partial<TValues> => ({ ...v, type: v.type ?? '' });

/** Create (id undefined) or edit a role. */
export function RoleEditDialog(props: { open: boolean; id?: string; onClose: () => void }): ReactNode {
  const { t } = useTranslation(ROLE_NS);
  const rules = buildFormRules(t);
  const info = useRoleInfo(props.open ? props.id : undefined);
  const types = useRoleTypes();
  const { save } = useRoleMutations();
  const record = useRecordDialog<TValues>(props, { info, adapt: withType, onSave: save.mutateAsync });
  return (
    <EditDialog<TValues> {...record} title={t(props.id ? 'editTitle' : 'createTitle')}>
      {() => (
        <>
          <NameCodeFields ns={ROLE_NS} isNameChecked />
          <Form.Item name="type" label={t('type')} rules={[rules.requiredPick(t('type'))]}>
            <Select
              aria-label={t('type')}
              loading={types.isLoading}
              options={(types.data ?? []).map((d) => ({ value: d.enCode, label: d.fullName }))}
            />
          </Form.Item>
          <SortStatusFields ns={ROLE_NS} />
        </>
      )}
    </EditDialog>
  );
}
