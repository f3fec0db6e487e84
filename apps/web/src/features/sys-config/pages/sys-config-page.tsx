import type { TSysSettings } from '@app/contracts';
import { Button, Card, Divider, Form, Input, InputNumber, Spin, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageGrants } from '../../../shared/auth/permission.tsx';
import { toastSuccess } from '../../../shared/ui/feedback.ts';
import { buildFormRules } from '../../../shared/ui/form-rules.ts';
import { useSaveSysSettings, useSysSettings } from '../api.ts';
import { SYS_CONFIG_NS } from '../sys-config-i18n.ts';
import { NotifySettingsCard } from '../components/notify-settings-card.tsx';

type TNumberKey = Exclude<keyof TSysSettings, 'sysName' | 'forcePasswordChange'>;
const LIMITS: Record<TNumberKey, [number, number]> = {
  sessionIdleMinutes: [1, 60 * 24 * 30],
  sessionAbsoluteHours: [1, 24 * 90],
  loginMaxFailures: [1, 100],
  loginLockMinutes: [1, 24 * 60],
  uploadMaxKB: [1, 1024 * 1024],
  logRetentionDays: [1, 3650],
};

function NumberField({ name }: { name: TNumberKey }): ReactNode {
  const { t } = useTranslation(SYS_CONFIG_NS);
  const [min, max] = LIMITS[name];
  return (
    <Form.Item
      name={name}
      label={t(name)}
      rules={[{ required: true, message: t('required', { label: t(name) }) }]}
    >
      <InputNumber min={min} max={max} precision={0} style={{ width: 220 }} />
    </Form.Item>
  );
}

/** System settings (`system/sysConfig`): stored in the database and applied without a restart. */
export function SysConfigPage(): ReactNode {
  const { t } = useTranslation(SYS_CONFIG_NS);
  const rules = buildFormRules(t);
  const settings = useSysSettings();
  const save = useSaveSysSettings();
  const canEdit = usePageGrants().hasButton('btn_edit');
  if (!settings.data) return <Spin spinning={settings.isLoading} />;
  const onFinish = async (v: TSysSettings): Promise<void> => {
    await save.mutateAsync(v);
    toastSuccess(t('saved'));
  };
  return (
    <>
      <Card size="small">
        <Form<TSysSettings>
          layout="vertical"
          initialValues={settings.data}
          disabled={!canEdit}
          onFinish={(v) => void onFinish(v).catch(() => undefined)}
          style={{ maxWidth: 560 }}
        >
          <Form.Item name="sysName" label={t('sysName')} rules={[rules.required(t('sysName'))]}>
            <Input maxLength={50} />
          </Form.Item>
          <Divider titlePlacement="start">{t('session')}</Divider>
          <NumberField name="sessionIdleMinutes" />
          <NumberField name="sessionAbsoluteHours" />
          <Divider titlePlacement="start">{t('security')}</Divider>
          <NumberField name="loginMaxFailures" />
          <NumberField name="loginLockMinutes" />
          <Form.Item name="forcePasswordChange" label={t('forcePasswordChange')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <NumberField name="uploadMaxKB" />
          <NumberField name="logRetentionDays" />
          {canEdit && (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          )}
        </Form>
      </Card>
      <NotifySettingsCard />
    </>
  );
}
