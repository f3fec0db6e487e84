import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../utils/storage.ts';

/** What the column chooser reads of a column: its stable key, whether it is pinned, and its default. */
export interface TChoosable {
  key?: unknown;
  dataIndex?: unknown;
  fixed?: unknown;
  /** Left out of the default view (the column chooser shows it on request). */
  isHiddenByDefault?: boolean;
}

/** The user's choices of one list: column key → shown. Columns not listed keep their default. */
export type TColumnChoice = Readonly<Record<string, boolean>>;

/** The localStorage key of a list's column choices. */
export function columnStorageKey(listKey: string): string {
  return `jnpf_columns:${listKey}`;
}

/**
 * The stable key of a column: its `key`, else its `dataIndex` when that is a plain field name. Column permissions
 * (`permissionList[].column[].enCode`) and the stored choices both go by it.
 */
export function columnIdOf(column: TChoosable): string | undefined {
  if (typeof column.key === 'string' && column.key) return column.key;
  return typeof column.dataIndex === 'string' && column.dataIndex ? column.dataIndex : undefined;
}

/** True for a column the chooser offers: keyed and not pinned (the row actions always stay). */
export function isChoosable(column: TChoosable): boolean {
  return columnIdOf(column) !== undefined && !column.fixed;
}

/** True when the column shows: the user's choice if any, else its default. */
export function isColumnShown(column: TChoosable, choice: TColumnChoice): boolean {
  const id = columnIdOf(column);
  if (!id || !isChoosable(column)) return true;
  return choice[id] ?? !column.isHiddenByDefault;
}

/** The columns to render, in their declared order. */
export function shownColumns<C extends TChoosable>(columns: readonly C[], choice: TColumnChoice): C[] {
  return columns.filter((c) => isColumnShown(c, choice));
}

/** The stored choices, ignoring anything that is not a key → boolean map. */
export function parseColumnChoice(raw: string | null): TColumnChoice {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'),
    );
  } catch {
    return {};
  }
}

/** One list's column choices, remembered in localStorage under `listKey`. */
export function useColumnChoice(listKey: string): {
  choice: TColumnChoice;
  setShown: (id: string, isShown: boolean) => void;
  reset: () => void;
} {
  const storageKey = columnStorageKey(listKey);
  const [state, setState] = useState(() => ({
    key: storageKey,
    choice: parseColumnChoice(readStored(storageKey)),
  }));
  // A list reused for another page (another key) reads that page's choices.
  const choice = state.key === storageKey ? state.choice : parseColumnChoice(readStored(storageKey));
  const save = useCallback(
    (next: TColumnChoice) => {
      const isEmpty = Object.keys(next).length === 0;
      writeStored(storageKey, isEmpty ? null : JSON.stringify(next));
      setState({ key: storageKey, choice: next });
    },
    [storageKey],
  );
  return {
    choice,
    setShown: (id, isShown) => save({ ...choice, [id]: isShown }),
    reset: () => save({}),
  };
}
