import type { TDepartmentEdit } from '@app/contracts';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../common/edit-dialog.tsx';
import { buildFormRules } from '../common/form-rules.ts';
import { ParentSelect } from '../common/parent-select.tsx';
import { UserSelect } from '../common/user-select.tsx';
import { useOrgInfo, useOrgMutations, useParentOptions } from '../api.ts';
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
  const rules = buildFormRules(t);
  const { id, parentId } = props;
  const info = useOrgInfo('department', props.open ? id : undefined);
  const parents = useParentOptions('department', id, props.open);
  const { save } = useOrgMutations('department');
  const initial = useMemo<Partial<TValues> | undefined>(() => {
    if (!id) return { enabledMark: true, sortCode: 0, parentId };
    return info.data && { ...info.data, enabledMark: info.data.enabledMark === 1 };
  }, [id, parentId, info.data]);
  return (
    <EditDialog<TValues>
      open={props.open}
      title={t(id ? 'editDept' : 'createDept')}
      initialValues={initial}
      isLoading={Boolean(id) && info.isLoading}
      onClose={props.onClose}
      onSubmit={(v) => save.mutateAsync({ ...v, id, enabledMark: v.enabledMark ? 1 : 0 })}
    >
      {() => (
        <>
          <Form.Item name="parentId" label={t('parent')} rules={[rules.requiredPick(t('parent'))]}>
            <ParentSelect nodes={parents.data ?? []} isLoading={parents.isLoading} label={t('parent')} />
          </Form.Item>
          <Form.Item
            name="fullName"
            label={t('deptName')}
            rules={[rules.required(t('deptName')), rules.fullName]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="enCode"
            label={t('deptCode')}
            rules={[rules.required(t('deptCode')), rules.enCode]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="managerId" label={t('manager')}>
            <UserSelect label={t('manager')} />
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
