import type { TAreaEdit } from '@app/contracts';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressCascader } from '../../../shared/ui/form/address-cascader.tsx';
import { EditDialog } from '../../organize/common/edit-dialog.tsx';
import { buildFormRules } from '../../organize/common/form-rules.ts';
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
  const initial = useMemo<Partial<TValues> | undefined>(() => {
    if (!id) return { enabledMark: true, sortCode: 0, parentPath: [] };
    return (
      info.data && {
        ...info.data,
        enabledMark: info.data.enabledMark === 1,
        parentName: info.data.parentName || t('topLevel'),
      }
    );
  }, [id, info.data, t]);
  const onSubmit = (v: TValues) => {
    const { parentPath, parentName: _shown, ...rest } = v;
    const parentId = id ? info.data?.parentId : (parentPath?.at(-1) ?? '-1');
    return save.mutateAsync({ ...rest, id, parentId, enabledMark: v.enabledMark ? 1 : 0 });
  };
  return (
    <EditDialog<TValues>
      open={props.open}
      title={t(id ? 'editTitle' : 'createTitle')}
      initialValues={initial}
      isLoading={Boolean(id) && info.isLoading}
      onClose={props.onClose}
      onSubmit={onSubmit}
    >
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
          <Form.Item name="sortCode" label={t('sortCode')}>
            <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="enabledMark" label={t('status')} valuePropName="checked">
            <Switch
              aria-label={t('status')}
              checkedChildren={t('enabled')}
              unCheckedChildren={t('disabled')}
            />
          </Form.Item>
          <Form.Item name="description" label={t('description')}>
            <Input.TextArea maxLength={500} rows={3} />
          </Form.Item>
        </>
      )}
    </EditDialog>
  );
}
