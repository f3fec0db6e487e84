import type { TAreaEdit } from '@app/contracts';
import { Form, Input } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressCascader } from '../../../shared/ui/form/address-cascader.tsx';
import { buildFormRules } from '../../../shared/ui/form-rules.ts';
import { EditDialog } from '../../../shared/ui/edit-dialog.tsx';
import { useRecordDialog, type TRecordBody } from '../../../shared/ui/use-record-dialog.ts';
import { SortStatusFields } from '../../../shared/ui/record-fields.tsx';
import { useAreaInfo, useAreaMutations } from '../api.ts';
import { AREA_NS } from '../area-i18n.ts';

type TValues = Omit<TAreaEdit, 'enabledMark' | 'parentId'> & {
  enabledMark: boolean;
  /** New areas: the path chosen in the address cascader (empty: a province). */
  parentPath?: string[];
  parentName?: string;
};

/** Create an area under the parent picked in the address cascader, or edit one (its parent stays). */
export function AreaEditDialog(props: { open: boolean; id?: string; onClose: () => void }): ReactNode {
  const { t } = useTranslation(AREA_NS);
  const rules = buildFormRules(t);
  const { id } = props;
  const info = useAreaInfo(props.open ? id : undefined);
  const { save } = useAreaMutations();
  const withParentName = useCallback(
    (v: Partial<TValues>): Partial<TValues> => ({ ...v, parentName: v.parentName || t('topLevel') }),
    [t],
  );
  const onSave = (v: TRecordBody<TValues, 'enabledMark'>) => {
    const { parentPath, parentName: _shown, ...rest } = v;
    const parentId = id ? info.data?.parentId : (parentPath?.at(-1) ?? '-1');
    return save.mutateAsync({ ...rest, parentId });
  };
  const record = useRecordDialog<TValues>(props, {
    info,
    defaults: { parentPath: [] },
    adapt: withParentName,
    onSave,
  });
  return (
    <EditDialog<TValues> {...record} title={t(id ? 'editTitle' : 'createTitle')}>
      {() => (
        <>
          {id ? (
            <Form.Item name="parentName" label={t('parent')}>
              <Input disabled />
            </Form.Item>
          ) : (
            <Form.Item name="parentPath" label={t('parent')} extra={t('parentHint')}>
              <AddressCascader />
            </Form.Item>
          )}
          <Form.Item name="fullName" label={t('fullName')} rules={[rules.required(t('fullName'))]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="enCode"
            label={t('enCode')}
            rules={[rules.required(t('enCode')), { pattern: /^\d{1,12}$/, message: t('enCode') }]}
          >
            <Input maxLength={12} inputMode="numeric" />
          </Form.Item>
          <SortStatusFields ns={AREA_NS} />
        </>
      )}
    </EditDialog>
  );
}
