import { PORTAL_COLS, type TPortalCard, type TPortalCardKind } from '@app/contracts';

/** A new card's settings by kind (a chart or list card waits for its data interface). */
function defaultConfig(kind: TPortalCardKind, sourceId: string): TPortalCard['config'] {
  switch (kind) {
    case 'chart':
      return {
        kind,
        source: 'dataInterface',
        sourceId,
        chartType: 'bar',
        xField: 'name',
        yField: 'value',
        chartIndex: 0,
      };
    case 'list':
      return { kind, source: 'dataInterface', sourceId, columns: [], rows: 10 };
    case 'todo':
      return { kind, show: 'list' };
    case 'notice':
      return { kind, rows: 5 };
    case 'text':
      return { kind, text: '' };
    case 'link':
      return { kind, links: [] };
  }
}

/** A new card of `kind`, half the grid wide, in the half whose column ends higher, with an id unused in `cards`. */
export function newCard(kind: TPortalCardKind, cards: readonly TPortalCard[], sourceId = ''): TPortalCard {
  const ids = new Set(cards.map((c) => c.i));
  let n = cards.length + 1;
  while (ids.has(`c${n}`)) n += 1;
  const w = PORTAL_COLS / 2;
  const bottomOf = (x: number) =>
    cards.filter((c) => c.x < x + w && c.x + c.w > x).reduce((max, c) => Math.max(max, c.y + c.h), 0);
  const [left, right] = [bottomOf(0), bottomOf(w)];
  const x = right < left ? w : 0;
  return {
    i: `c${n}`,
    x,
    y: Math.min(left, right),
    w,
    h: kind === 'text' || kind === 'link' ? 3 : 6,
    title: '',
    kind,
    config: defaultConfig(kind, sourceId),
    refreshSeconds: 0,
  };
}

/** The cards with the grid places of `layout` (what react-grid-layout reports after a move or a resize). */
export function placeCards(
  cards: readonly TPortalCard[],
  layout: readonly { i: string; x: number; y: number; w: number; h: number }[],
): TPortalCard[] {
  const at = new Map(layout.map((l) => [l.i, l]));
  return cards.map((c) => {
    const l = at.get(c.i);
    return l ? { ...c, x: l.x, y: l.y, w: l.w, h: l.h } : c;
  });
}
