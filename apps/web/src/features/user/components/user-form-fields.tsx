import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../shared/ui/form/file-upload.tsx';
import { useOrgTree } from '../../../shared/ui/form/org-trees.ts';
import { TreeSelectField } from '../../../shared/ui/form/tree-select-field.tsx';
import { buildFormRules } from '../../../shared/ui/form-rules.ts';
import { UserSelect } from '../../../shared/ui/user-select.tsx';
import { usePositionOptions, useRoleOptions } from '../api.ts';
import { USER_NS } from '../user-i18n.ts';

const GENDERS = ['1', '2', '3'] as const;

/** A half-width column of the dialog's grid. */
function half(node: ReactNode, key: string): ReactNode {
  return (
    <Col xs={24} sm={12} key={key}>
      {node}
    </Col>
  );
}

/** Who the user is and where: account, name, organisation, gender, positions, roles. */
function IdentityFields({ isNew }: { isNew: boolean }): ReactNode {
  const { t } = useTranslation(USER_NS);
  const rules = buildFormRules(t);
  const orgTree = useOrgTree('department');
  const roles = useRoleOptions();
  const positions = usePositionOptions();
  return (
    <Row gutter={16}>
      {half(
        <Form.Item name="account" label={t('account')} rules={[rules.required(t('account')), rules.account]}>
          <Input maxLength={50} disabled={!isNew} autoComplete="off" />
        </Form.Item>,
        'account',
      )}
      {half(
        <Form.Item name="realName" label={t('realName')} rules={[rules.required(t('realName'))]}>
          <Input maxLength={50} />
        </Form.Item>,
        'realName',
      )}
      {half(
        <Form.Item name="organizeId" label={t('organize')} rules={[rules.requiredPick(t('organize'))]}>
          <TreeSelectField treeData={orgTree.data ?? []} placeholder={t('organize')} />
        </Form.Item>,
        'organizeId',
      )}
      {half(
        <Form.Item name="gender" label={t('gender')}>
          <Select
            aria-label={t('gender')}
            allowClear
            options={GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }))}
          />
        </Form.Item>,
        'gender',
      )}
      {half(
        <Form.Item name="positionIds" label={t('position')}>
          <Select
            mode="multiple"
            aria-label={t('position')}
            showSearch={{ optionFilterProp: 'label' }}
            loading={positions.isLoading}
            options={(positions.data ?? []).map((p) => ({ value: p.id, label: p.fullName }))}
          />
        </Form.Item>,
        'positionIds',
      )}
      {half(
        <Form.Item name="roleIds" label={t('role')}>
          <Select
            mode="multiple"
            aria-label={t('role')}
            showSearch={{ optionFilterProp: 'label' }}
            loading={roles.isLoading}
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.fullName }))}
          />
        </Form.Item>,
        'roleIds',
      )}
    </Row>
  );
}

/** How to reach the user and the rest: manager, phone, email, initial password, order, status, avatar. */
function ContactFields({ isNew }: { isNew: boolean }): ReactNode {
  const { t } = useTranslation(USER_NS);
  const rules = buildFormRules(t);
  return (
    <Row gutter={16}>
      {half(
        <Form.Item name="managerId" label={t('manager')}>
          <UserSelect label={t('manager')} />
        </Form.Item>,
        'managerId',
      )}
      {half(
        <Form.Item name="mobilePhone" label={t('mobilePhone')} rules={[rules.mobile]}>
          <Input maxLength={11} />
        </Form.Item>,
        'mobilePhone',
      )}
      {half(
        <Form.Item name="email" label={t('email')} rules={[rules.email]}>
          <Input maxLength={100} />
        </Form.Item>,
        'email',
      )}
      {isNew &&
        half(
          <Form.Item name="password" label={t('password')} extra={t('passwordHint')} rules={[rules.password]}>
            <Input.Password maxLength={16} autoComplete="new-password" />
          </Form.Item>,
          'password',
        )}
      {half(
        <Form.Item name="sortCode" label={t('sortCode')}>
          <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
        </Form.Item>,
        'sortCode',
      )}
      {half(
        <Form.Item name="enabledMark" label={t('status')} valuePropName="checked">
          <Switch checkedChildren={t('enabled')} unCheckedChildren={t('disabled')} />
        </Form.Item>,
        'enabledMark',
      )}
      <Col span={24}>
        <Form.Item name="headIcon" label={t('headIcon')}>
          <FileUpload kind="userAvatar" isImage limit={1} accept="image/*" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="description" label={t('description')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The fields of the user dialog; the initial password only when creating. */
export function UserFormFields({ isNew }: { isNew: boolean }): ReactNode {
  return (
    <>
      <IdentityFields isNew={isNew} />
      <ContactFields isNew={isNew} />
    </>
  );
}
