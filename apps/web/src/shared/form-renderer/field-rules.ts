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

// The contracts' issue messages (English, shared with the server) → this renderer's text keys.
const ISSUE_KEYS: readonly (readonly [RegExp, string])[] = [
  [/^must be at least (.+)$/, 'issues.min'],
  [/^must be at most (\d+) characters$/, 'issues.maxLength'],
  [/^must be at most (.+)$/, 'issues.max'],
  [/^must hold at most (.+) items$/, 'issues.maxItems'],
  [/^is not one of the options$/, 'issues.notOption'],
];

/** The shown text of a contracts issue in the interface language: "label 不能为空", "label 不能大于 9"… */
export function issueText(label: string, message: string): string {
  const ns = FORM_RENDERER_NS;
  if (message === 'is required') return i18next.t('required', { ns, label });
  const known = ISSUE_KEYS.find(([re]) => re.test(message));
  const n = known ? (known[0].exec(message)?.[1] ?? '') : '';
  const text = i18next.t(known ? known[1] : 'issues.invalid', { ns, n });
  return i18next.t('invalid', { ns, label, message: text });
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
