import type { TMenuItemNode } from '@app/contracts';
import type { TMenuItemType } from '@app/contracts';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../../shared/ui/edit-dialog.tsx';
import { useRecordDialog } from '../../../shared/ui/use-record-dialog.ts';
import { NameCodeFields, SortStatusFields } from '../../../shared/ui/record-fields.tsx';
import { useMenuItemMutations } from '../api.ts';
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
  item: TMenuItemNode | 'new' | null;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(MENU_NS);
  const { save } = useMenuItemMutations(props.menuId, props.type);
  const { item, type } = props;
  const row = item && item !== 'new' ? item : undefined;
  const record = useRecordDialog<TValues>(
    { open: Boolean(item), id: row?.id, onClose: props.onClose },
    { info: { data: row, isLoading: false }, defaults: { conditionJson: '[]' }, onSave: save.mutateAsync },
  );
  return (
    <EditDialog<TValues> {...record} title={t(row ? 'editItem' : 'createItem')}>
      {() => (
        <>
          <NameCodeFields
            ns={MENU_NS}
            labels={['itemName', 'itemCode']}
            codeMaxLength={64}
            codeRule="itemCode"
          />
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
          <SortStatusFields ns={MENU_NS} descriptionRows={2} />
        </>
      )}
    </EditDialog>
  );
}
