import type { TCompanyEdit, TCompanyProperties } from '@app/contracts';
import { Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../common/edit-dialog.tsx';
import { buildFormRules } from '../common/form-rules.ts';
import { ParentSelect } from '../common/parent-select.tsx';
import { useOrgInfo, useOrgMutations, useParentOptions } from '../api.ts';
import { ORGANIZE_NS } from '../organize-i18n.ts';

type TValues = Omit<TCompanyEdit, 'enabledMark' | 'propertyJson'> & {
  enabledMark: boolean;
  propertyJson?: TCompanyProperties;
};
const EXTRAS = ['shortName', 'industry', 'telePhone', 'webSite', 'managerName', 'address'] as const;

/** Create (under `parentId` when given) or edit a company, with its extras (propertyJson). */
export function CompanyEditDialog(props: {
  open: boolean;
  id?: string;
  parentId?: string;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(ORGANIZE_NS);
  const rules = buildFormRules(t);
  const { id, parentId } = props;
  const info = useOrgInfo('company', props.open ? id : undefined);
  const parents = useParentOptions('company', id, props.open);
  const { save } = useOrgMutations('company');
  const initial = useMemo<Partial<TValues> | undefined>(() => {
    if (!id) return { enabledMark: true, sortCode: 0, parentId: parentId ?? '-1' };
    return (
      info.data && {
        ...info.data,
        propertyJson: info.data.propertyJson ?? {},
        enabledMark: info.data.enabledMark === 1,
      }
    );
  }, [id, parentId, info.data]);
  return (
    <EditDialog<TValues>
      open={props.open}
      width={720}
      title={t(id ? 'editCompany' : 'createCompany')}
      initialValues={initial}
      isLoading={Boolean(id) && info.isLoading}
      onClose={props.onClose}
      onSubmit={(v) => save.mutateAsync({ ...v, id, enabledMark: v.enabledMark ? 1 : 0 })}
    >
      {() => (
        <Row gutter={16}>
          <Col span={24}>
            <Form.Item name="parentId" label={t('parent')} rules={[rules.requiredPick(t('parent'))]}>
              <ParentSelect
                nodes={parents.data ?? []}
                isLoading={parents.isLoading}
                label={t('parent')}
                topLabel={t('topLevel')}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="fullName"
              label={t('companyName')}
              rules={[rules.required(t('companyName')), rules.fullName]}
            >
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="enCode"
              label={t('companyCode')}
              rules={[rules.required(t('companyCode')), rules.enCode]}
            >
              <Input maxLength={50} />
            </Form.Item>
          </Col>
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
          <Col span={12}>
            <Form.Item name="sortCode" label={t('sortCode')}>
              <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="enabledMark" label={t('status')} valuePropName="checked">
              <Switch checkedChildren={t('enabled')} unCheckedChildren={t('disabled')} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="description" label={t('description')}>
              <Input.TextArea maxLength={500} rows={2} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </EditDialog>
  );
}
