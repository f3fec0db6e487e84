import type { FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hashPassword, preloadPasswordHash } from '../../../shared/auth/session-api.ts';
import { toastSuccess } from '../../../shared/ui/feedback.ts';
import { login, sendSmsCode } from '../api.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';
import { useCountdown } from './use-countdown.ts';

export interface TAccountForm {
  account: string;
  password: string;
}

export interface TSmsForm {
  mobile: string;
  code: string;
}

const DEFAULT_COOLDOWN_SECONDS = 60;

/** Runs `task` with a loading flag; failures were already toasted by the http client. */
function useLoading(): [boolean, (task: () => Promise<void>) => Promise<void>] {
  const [isLoading, setLoading] = useState(false);
  const run = async (task: () => Promise<void>): Promise<void> => {
    setLoading(true);
    try {
      await task();
    } catch {
      // Shown by the http client (e.g. 用户名或密码不正确) or on the form field.
    } finally {
      setLoading(false);
    }
  };
  return [isLoading, run];
}

/** Account sign-in: the password leaves the browser only as its MD5 hex. */
export function useAccountLogin(): { isLoading: boolean; submit: (v: TAccountForm) => void } {
  const complete = useCompleteSignIn();
  useEffect(preloadPasswordHash, []);
  const [isLoading, run] = useLoading();
  const submit = ({ account, password }: TAccountForm): void =>
    void run(async () =>
      complete(
        await login({
          account: account.trim(),
          password: await hashPassword(password),
          loginType: 'password',
        }),
      ),
    );
  return { isLoading, submit };
}

/** SMS sign-in: "get code" (after the mobile is valid) with its resend countdown, then sign-in with the code. */
export function useSmsLogin(form: FormInstance<TSmsForm>): {
  isLoading: boolean;
  isSending: boolean;
  seconds: number;
  getCode: () => void;
  submit: (v: TSmsForm) => void;
} {
  const { t } = useTranslation();
  const complete = useCompleteSignIn();
  const countdown = useCountdown();
  const [isLoading, run] = useLoading();
  const [isSending, runSend] = useLoading();
  const getCode = (): void =>
    void runSend(async () => {
      const { mobile } = await form.validateFields(['mobile']);
      const r = await sendSmsCode(mobile.trim());
      toastSuccess(t('login.codeSent'));
      countdown.start(r.cooldownSeconds || DEFAULT_COOLDOWN_SECONDS);
    });
  const submit = ({ mobile, code }: TSmsForm): void =>
    void run(async () =>
      complete(await login({ account: mobile.trim(), code: code.trim(), loginType: 'sms' })),
    );
  return { isLoading, isSending, seconds: countdown.seconds, getCode, submit };
}
