import { Button, Descriptions, Form, Input, Select, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../shared/ui/feedback.ts';
import { buildFormRules } from '../../../shared/ui/form-rules.ts';
import { formatTime } from '../../../shared/utils/format-time.ts';
import type { TBaseInfo } from '@app/contracts';
import { useBaseInfo, useUpdateProfile, type TProfileEdit } from '../api.ts';
import { PROFILE_NS } from '../profile-i18n.ts';

const EDITABLE = ['telePhone', 'postalAddress', 'urgentContacts', 'urgentTelePhone', 'signature'] as const;

function ProfileForm({ info, onDone }: { info: TBaseInfo; onDone: () => void }): ReactNode {
  const { t } = useTranslation(PROFILE_NS);
  const rules = buildFormRules(t);
  const update = useUpdateProfile();
  const onFinish = async (v: TProfileEdit): Promise<void> => {
    await update.mutateAsync(v);
    toastSuccess(t('saved'));
    onDone();
  };
  return (
    <Form<TProfileEdit>
      layout="vertical"
      initialValues={info}
      style={{ maxWidth: 560 }}
      onFinish={(v) => void onFinish(v).catch(() => undefined)}
    >
      <Form.Item name="realName" label={t('realName')} rules={[rules.required(t('realName'))]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="gender" label={t('gender')}>
        <Select
          aria-label={t('gender')}
          allowClear
          options={['1', '2', '3'].map((g) => ({ value: g, label: t(`genders.${g}`) }))}
        />
      </Form.Item>
      <Form.Item name="mobilePhone" label={t('mobilePhone')} rules={[rules.mobile]}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item name="email" label={t('email')} rules={[rules.email]}>
        <Input maxLength={100} />
      </Form.Item>
      {EDITABLE.map((k) => (
        <Form.Item key={k} name={k} label={t(k)}>
          <Input maxLength={k === 'postalAddress' || k === 'signature' ? 200 : 50} />
        </Form.Item>
      ))}
      <Space>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('save')}
        </Button>
        <Button onClick={onDone}>{t('cancel')}</Button>
      </Space>
    </Form>
  );
}

/** Your profile: shown, and edited in place. */
export function BaseInfoTab(): ReactNode {
  const { t } = useTranslation(PROFILE_NS);
  const info = useBaseInfo();
  const [isEditing, setEditing] = useState(false);
  const u = info.data;
  if (!u) return null;
  if (isEditing) return <ProfileForm info={u} onDone={() => setEditing(false)} />;
  const rows: [string, ReactNode][] = [
    ['account', u.account],
    ['realName', u.realName],
    ['gender', u.gender ? t(`genders.${u.gender}`) : ''],
    ['organize', u.organize],
    ['position', u.position],
    ['manager', u.manager],
    ['mobilePhone', u.mobilePhone],
    ['email', u.email],
    ...EDITABLE.map((k): [string, ReactNode] => [k, u[k]]),
    ['creatorTime', formatTime(u.creatorTime)],
    ['prevLogTime', formatTime(u.prevLogTime)],
  ];
  return (
    <>
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
        {rows.map(([k, v]) => (
          <Descriptions.Item key={k} label={t(k)}>
            {v}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Button type="primary" style={{ marginTop: 12 }} onClick={() => setEditing(true)}>
        {t('edit')}
      </Button>
    </>
  );
}
