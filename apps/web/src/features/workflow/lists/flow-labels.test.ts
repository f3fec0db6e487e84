import { FLOW_STATUS, formatMessage, LANGUAGES } from '@app/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { DAILY_NS } from './daily-i18n.ts';
import {
  dayWindow,
  entrustState,
  isEntrustedTitle,
  resultLabel,
  STATUS_CODES,
  statusLabel,
  urgencyLabel,
} from './flow-labels.ts';

const leaves = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(leaves) : [];

describe('the daily-work labels (spec §3)', () => {
  it('names every task status 0–5 in zh and en, and reads an unknown code as in approval', () => {
    const zh = STATUS_CODES.map((s) => i18next.getFixedT('zh', DAILY_NS)(statusLabel(s).key));
    expect(zh).toEqual(['等待提交', '等待审核', '审核通过', '审核驳回', '流程撤回', '审核终止']);
    const en = STATUS_CODES.map((s) => i18next.getFixedT('en', DAILY_NS)(statusLabel(s).key));
    expect(en).toEqual(['Draft', 'In approval', 'Approved', 'Rejected', 'Withdrawn', 'Terminated']);
    expect(statusLabel(42)).toEqual(statusLabel(FLOW_STATUS.running));
    expect(statusLabel(FLOW_STATUS.rejected).color).toBe('error');
  });

  it('labels urgency 1–3 with normal as the default, and a done row by its result', () => {
    expect([1, 2, 3, null, 7].map((u) => urgencyLabel(u).key)).toEqual([
      'urgent.u1',
      'urgent.u2',
      'urgent.u3',
      'urgent.u1',
      'urgent.u1',
    ]);
    expect(urgencyLabel(3).color).toBe('red');
    expect(resultLabel(1).key).toBe('handle.h1');
    expect(resultLabel(0).key).toBe('handle.h0');
  });

  it('recognises the server’s delegated titles in every language, and no others', () => {
    for (const lang of LANGUAGES) {
      const title = formatMessage('workflow.entrusted', lang, { title: '张三的请假', delegator: '李四' });
      expect(isEntrustedTitle(title), title).toBe(true);
    }
    expect(isEntrustedTitle('张三的请假')).toBe(false);
    expect(isEntrustedTitle('报销(差旅)')).toBe(false);
  });

  it('says an entrust is in force only while startTime ≤ now < endTime', () => {
    const row = { startTime: 100, endTime: 200 };
    expect(entrustState(row, 99).key).toBe('entrustPending');
    expect(entrustState(row, 100).key).toBe('entrustActive');
    expect(entrustState(row, 199).key).toBe('entrustActive');
    expect(entrustState(row, 200).key).toBe('entrustExpired');
  });

  it('turns a picked date range into whole days of launch times', () => {
    expect(dayWindow(null)).toEqual({});
    const w = dayWindow([new Date(2026, 0, 5, 15, 30), new Date(2026, 0, 7, 9, 0)]);
    expect(w.startTime).toBe(new Date(2026, 0, 5).getTime());
    expect(w.endTime).toBe(new Date(2026, 0, 8).getTime() - 1);
  });

  it('has every text in zh, zhtw and en, with no Chinese in English', () => {
    const en = leaves(i18next.getResourceBundle('en', DAILY_NS));
    const zh = leaves(i18next.getResourceBundle('zh', DAILY_NS));
    const zhtw = leaves(i18next.getResourceBundle('zhtw', DAILY_NS));
    expect(en.filter((s) => /[\u4e00-\u9fff]/.test(s))).toEqual([]);
    expect(zhtw).toHaveLength(zh.length);
    expect(en).toHaveLength(zh.length);
  });
});
