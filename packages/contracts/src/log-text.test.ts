import { describe, expect, it } from 'vitest';
import { LOG_FIELD_LABELS, logFieldLabel, logValueLabel } from './log-fields.ts';
import {
  LOG_NOUNS,
  LOG_SUMMARIES,
  legacyLoginSummary,
  logModuleLabel,
  logModulesMatching,
  logPlaceLabel,
  logSummariesMatching,
  renderLogSummary,
} from './log-text.ts';
import { seededEntryLabel } from './labels.ts';

const CJK = /[\u3400-\u9fff]/;

describe('log text', () => {
  it('renders summaries as sentences, leaving out the name part when there is no name', () => {
    const p = { noun: 'role', name: '财务主管' };
    expect(renderLogSummary('grant', p, 'zh')).toBe('授权角色「财务主管」');
    expect(renderLogSummary('grant', p, 'zhtw')).toBe('授權角色「财务主管」');
    expect(renderLogSummary('grant', p, 'en')).toBe('Authorised role “财务主管”');
    expect(renderLogSummary('delete', { noun: 'dictionaryData' }, 'en')).toBe('Deleted dictionary entry');
    expect(renderLogSummary('forceOffline', { name: 'x', sessions: 2 }, 'en')).toBe(
      'Forced user “x” offline (2 sessions)',
    );
    expect(renderLogSummary('signInFailed', { reason: 'k' }, 'en', () => 'Wrong')).toBe(
      'Sign-in failed: Wrong',
    );
    expect(renderLogSummary('授权 Role 1', {}, 'en')).toBeNull();
  });

  it('has every summary, noun and field in three languages, the English without Chinese', () => {
    for (const table of [LOG_SUMMARIES, LOG_NOUNS, LOG_FIELD_LABELS])
      for (const t of Object.values(table)) {
        expect(t.zh && t.zhtw && t.en).toBeTruthy();
        expect(t.en).not.toMatch(CJK);
      }
    expect(logFieldLabel('roleIds', 'en')).toBe('Roles');
    expect(logFieldLabel('unknownField', 'zh')).toBe('unknownField');
    expect([logValueLabel('enabledMark', 0, 'en'), logValueLabel('x', true, 'zhtw')]).toEqual([
      'Disabled',
      '是',
    ]);
  });

  it('maps older rows: places, module names and sign-in texts', () => {
    expect([
      logPlaceLabel('本机', 'en'),
      logPlaceLabel('local', 'zhtw'),
      logPlaceLabel('上海', 'en'),
    ]).toEqual(['This machine', '本機', '上海']);
    expect([logModuleLabel('岗位管理', 'en'), logModuleLabel('permission.role', 'zhtw')]).toEqual([
      'Positions',
      '角色管理',
    ]);
    expect(logModuleLabel('某模块', 'en')).toBe('某模块');
    expect(legacyLoginSummary('登录成功 (sms)')).toEqual({ key: 'signIn', params: { method: 'sms' } });
    expect(legacyLoginSummary('登录失败')).toEqual({ key: 'signInFailed', params: {} });
  });

  it('finds codes for a keyword in any language', () => {
    expect(logModulesMatching('角色')).toContain('permission.role');
    expect(logModulesMatching('roles')).toContain('permission.role');
    expect(logSummariesMatching('授權')).toEqual(['grant']);
    expect(logSummariesMatching('authorised')).toEqual(['grant']);
  });

  it('names seeded role types in the reader language until an administrator renames them', () => {
    expect(seededEntryLabel('RoleType', 'System', '系统角色', 'en')).toBe('System roles');
    expect(seededEntryLabel('RoleType', 'System', '管理角色', 'en')).toBe('管理角色');
  });
});
