import type { TCompanyEdit, TCompanyProperties } from '@app/contracts';
import { Col, Form, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildFormRules } from '../../../shared/ui/form-rules.ts';
import { ParentField } from '../../../shared/ui/parent-select.tsx';
import { EditDialog } from '../../../shared/ui/edit-dialog.tsx';
import { useRecordDialog } from '../../../shared/ui/use-record-dialog.ts';
import { NameCodeFields, SortStatusFields } from '../../../shared/ui/record-fields.tsx';
import { useOrgEditor } from '../api.ts';
import { ORGANIZE_NS } from '../organize-i18n.ts';

type TValues = Omit<TCompanyEdit, 'enabledMark' | 'propertyJson'> & {
  enabledMark: boolean;
  propertyJson?: TCompanyProperties;
};
const EXTRAS = ['shortName', 'industry', 'telePhone', 'webSite', 'managerName', 'address'] as const;

/** The extras the server answers as JSON text, as the form's object (none: an empty set). */
const withExtras = (v: Partial<TValues>): Partial<TValues> => {
  const text: unknown = v.propertyJson;
  const extras = typeof text === 'string' ? (JSON.parse(text || '{}') as TCompanyProperties) : text;
  return { ...v, propertyJson: extras ?? {} };
};

/** Create (under `parentId` when given) or edit a company, with its extras (propertyJson). */
export function CompanyEditDialog(props: {
  open: boolean;
  id?: string;
  parentId?: string;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(ORGANIZE_NS);
  const rules = buildFormRules(t);
  const { info, parents, save } = useOrgEditor('company', props);
  const record = useRecordDialog<TValues>(props, {
    info,
    defaults: { parentId: props.parentId ?? '-1' },
    adapt: withExtras,
    onSave: save.mutateAsync,
  });
  return (
    <EditDialog<TValues> {...record} title={t(props.id ? 'editCompany' : 'createCompany')} width={720}>
      {() => (
        <Row gutter={16}>
          <Col span={24}>
            <ParentField label={t('parent')} parents={parents} topLabel={t('topLevel')} />
          </Col>
          <NameCodeFields ns={ORGANIZE_NS} labels={['companyName', 'companyCode']} isNameChecked isGrid />
          {EXTRAS.map((k) => (
            <Col span={12} key={k}>
              <Form.Item name={['propertyJson', k]} label={t(k)}>
                <Input maxLength={k === 'address' || k === 'webSite' ? 200 : 50} />
              </Form.Item>
            </Col>
          ))}
          <Col span={12}>
            <Form.Item
              name={['propertyJson', 'managerMobilePhone']}
              label={t('managerMobilePhone')}
              rules={[rules.mobile]}
            >
              <Input maxLength={11} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name={['propertyJson', 'manageEmail']} label={t('manageEmail')} rules={[rules.email]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <SortStatusFields ns={ORGANIZE_NS} descriptionRows={2} isGrid />
        </Row>
      )}
    </EditDialog>
  );
}
