import { validateFieldValue, type TFormField, type TJnpfKey, type TValueField } from '@app/contracts';
import type { Rule } from 'antd/es/form';
import i18next from 'i18next';
import { FORM_RENDERER_NS } from './form-renderer-i18n.ts';
import type { TFieldState } from './form-renderer-types.ts';

/** A value field as the contracts validate it, built from one designer field (sub-table columns included). */
export function toValueField(field: TFormField): TValueField {
  const jnpfKey: TJnpfKey = field.__config__.jnpfKey;
  const children =
    jnpfKey === 'table' ? (field.__config__.children ?? []).map((c) => toValueField(c)) : undefined;
  return { key: field.__vModel__ ?? '', jnpfKey, field, ...(children ? { children } : {}) };
}

/** The shown text of a contracts issue: "label 不能为空" for required, "label message" otherwise. */
export function issueText(label: string, message: string): string {
  if (message === 'is required') return i18next.t('required', { ns: FORM_RENDERER_NS, label });
  return i18next.t('invalid', { ns: FORM_RENDERER_NS, label, message });
}

/** antd rules of a field: the contracts' validateFieldValue (the server's own rules), skipped when read-only. */
export function fieldRules(field: TFormField, state: TFieldState | undefined): Rule[] {
  if (state === 'readonly' || state === 'hidden') return [];
  const value = toValueField(field);
  const label = field.__config__.label ?? value.key;
  const ownMessages = new Set((field.__config__.regList ?? []).map((r) => r.message));
  return [
    {
      required: field.__config__.required === true,
      validator: async (_rule, v: unknown) => {
        const issues = validateFieldValue(value, v);
        if (issues.length === 0) return;
        const first = issues[0];
        // The designer's own regList messages are whole sentences: shown as written.
        if (ownMessages.has(first.message)) throw new Error(first.message);
        const where = first.path === value.key ? label : `${label} ${first.path.slice(value.key.length)}`;
        throw new Error(issueText(where, first.message));
      },
    },
  ];
}
