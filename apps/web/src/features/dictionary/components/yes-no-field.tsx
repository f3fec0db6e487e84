import { Form, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DICTIONARY_NS } from '../dictionary-i18n.ts';

/** A yes/no switch of a dictionary form, labelled by its field's name (isTree, isDefault). */
export function YesNoField({ name }: { name: 'isTree' | 'isDefault' }): ReactNode {
  const { t } = useTranslation(DICTIONARY_NS);
  return (
    <Form.Item name={name} label={t(name)} valuePropName="checked">
      <Switch aria-label={t(name)} checkedChildren={t('yes')} unCheckedChildren={t('no')} />
    </Form.Item>
  );
}
