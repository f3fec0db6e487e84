import { describe, expect, it } from 'vitest';
import {
  addView,
  closeAllViews,
  closeOtherViews,
  closeView,
  HOME_VIEW,
  nextPathAfterClose,
  type TView,
} from './tabs-model.ts';

const view = (path: string): TView => ({ path, code: path, fallback: '', affix: false, icon: '' });

describe('tabs model', () => {
  const open = [HOME_VIEW, view('/a'), view('/b'), view('/c')];

  it('adds a view once per path', () => {
    expect(addView(open, view('/a'))).toHaveLength(4);
    expect(addView(open, view('/d')).at(-1)?.path).toBe('/d');
  });

  it('never closes an affix view', () => {
    expect(closeView(open, '/home')).toHaveLength(4);
    expect(closeAllViews(open)).toEqual([HOME_VIEW]);
    expect(closeOtherViews(open, '/b').map((v) => v.path)).toEqual(['/home', '/b']);
  });

  it('moves to the last remaining view when the active one closes, else stays', () => {
    const left = closeView(open, '/c');
    expect(nextPathAfterClose(left, '/c')).toBe('/b');
    expect(nextPathAfterClose(left, '/a')).toBeNull();
  });

  it('goes home when nothing remains', () => {
    expect(nextPathAfterClose([], '/a')).toBe('/home');
  });
});
