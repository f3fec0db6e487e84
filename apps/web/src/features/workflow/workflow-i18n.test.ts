import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { WORKFLOW_NS } from './workflow-i18n.ts';

const leaves = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(leaves) : [];

describe('the flow designer texts', () => {
  it('has no Chinese in English and the same keys in every language', () => {
    const en = i18next.getResourceBundle('en', WORKFLOW_NS) as object;
    const zh = i18next.getResourceBundle('zh', WORKFLOW_NS) as object;
    const zhtw = i18next.getResourceBundle('zhtw', WORKFLOW_NS) as object;
    expect(leaves(en).filter((s) => /[\u4e00-\u9fff]/.test(s))).toEqual([]);
    expect(leaves(zhtw)).toHaveLength(leaves(zh).length);
    expect(leaves(en)).toHaveLength(leaves(zh).length);
  });
});
