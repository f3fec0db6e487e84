import { describe, expect, it } from 'vitest';
import { isLongTitle } from './app-logo.tsx';

describe('logo title', () => {
  it('keeps the Chinese titles on one line and wraps the English one', () => {
    expect(isLongTitle('智能集成管理平台')).toBe(false);
    expect(isLongTitle('智能整合管理平臺')).toBe(false);
    expect(isLongTitle('Smart Integrated Management Platform')).toBe(true);
    expect(isLongTitle('JNPF')).toBe(false);
  });
});
