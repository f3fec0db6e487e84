import { describe, expect, it } from 'vitest';
import { LANGUAGES, MESSAGES, formatMessage, pickLanguage } from './messages.ts';
import { ROUTE_LABELS } from './labels.ts';
import { MENU_SEED, PAGE_CODES } from './menus.ts';
import { PERMISSIONS, hasPermission, isKnownPermission } from './permissions.ts';
import { Rules } from './rules.ts';
import { httpStatusOf } from './envelope.ts';

describe('validation rules (spec §5)', () => {
  it('accepts mainland mobiles 1[3-9] + 9 digits only', () => {
    expect(Rules.mobile.test('13800138000')).toBe(true);
    expect(Rules.mobile.test('12800138000')).toBe(false);
    expect(Rules.mobile.test('1380013800')).toBe(false);
  });
  it('wants 6-16 letters and digits, not all of one kind, for passwords', () => {
    expect(Rules.password.test('abc123')).toBe(true);
    expect(Rules.password.test('123456')).toBe(false);
    expect(Rules.password.test('abcdef')).toBe(false);
    expect(Rules.password.test('ab1')).toBe(false);
    expect(Rules.password.test('abc123!')).toBe(false);
  });
  it('allows dots inside enCodes but not at either end', () => {
    expect(Rules.enCode.test('permission.user')).toBe(true);
    expect(Rules.enCode.test('.user')).toBe(false);
    expect(Rules.enCode.test('user.')).toBe(false);
  });
  it('refuses _ in record enCodes (spec §5) and allows it in menu item codes', () => {
    expect(Rules.enCode.test('my_code')).toBe(false);
    expect(Rules.itemCode.test('btn_add')).toBe(true);
    expect(Rules.itemCode.test('f_user.name')).toBe(true);
    expect(Rules.itemCode.test('btn.')).toBe(false);
  });
});

describe('messages', () => {
  it('has every message in every language', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      for (const lang of LANGUAGES) expect(text[lang], `${key}.${lang}`).toBeTruthy();
    }
  });
  it('fills placeholders', () => {
    expect(formatMessage('file.tooLarge', 'zh', { size: 2, unit: 'MB' })).toBe('文件大小超过2MB');
  });
  it('maps Accept-Language to zh, zhtw or en', () => {
    expect(pickLanguage('zh-TW,zh;q=0.9')).toBe('zhtw');
    expect(pickLanguage('en-US')).toBe('en');
    expect(pickLanguage(undefined)).toBe('zh');
    expect(pickLanguage('zhtw')).toBe('zhtw');
  });
});

describe('menu and permission catalogue', () => {
  it('labels every seeded directory and page in three languages', () => {
    for (const d of MENU_SEED) {
      expect(ROUTE_LABELS[d.enCode], d.enCode).toBeDefined();
      for (const p of d.pages) expect(ROUTE_LABELS[`${d.enCode}.${p.code}`], p.code).toBeDefined();
    }
  });
  it('derives page and button permissions and knows no others', () => {
    expect(PAGE_CODES).toContain('permission.user');
    expect(isKnownPermission('permission.user:btn_add')).toBe(true);
    expect(isKnownPermission('permission.user:btn_fly')).toBe(false);
    expect(PERMISSIONS).not.toContain('self');
    expect(isKnownPermission('self')).toBe(false);
  });
  it('lets the super admin (null codes) hold everything and others only what they hold', () => {
    expect(hasPermission(null, 'system.menu')).toBe(true);
    expect(hasPermission(new Set(['system.menu']), 'system.menu')).toBe(true);
    expect(hasPermission(new Set(['system.menu']), 'system.menu:btn_add')).toBe(false);
  });
  it('mirrors session codes as HTTP 401', () => {
    expect(httpStatusOf(600)).toBe(401);
    expect(httpStatusOf(602)).toBe(401);
    expect(httpStatusOf(413)).toBe(413);
  });
});
