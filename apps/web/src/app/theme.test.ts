import { describe, expect, it } from 'vitest';
import { contrastWithWhite, readableFill } from './theme.ts';
import { THEME_COLORS } from '../shared/stores/settings-store.ts';

describe('primary button fill', () => {
  it.each(Object.entries(THEME_COLORS))(
    'keeps white labels readable (4.5:1) on the %s theme',
    (_, colour) => {
      expect(contrastWithWhite(readableFill(colour))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('leaves a colour that is already dark enough unchanged', () => {
    expect(readableFill('#0958d9')).toBe('#0958d9');
  });
});
