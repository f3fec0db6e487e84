import { Button, Form, Input } from 'antd';
import { md5 } from 'js-md5';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../shared/ui/feedback.ts';
import { buildFormRules } from '../../../shared/ui/form-rules.ts';
import { useChangePassword } from '../api.ts';
import { PROFILE_NS } from '../profile-i18n.ts';

type TValues = { oldPassword: string; password: string; confirm: string };

/** Change your password: the old one, a new one under the spec's rule (6-16位字符的密码（数字和字母组成）), and again. */
export function PasswordTab(): ReactNode {
  const { t } = useTranslation(PROFILE_NS);
  const rules = buildFormRules(t);
  const change = useChangePassword();
  const [form] = Form.useForm<TValues>();
  const onFinish = async (v: TValues): Promise<void> => {
    await change.mutateAsync({ oldPassword: md5(v.oldPassword), password: md5(v.password) });
    form.resetFields();
    toastSuccess(t('passwordChanged'));
  };
  return (
    <Form<TValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 420 }}
      onFinish={(v) => void onFinish(v).catch(() => undefined)}
    >
      <Form.Item name="oldPassword" label={t('oldPassword')} rules={[rules.required(t('oldPassword'))]}>
        <Input.Password maxLength={32} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('newPassword')}
        rules={[rules.required(t('newPassword')), rules.password]}
      >
        <Input.Password maxLength={16} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('confirmPassword')}
        dependencies={['password']}
        rules={[
          rules.required(t('confirmPassword')),
          ({ getFieldValue }) => ({
            validator: (_, value: string) =>
              !value || getFieldValue('password') === value
                ? Promise.resolve()
                : Promise.reject(new Error(t('passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password maxLength={16} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('save')}
      </Button>
    </Form>
  );
}
