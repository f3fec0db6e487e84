import type { TDictTypeEdit } from '@app/contracts';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../organize/common/edit-dialog.tsx';
import { buildFormRules } from '../../organize/common/form-rules.ts';
import { ParentSelect } from '../../organize/common/parent-select.tsx';
import { useDictMutations, useDictTypeInfo, useDictTypeParents } from '../api.ts';
import { DICTIONARY_NS } from '../dictionary-i18n.ts';

type TValues = Omit<TDictTypeEdit, 'enabledMark' | 'isTree'> & { enabledMark: boolean; isTree: boolean };

/** Create (id undefined, under `parentId`) or edit a dictionary type or folder. */
export function DictTypeDialog(props: {
  open: boolean;
  id?: string;
  parentId?: string;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(DICTIONARY_NS);
  const rules = buildFormRules(t);
  const { id, parentId } = props;
  const info = useDictTypeInfo(props.open ? id : undefined);
  const parents = useDictTypeParents(id, props.open);
  const { saveType } = useDictMutations();
  const initial = useMemo<Partial<TValues> | undefined>(() => {
    if (!id) return { parentId: parentId ?? '-1', enabledMark: true, isTree: false, sortCode: 0 };
    return (
      info.data && { ...info.data, enabledMark: info.data.enabledMark === 1, isTree: info.data.isTree === 1 }
    );
  }, [id, parentId, info.data]);
  return (
    <EditDialog<TValues>
      open={props.open}
      title={t(id ? 'editTypeTitle' : 'createTypeTitle')}
      initialValues={initial}
      isLoading={Boolean(id) && info.isLoading}
      onClose={props.onClose}
      onSubmit={(v) =>
        saveType.mutateAsync({ ...v, id, enabledMark: v.enabledMark ? 1 : 0, isTree: v.isTree ? 1 : 0 })
      }
    >
      {() => (
        <>
          <Form.Item name="parentId" label={t('parentType')} rules={[rules.requiredPick(t('parentType'))]}>
            <ParentSelect
              nodes={parents.data ?? []}
              isLoading={parents.isLoading}
              label={t('parentType')}
              topLabel={t('topLevel')}
            />
          </Form.Item>
          <Form.Item name="fullName" label={t('typeName')} rules={[rules.required(t('typeName'))]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="enCode"
            label={t('typeCode')}
            rules={[rules.required(t('typeCode')), rules.enCode]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="isTree" label={t('isTree')} valuePropName="checked">
            <Switch aria-label={t('isTree')} checkedChildren={t('yes')} unCheckedChildren={t('no')} />
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
