import type { TPositionEdit } from '@app/contracts';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrgTree } from '../../../shared/ui/form/org-trees.ts';
import { TreeSelectField } from '../../../shared/ui/form/tree-select-field.tsx';
import { EditDialog } from '../../organize/common/edit-dialog.tsx';
import { buildFormRules } from '../../organize/common/form-rules.ts';
import { usePositionInfo, usePositionMutations, usePositionTypes } from '../api.ts';
import { POSITION_NS } from '../position-i18n.ts';

type TValues = Omit<TPositionEdit, 'enabledMark'> & { enabledMark: boolean };

/** Create (id undefined, in `organizeId` when given) or edit a position. */
export function PositionEditDialog(props: {
  open: boolean;
  id?: string;
  organizeId?: string;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(POSITION_NS);
  const rules = buildFormRules(t);
  const info = usePositionInfo(props.open ? props.id : undefined);
  const types = usePositionTypes();
  const orgTree = useOrgTree('department');
  const { save } = usePositionMutations();
  const { id, organizeId } = props;
  const initial = useMemo<Partial<TValues> | undefined>(() => {
    if (!id) return { enabledMark: true, sortCode: 0, organizeId };
    return info.data && { ...info.data, enabledMark: info.data.enabledMark === 1 };
  }, [id, organizeId, info.data]);
  return (
    <EditDialog<TValues>
      open={props.open}
      title={t(id ? 'editTitle' : 'createTitle')}
      initialValues={initial}
      isLoading={Boolean(id) && info.isLoading}
      onClose={props.onClose}
      onSubmit={(v) => save.mutateAsync({ ...v, id, enabledMark: v.enabledMark ? 1 : 0 })}
    >
      {() => (
        <>
          <Form.Item name="organizeId" label={t('organize')} rules={[rules.requiredPick(t('organize'))]}>
            <TreeSelectField treeData={orgTree.data ?? []} placeholder={t('organize')} />
          </Form.Item>
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
          <Form.Item name="type" label={t('type')}>
            <Select
              aria-label={t('type')}
              allowClear
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
