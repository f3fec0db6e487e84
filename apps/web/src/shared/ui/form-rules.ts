import { Rules } from '@app/contracts';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** antd form rules built from the contracts' patterns (spec §5), with the messages of the shared namespace. */
export function buildFormRules(t: TFunction) {
  const pattern = (re: RegExp, key: string): FormRule => ({ pattern: re, message: t(key) });
  return {
    /** A required field named `label`. */
    required: (label: string): FormRule => ({
      required: true,
      whitespace: true,
      message: t('required', { label }),
    }),
    /** A required picker (arrays and ids). */
    requiredPick: (label: string): FormRule => ({ required: true, message: t('required', { label }) }),
    fullName: pattern(Rules.fullName, 'ruleFullName'),
    enCode: pattern(Rules.enCode, 'ruleEnCode'),
    /** A menu's button, column, form or data-scope code (`_` allowed). */
    itemCode: pattern(Rules.itemCode, 'ruleItemCode'),
    account: pattern(Rules.userAccount, 'ruleAccount'),
    mobile: pattern(Rules.mobile, 'ruleMobile'),
    email: pattern(Rules.email, 'ruleEmail'),
    idCard: pattern(Rules.idCard, 'ruleIdCard'),
    password: pattern(Rules.password, 'rulePassword'),
  };
}
