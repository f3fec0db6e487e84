/** Validation rules of spec §5, shared by server and web so both say the same thing. */
export const Rules = {
  /** Mainland mobile phone. */
  mobile: /^1[3-9]\d{9}$/,
  /** 6-16 characters of digits and letters, not all digits, not all letters. */
  password: /^(?![0-9]+$)(?![a-zA-Z]+$)[0-9A-Za-z]{6,16}$/,
  /** Letters, digits and dots; a dot neither first nor last. */
  enCode: /^[A-Za-z0-9](?:[A-Za-z0-9._]*[A-Za-z0-9])?$/,
  /** Account: digits and letters only. */
  userAccount: /^[A-Za-z0-9]+$/,
  /** Chinese, letters and digits (no special symbols). */
  fullName: /^[\u4e00-\u9fa5A-Za-z0-9]+$/,
  /** Digits only. */
  userCode: /^\d+$/,
  /** Lowercase or uppercase 32-hex MD5 digest. */
  md5: /^[a-fA-F0-9]{32}$/,
  /** Email. */
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  /** Mainland resident ID card (18 digits, last may be X). */
  idCard: /^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/,
  /** Chinese characters only. */
  chinese: /^[\u4e00-\u9fa5]+$/,
} as const;

/** Messages of the rules, keyed like the i18n catalogue. */
export const RuleMessages = {
  mobile: 'rule.mobile',
  password: 'rule.password',
} as const;

/** Upload size units accepted in configuration. */
export const SIZE_UNITS = { KB: 1024, MB: 1024 * 1024, GB: 1024 * 1024 * 1024 } as const;
