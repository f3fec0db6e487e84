import { Rules } from '../rules.ts';

/** Patterns of spec §5 beyond the shared `Rules` (licence plate, allDate, bigInt). */
export const ExtraRules = {
  /** Mainland licence plate, ordinary (7 characters) and new-energy (8). */
  licencePlate:
    /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领][A-HJ-NP-Z](?:[A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳]|[DF][A-HJ-NP-Z0-9]{5}|[A-HJ-NP-Z0-9]{5}[DF])$/,
  /** Whole days or halves: an integer or a multiple of 0.5. */
  allDate: /^\d+(\.[05])?$/,
  /** Positive integer. */
  bigInt: /^[1-9]\d*$/,
} as const;

/** The messages of spec §5, in Chinese as written there. */
export const ValidationMessages = {
  phone: '请输入正确的手机号码',
  password: '6-16位字符的密码（数字和字母组成）',
  idCard: '请输入正确的身份证号码',
  email: '请输入正确的邮箱',
  licencePlate: '请输入正确的车牌号',
  chinese: '只能输入中文',
  enCode: '只能输入英文、数字和小数点，且小数点不能放在首尾',
  userAccount: '只能输入英文和数字',
  fullName: '不能含有特殊符号',
  userCode: '只能输入数字',
  allDate: '请输入整数或0.5的倍数',
  bigInt: '请输入正整数',
} as const;

const test =
  (re: RegExp) =>
  (value: string): boolean =>
    re.test(String(value ?? '').trim());

/** Mobile phone: 1[3-9] and 9 digits. */
export const isPhone = test(Rules.mobile);
/** 6-16 digits and letters, not all digits, not all letters. */
export const isPassword = test(Rules.password);
/** Chinese resident ID card (18 characters). */
export const isIdCard = test(Rules.idCard);
/** Email address. */
export const isEmail = test(Rules.email);
/** Chinese licence plate. */
export const isLicencePlate = test(ExtraRules.licencePlate);
/** Chinese characters only. */
export const isChineseOnly = test(Rules.chinese);
/** Letters, digits and dots; no dot first or last. */
export const isEnCode = (value: string): boolean => /^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$/.test(value);
/** Digits and letters only. */
export const isUserAccount = test(Rules.userAccount);
/** Chinese, letters and digits; no special symbols. */
export const isFullName = test(Rules.fullName);
/** Digits only. */
export const isUserCode = test(Rules.userCode);
/** An integer or a multiple of 0.5. */
export const isAllDate = test(ExtraRules.allDate);
/** A positive integer. */
export const isBigInt = test(ExtraRules.bigInt);
