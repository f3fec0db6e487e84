import { Form, Input } from 'antd';
import { md5 } from 'js-md5';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../../shared/ui/edit-dialog.tsx';
import { buildFormRules } from '../../../shared/ui/form-rules.ts';
import { useUserMutations } from '../api.ts';
import { USER_NS } from '../user-i18n.ts';

type TValues = { userPassword: string; validatePassword: string };

/** The administrator's password reset of one user (both fields checked against the rule, sent as MD5). */
export function ResetPasswordDialog(props: {
  user: { id: string; account: string } | null;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(USER_NS);
  const rules = buildFormRules(t);
  const { resetPassword } = useUserMutations();
  const user = props.user;
  return (
    <EditDialog<TValues>
      open={Boolean(user)}
      title={`${t('resetPassword')} - ${user?.account ?? ''}`}
      onClose={props.onClose}
      onSubmit={(v) =>
        resetPassword.mutateAsync({
          id: user?.id ?? '',
          userPassword: md5(v.userPassword),
          validatePassword: md5(v.validatePassword),
        })
      }
    >
      {() => (
        <>
          <Form.Item
            name="userPassword"
            label={t('newPassword')}
            rules={[rules.required(t('newPassword')), rules.password]}
          >
            <Input.Password maxLength={16} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="validatePassword"
            label={t('confirmPassword')}
            dependencies={['userPassword']}
            rules={[
              rules.required(t('confirmPassword')),
              ({ getFieldValue }) => ({
                validator: (_, value: string) =>
                  !value || getFieldValue('userPassword') === value
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('passwordMismatch'))),
              }),
            ]}
          >
            <Input.Password maxLength={16} autoComplete="new-password" />
          </Form.Item>
        </>
      )}
    </EditDialog>
  );
}
