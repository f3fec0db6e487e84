import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps formatting and drops scripts and handlers', () => {
    const out = sanitizeHtml('<p><b>hi</b><script>alert(1)</script><img src="x" onerror="alert(1)"></p>');
    expect(out).toContain('<b>hi</b>');
    expect(out).not.toContain('script');
    expect(out).not.toContain('onerror');
  });
});
