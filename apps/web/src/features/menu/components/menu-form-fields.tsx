import { Col, Form, Input, Row, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildFormRules } from '../../../shared/ui/form-rules.ts';
import { ParentField } from '../../../shared/ui/parent-select.tsx';
import { NameCodeFields, SortStatusFields } from '../../../shared/ui/record-fields.tsx';
import type { TTreeNode } from '../../../shared/ui/form/tree-select-logic.ts';
import { MENU_NS } from '../menu-i18n.ts';
import { ReportField } from '../../report/components/report-field.tsx';
import { ModelField } from '../../visualdev/runtime/model-field.tsx';

const TYPES = [1, 2, 3, 4, 5, 6, 7] as const;
const FLAGS = ['isButtonAuthorize', 'isColumnAuthorize', 'isFormAuthorize', 'isDataAuthorize'] as const;

/** The fields a menu type adds: address, link target, or the model id of types 3–6 (a picker for 3 and 5). */
function TypeFields({ type }: { type: number }): ReactNode {
  const { t } = useTranslation(MENU_NS);
  const rules = buildFormRules(t);
  return (
    <>
      {type !== 1 && (
        <Col span={12}>
          <Form.Item
            name="urlAddress"
            label={t('urlAddress')}
            rules={type === 2 || type === 7 ? [rules.required(t('urlAddress'))] : []}
          >
            <Input maxLength={500} placeholder={type === 7 ? 'https://' : 'system/menu'} />
          </Form.Item>
        </Col>
      )}
      {type === 7 && (
        <Col span={12}>
          <Form.Item name="linkTarget" label={t('linkTarget')}>
            <Select
              aria-label={t('linkTarget')}
              options={(['_self', '_blank'] as const).map((v) => ({ value: v, label: t(`targets.${v}`) }))}
            />
          </Form.Item>
        </Col>
      )}
      {type >= 3 && type <= 6 && (
        <>
          <Col span={12}>
            {type === 3 ? (
              <ModelField />
            ) : type === 5 ? (
              <ReportField />
            ) : (
              <Form.Item name="moduleId" label={t('moduleId')} rules={[rules.required(t('moduleId'))]}>
                <Input maxLength={64} />
              </Form.Item>
            )}
          </Col>
          <Col span={12}>
            <Form.Item name="isTree" label={t('isTree')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </>
      )}
    </>
  );
}

/** The fields of the menu dialog (types 1–7 of spec §2 Dynamic routes). */
export function MenuFormFields({
  parents,
  isLoading,
}: {
  parents: readonly TTreeNode[];
  isLoading: boolean;
}): ReactNode {
  const { t } = useTranslation(MENU_NS);
  const rules = buildFormRules(t);
  return (
    <Row gutter={16}>
      <Col span={12}>
        <ParentField label={t('parent')} parents={{ data: parents, isLoading }} topLabel={t('topLevel')} />
      </Col>
      <Col span={12}>
        <Form.Item name="type" label={t('type')} rules={[rules.requiredPick(t('type'))]}>
          <Select aria-label={t('type')} options={TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))} />
        </Form.Item>
      </Col>
      <NameCodeFields ns={MENU_NS} isNameChecked isGrid />
      <Col span={12}>
        <Form.Item
          name="icon"
          label={t('icon')}
          rules={[{ pattern: /^[A-Za-z0-9 _-]*$/, message: t('icon') }]}
        >
          <Input maxLength={100} placeholder="AppstoreOutlined" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="category" label={t('category')}>
          <Select aria-label={t('category')} options={['Web', 'App'].map((v) => ({ value: v, label: v }))} />
        </Form.Item>
      </Col>
      <Form.Item noStyle dependencies={['type']}>
        {({ getFieldValue }) => <TypeFields type={Number(getFieldValue('type') ?? 1)} />}
      </Form.Item>
      <Col span={24}>
        <Form.Item label={t('authorize')}>
          <Row>
            {FLAGS.map((f) => (
              <Col span={6} key={f}>
                <Form.Item name={f} valuePropName="checked" noStyle>
                  <Switch size="small" aria-label={t(f)} />
                </Form.Item>{' '}
                {t(f)}
              </Col>
            ))}
          </Row>
        </Form.Item>
      </Col>
      <SortStatusFields ns={MENU_NS} descriptionRows={2} isGrid />
    </Row>
  );
}
