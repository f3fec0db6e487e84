import { ZPortalLayout } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { newCard, placeCards } from './card-defaults.ts';

describe('portal designer cards', () => {
  it('places new cards side by side, then under the shorter column, with unused ids', () => {
    const a = newCard('chart', []);
    const b = newCard('todo', [a]);
    const c = newCard('text', [a, b]);
    const d = newCard('link', [a, b, c]);
    expect([a, b, c, d].map(({ i, x, y }) => ({ i, x, y }))).toEqual([
      { i: 'c1', x: 0, y: 0 },
      { i: 'c2', x: 12, y: 0 },
      { i: 'c3', x: 0, y: 6 },
      { i: 'c4', x: 12, y: 6 },
    ]);
    expect(newCard('notice', [{ ...a, i: 'c2' }]).i).toBe('c3');
  });

  it('makes every kind a card the server accepts (a chart or list once it has its interface)', () => {
    const cards = (['chart', 'list', 'todo', 'notice', 'text', 'link'] as const).reduce(
      (all, kind) => [...all, newCard(kind, all, 'di1')],
      [] as ReturnType<typeof newCard>[],
    );
    expect(ZPortalLayout.safeParse({ cards }).success).toBe(true);
    expect(ZPortalLayout.safeParse({ cards: [newCard('chart', [])] }).success).toBe(false);
  });

  it('takes the places react-grid-layout reports and keeps the rest of each card', () => {
    const a = { ...newCard('text', []), title: '欢迎' };
    const [moved] = placeCards([a], [{ i: a.i, x: 6, y: 2, w: 8, h: 4 }]);
    expect(moved).toMatchObject({ x: 6, y: 2, w: 8, h: 4, title: '欢迎', kind: 'text' });
    expect(placeCards([a], [])).toEqual([a]);
  });
});
