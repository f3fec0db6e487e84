import type { TMenuItemEdit, TMenuItemType } from '@app/contracts';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../organize/common/edit-dialog.tsx';
import { buildFormRules } from '../../organize/common/form-rules.ts';
import { useMenuItemMutations, type TMenuItemRow } from '../api.ts';
import { MENU_NS } from '../menu-i18n.ts';

type TValues = {
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: boolean;
  description?: string | null;
  conditionJson?: string;
  conditionText?: string | null;
  bindTable?: string | null;
};

function isJsonArray(text: string | undefined): boolean {
  try {
    return Array.isArray(JSON.parse(text || '[]'));
  } catch {
    return false;
  }
}

/** Create or edit one button, column, form field or data scheme of a menu. */
export function MenuItemDialog(props: {
  menuId: string;
  type: TMenuItemType;
  item: TMenuItemRow | 'new' | null;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(MENU_NS);
  const rules = buildFormRules(t);
  const { save } = useMenuItemMutations(props.menuId, props.type);
  const { item, type } = props;
  const row = item && item !== 'new' ? item : undefined;
  const initial = useMemo<Partial<TValues>>(
    () =>
      row
        ? { ...row, enabledMark: row.enabledMark === 1 }
        : { enabledMark: true, sortCode: 0, conditionJson: '[]' },
    [row],
  );
  const onSubmit = (v: TValues) => {
    const body = { ...v, id: row?.id, enabledMark: v.enabledMark ? 1 : 0 } as Partial<TMenuItemEdit>;
    return save.mutateAsync(body);
  };
  return (
    <EditDialog<TValues>
      open={Boolean(item)}
      title={t(row ? 'editItem' : 'createItem')}
      initialValues={initial}
      onClose={props.onClose}
      onSubmit={onSubmit}
    >
      {() => (
        <>
          <Form.Item name="fullName" label={t('itemName')} rules={[rules.required(t('itemName'))]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="enCode"
            label={t('itemCode')}
            rules={[rules.required(t('itemCode')), rules.enCode]}
          >
            <Input maxLength={64} />
          </Form.Item>
          {type === 'column' && (
            <Form.Item name="bindTable" label={t('bindTable')}>
              <Input maxLength={100} />
            </Form.Item>
          )}
          {type === 'resource' && (
            <>
              <Form.Item
                name="conditionJson"
                label={t('conditionJson')}
                rules={[
                  {
                    validator: (_, v: string) =>
                      isJsonArray(v) ? Promise.resolve() : Promise.reject(new Error(t('jsonInvalid'))),
                  },
                ]}
              >
                <Input.TextArea rows={4} />
              </Form.Item>
              <Form.Item name="conditionText" label={t('conditionText')}>
                <Input maxLength={1000} />
              </Form.Item>
            </>
          )}
          <Form.Item name="sortCode" label={t('sortCode')}>
            <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="enabledMark" label={t('status')} valuePropName="checked">
            <Switch checkedChildren={t('enabled')} unCheckedChildren={t('disabled')} />
          </Form.Item>
          <Form.Item name="description" label={t('description')}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
        </>
      )}
    </EditDialog>
  );
}
