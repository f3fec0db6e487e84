import type { TFormField } from '@app/contracts';

/** The designed form with its undo and redo stacks (kept to 100 steps). */
export interface TDesignHistory {
  fields: TFormField[];
  past: TFormField[][];
  future: TFormField[][];
}

const LIMIT = 100;

/** A history starting at `fields`. */
export function startHistory(fields: TFormField[]): TDesignHistory {
  return { fields, past: [], future: [] };
}

/** The history after one change (redo stack cleared). */
export function pushChange(h: TDesignHistory, fields: TFormField[]): TDesignHistory {
  return { fields, past: [...h.past, h.fields].slice(-LIMIT), future: [] };
}

/** One step back, or the same history when there is none. */
export function undo(h: TDesignHistory): TDesignHistory {
  const prev = h.past.at(-1);
  return prev ? { fields: prev, past: h.past.slice(0, -1), future: [h.fields, ...h.future] } : h;
}

/** One step forward again, or the same history when there is none. */
export function redo(h: TDesignHistory): TDesignHistory {
  const [next, ...rest] = h.future;
  return next ? { fields: next, past: [...h.past, h.fields], future: rest } : h;
}
