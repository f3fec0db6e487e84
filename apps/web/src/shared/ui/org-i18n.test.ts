import { LANGUAGES } from '@app/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { AUTHORIZE_NS } from '../../features/authorize/authorize-i18n.ts';
import { LOG_NS } from '../../features/log/log-i18n.ts';
import { MENU_NS } from '../../features/menu/menu-i18n.ts';
import { POSITION_NS } from '../../features/position/position-i18n.ts';
import { PROFILE_NS } from '../../features/profile/profile-i18n.ts';
import { ROLE_NS } from '../../features/role/role-i18n.ts';
import { SYS_CONFIG_NS } from '../../features/sys-config/sys-config-i18n.ts';
import { ONLINE_NS } from '../../features/user-online/user-online-i18n.ts';
import { USER_NS } from '../../features/user/user-i18n.ts';
import { ORGANIZE_NS } from '../../features/organize/organize-i18n.ts';
import { ORG_COMMON_NS, REGISTERED_BUNDLES } from './org-i18n.ts';

type TTree = { readonly [key: string]: string | TTree };

function flatten(tree: TTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const NAMESPACES = [
  ORG_COMMON_NS,
  AUTHORIZE_NS,
  LOG_NS,
  MENU_NS,
  POSITION_NS,
  PROFILE_NS,
  ROLE_NS,
  SYS_CONFIG_NS,
  ONLINE_NS,
  USER_NS,
  ORGANIZE_NS,
];

describe('organisation screens catalogues', () => {
  it.each(NAMESPACES)('has the same keys, placeholders and no empty text in every language (%s)', (ns) => {
    const bundles = REGISTERED_BUNDLES.get(ns) as Record<string, TTree> | undefined;
    expect(bundles).toBeDefined();
    const [base, ...others] = LANGUAGES.map((lang) => flatten(bundles?.[lang] ?? {}));
    for (const other of others) expect([...other.keys()].sort()).toEqual([...base.keys()].sort());
    for (const [key, text] of base) {
      expect(text.trim(), key).not.toBe('');
      for (const other of others) expect(placeholders(other.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('reads a screen text and a shared text through the screen namespace', () => {
    expect(i18next.t('createTitle', { ns: USER_NS, lng: 'zh' })).toBe('新建用户');
    expect(i18next.t('rulePassword', { ns: USER_NS, lng: 'zh' })).toBe('6-16位字符的密码（数字和字母组成）');
    expect(i18next.t('rulePassword', { ns: USER_NS, lng: 'zhtw' })).toContain('6-16');
  });
});
