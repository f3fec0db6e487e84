import type { ReactNode } from 'react';

interface TLoginFieldProps {
  id: string;
  label: string;
  /** The validation message, shown under the field and announced. */
  error?: string;
  /** Help under the field (e.g. the sub-account tip). */
  extra?: ReactNode;
  children: ReactNode;
}

/** A labelled field of the sign-in form, laid out like antd's vertical form item. */
export function LoginField({ id, label, error, extra, children }: TLoginFieldProps): ReactNode {
  return (
    <div className="login-field">
      <label htmlFor={id} className="login-field-label">
        {label}
      </label>
      {children}
      {error && (
        <div id={`${id}-error`} className="login-field-error" role="alert">
          {error}
        </div>
      )}
      {extra && <div className="login-field-extra">{extra}</div>}
    </div>
  );
}
