import type { TPositionEdit } from '@app/contracts';
import { Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrgTree } from '../../../shared/ui/form/org-trees.ts';
import { TreeSelectField } from '../../../shared/ui/form/tree-select-field.tsx';
import { buildFormRules } from '../../../shared/ui/form-rules.ts';
import { EditDialog } from '../../../shared/ui/edit-dialog.tsx';
import { useRecordDialog } from '../../../shared/ui/use-record-dialog.ts';
import { NameCodeFields, SortStatusFields } from '../../../shared/ui/record-fields.tsx';
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
  const record = useRecordDialog<TValues>(props, {
    info,
    defaults: { organizeId: props.organizeId },
    onSave: save.mutateAsync,
  });
  return (
    <EditDialog<TValues> {...record} title={t(props.id ? 'editTitle' : 'createTitle')}>
      {() => (
        <>
          <Form.Item name="organizeId" label={t('organize')} rules={[rules.requiredPick(t('organize'))]}>
            <TreeSelectField treeData={orgTree.data ?? []} placeholder={t('organize')} />
          </Form.Item>
          <NameCodeFields ns={POSITION_NS} isNameChecked />
          <Form.Item name="type" label={t('type')}>
            <Select
              aria-label={t('type')}
              allowClear
              loading={types.isLoading}
              options={(types.data ?? []).map((d) => ({ value: d.enCode, label: d.fullName }))}
            />
          </Form.Item>
          <SortStatusFields ns={POSITION_NS} />
        </>
      )}
    </EditDialog>
  );
}
