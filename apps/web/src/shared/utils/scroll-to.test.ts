import { describe, expect, it } from 'vitest';
import { easeInOutQuad } from './scroll-to.ts';

describe('easeInOutQuad', () => {
  it('starts at the origin, is half way at half time and ends at the target', () => {
    expect(easeInOutQuad(0, 600, -600, 800)).toBe(600);
    expect(easeInOutQuad(400, 600, -600, 800)).toBe(300);
    expect(easeInOutQuad(800, 600, -600, 800)).toBe(0);
  });
});
