import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
// Per-component imports: antd's Input barrel also brings TextArea, Search and OTP.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCapsLock } from '../hooks/use-caps-lock.ts';
import { useAccountLogin, type TAccountForm } from '../hooks/use-login-submit.ts';
import { LoginField } from './login-field.tsx';

type TErrors = Partial<Record<keyof TAccountForm, string>>;

/** The message key of each empty field (spec §4 Login: 请输入账号 / 请输入密码). */
function validate(values: TAccountForm): TErrors {
  return {
    account: values.account.trim() ? undefined : 'login.accountRequired',
    password: values.password ? undefined : 'login.passwordRequired',
  };
}

/**
 * Account sign-in: account (or mobile, or mobile@account) and password, with a caps-lock warning. Two required
 * fields are checked here by hand: antd Form (with its validator and tooltips) would weigh more than the page.
 */
export function AccountLoginForm(): ReactNode {
  const { t } = useTranslation();
  const { isLoading, submit } = useAccountLogin();
  const caps = useCapsLock();
  const [values, setValues] = useState<TAccountForm>({ account: '', password: '' });
  const [errors, setErrors] = useState<TErrors>({});
  const change = (field: keyof TAccountForm, value: string): void => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors({ ...errors, [field]: validate(next)[field] });
  };
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (!found.account && !found.password) submit(values);
  };
  const errorOf = (field: keyof TAccountForm): string | undefined => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const capsHint = caps.isCapsLock ? (
    <span className="login-caps-warning" role="status">
      {t('login.capsLock')}
    </span>
  ) : undefined;

  return (
    <form noValidate onSubmit={onSubmit}>
      <LoginField
        id="login-account"
        label={t('login.account')}
        error={errorOf('account')}
        extra={t('login.subAccountTip')}
      >
        <Input
          id="login-account"
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('login.accountPlaceholder')}
          autoComplete="username"
          value={values.account}
          status={errors.account ? 'error' : undefined}
          aria-invalid={Boolean(errors.account)}
          aria-describedby={errors.account ? 'login-account-error' : undefined}
          onChange={(e) => change('account', e.target.value)}
        />
      </LoginField>
      <LoginField
        id="login-password"
        label={t('login.password')}
        error={errorOf('password')}
        extra={capsHint}
      >
        <Password
          id="login-password"
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          value={values.password}
          status={errors.password ? 'error' : undefined}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          onChange={(e) => change('password', e.target.value)}
          onKeyDown={caps.onKeyDown}
          onBlur={caps.onBlur}
        />
      </LoginField>
      <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
