import type { TDictDataEdit } from '@app/contracts';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../organize/common/edit-dialog.tsx';
import { buildFormRules } from '../../organize/common/form-rules.ts';
import { ParentSelect } from '../../organize/common/parent-select.tsx';
import { useDictDataInfo, useDictDataParents, useDictMutations } from '../api.ts';
import { DICTIONARY_NS } from '../dictionary-i18n.ts';

type TValues = Omit<TDictDataEdit, 'enabledMark' | 'isDefault' | 'dictionaryTypeId'> & {
  enabledMark: boolean;
  isDefault: boolean;
};

/** What the entry dialog edits: an entry of `typeId` (id undefined creates one, under `parentId` on tree types). */
export interface TDictDataTarget {
  typeId: string;
  isTree: boolean;
  id?: string;
  parentId?: string;
}

/** Create or edit a dictionary entry; tree types choose a parent under the type's synthetic root. */
export function DictDataDialog(props: { target: TDictDataTarget | null; onClose: () => void }): ReactNode {
  const { t } = useTranslation(DICTIONARY_NS);
  const rules = buildFormRules(t);
  const target = props.target;
  const id = target?.id;
  const info = useDictDataInfo(id);
  const parents = useDictDataParents(target?.typeId ?? '', id, Boolean(target?.isTree));
  const { saveData } = useDictMutations();
  const parentId = target?.parentId;
  const initial = useMemo<Partial<TValues> | undefined>(() => {
    if (!id) return { parentId: parentId ?? '0', enabledMark: true, isDefault: false, sortCode: 0 };
    return (
      info.data && {
        ...info.data,
        enabledMark: info.data.enabledMark === 1,
        isDefault: info.data.isDefault === 1,
      }
    );
  }, [id, parentId, info.data]);
  return (
    <EditDialog<TValues>
      open={target !== null}
      title={t(id ? 'editDataTitle' : 'createDataTitle')}
      initialValues={initial}
      isLoading={Boolean(id) && info.isLoading}
      onClose={props.onClose}
      onSubmit={(v) =>
        saveData.mutateAsync({
          ...v,
          id,
          parentId: v.parentId ?? '0',
          dictionaryTypeId: target?.typeId ?? '',
          enabledMark: v.enabledMark ? 1 : 0,
          isDefault: v.isDefault ? 1 : 0,
        })
      }
    >
      {() => (
        <>
          {target?.isTree && (
            <Form.Item name="parentId" label={t('parentData')} rules={[rules.requiredPick(t('parentData'))]}>
              <ParentSelect
                nodes={parents.data ?? []}
                isLoading={parents.isLoading}
                label={t('parentData')}
              />
            </Form.Item>
          )}
          <Form.Item name="fullName" label={t('dataName')} rules={[rules.required(t('dataName'))]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="enCode"
            label={t('dataCode')}
            rules={[rules.required(t('dataCode')), rules.enCode]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="isDefault" label={t('isDefault')} valuePropName="checked">
            <Switch aria-label={t('isDefault')} checkedChildren={t('yes')} unCheckedChildren={t('no')} />
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
