import type { TDepartmentEdit } from '@app/contracts';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ParentField } from '../../../shared/ui/parent-select.tsx';
import { EditDialog } from '../../../shared/ui/edit-dialog.tsx';
import { useRecordDialog } from '../../../shared/ui/use-record-dialog.ts';
import { NameCodeFields, SortStatusFields } from '../../../shared/ui/record-fields.tsx';
import { UserSelect } from '../../../shared/ui/user-select.tsx';
import { useOrgEditor } from '../api.ts';
import { ORGANIZE_NS } from '../organize-i18n.ts';

type TValues = Omit<TDepartmentEdit, 'enabledMark'> & { enabledMark: boolean };

/** Create (under `parentId`, a company or department) or edit a department with its manager. */
export function DepartmentEditDialog(props: {
  open: boolean;
  id?: string;
  parentId?: string;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(ORGANIZE_NS);
  const { info, parents, save } = useOrgEditor('department', props);
  const record = useRecordDialog<TValues>(props, {
    info,
    defaults: { parentId: props.parentId },
    onSave: save.mutateAsync,
  });
  return (
    <EditDialog<TValues> {...record} title={t(props.id ? 'editDept' : 'createDept')}>
      {() => (
        <>
          <ParentField label={t('parent')} parents={parents} />
          <NameCodeFields ns={ORGANIZE_NS} labels={['deptName', 'deptCode']} isNameChecked />
          <Form.Item name="managerId" label={t('manager')}>
            <UserSelect label={t('manager')} />
          </Form.Item>
          <SortStatusFields ns={ORGANIZE_NS} />
        </>
      )}
    </EditDialog>
  );
}
