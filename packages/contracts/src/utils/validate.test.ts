import { describe, expect, it } from 'vitest';
import {
  isAllDate,
  isBigInt,
  isChineseOnly,
  isEmail,
  isEnCode,
  isFullName,
  isIdCard,
  isLicencePlate,
  isPassword,
  isPhone,
  isUserAccount,
  isUserCode,
  ValidationMessages,
} from './validate.ts';

describe('validation rules of spec §5', () => {
  it('phone: 1[3-9] then 9 digits', () => {
    expect(isPhone('13800138000')).toBe(true);
    expect(isPhone('12800138000')).toBe(false);
    expect(isPhone('1380013800')).toBe(false);
  });

  it('password: 6-16 digits and letters, not all one kind, with the spec message', () => {
    expect(isPassword('abc123')).toBe(true);
    expect(isPassword('123456')).toBe(false);
    expect(isPassword('abcdef')).toBe(false);
    expect(isPassword('a1')).toBe(false);
    expect(isPassword('a1b2c3d4e5f6g7h8i')).toBe(false);
    expect(ValidationMessages.password).toBe('6-16位字符的密码（数字和字母组成）');
  });

  it('ID card, email, licence plate and Chinese only', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('1101051949123100')).toBe(false);
    expect(isEmail('a@b.cn')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isLicencePlate('京A12345')).toBe(true);
    expect(isLicencePlate('沪AD12345')).toBe(true);
    expect(isLicencePlate('A12345')).toBe(false);
    expect(isChineseOnly('中文')).toBe(true);
    expect(isChineseOnly('中a')).toBe(false);
  });

  it('enCode: letters, digits and dots, no dot at either end', () => {
    expect(isEnCode('system.menu1')).toBe(true);
    expect(isEnCode('.system')).toBe(false);
    expect(isEnCode('system.')).toBe(false);
    expect(isEnCode('sys-tem')).toBe(false);
  });

  it('userAccount, fullName and userCode', () => {
    expect(isUserAccount('admin01')).toBe(true);
    expect(isUserAccount('admin_01')).toBe(false);
    expect(isFullName('张三abc1')).toBe(true);
    expect(isFullName('张三!')).toBe(false);
    expect(isUserCode('00123')).toBe(true);
    expect(isUserCode('12a')).toBe(false);
  });

  it('allDate: integers or multiples of 0.5; bigInt: positive integers', () => {
    expect(isAllDate('3')).toBe(true);
    expect(isAllDate('2.5')).toBe(true);
    expect(isAllDate('2.3')).toBe(false);
    expect(isBigInt('42')).toBe(true);
    expect(isBigInt('0')).toBe(false);
    expect(isBigInt('-3')).toBe(false);
  });
});
