import { useMemo } from 'react';
import type { TEditDialogProps } from './edit-dialog.tsx';

/** A dialog's values as their save body: the switches back to 0/1, with the record's id (undefined creates). */
export type TRecordBody<V, K extends keyof V> = Omit<V, K> & { [P in K]: 0 | 1 } & {
  id?: string;
  version?: number;
};

/** How a record dialog is opened: on a record's id (undefined creates one), and how it closes. */
export interface TRecordDialogState {
  open: boolean;
  id?: string;
  onClose: () => void;
}

interface TRecordDialogOptions<V extends object, K extends keyof V & string> {
  /** The record's query, fetching only while the dialog is open on an id. */
  info: { data?: object; isLoading: boolean };
  /** More values a new record starts from (every one starts enabled, with sort code 0). */
  defaults?: Partial<V>;
  /** The record's 0/1 fields the form edits as switches (default: enabledMark). */
  switches?: readonly K[];
  /** Finishes the loaded record's values; a memo dependency, so a module function or a memoised one. */
  adapt?: (values: Partial<V>) => Partial<V>;
  onSave: (body: TRecordBody<V, K>) => Promise<unknown>;
}

const ENABLED_ONLY: readonly string[] = ['enabledMark'];
const NEW_RECORD = { enabledMark: true, sortCode: 0 };

/**
 * EditDialog's state for creating or editing a record with an enable switch: the form starts from `defaults`
 * or from the loaded record (its 0/1 switches as booleans), and saves the values with the id and the switches
 * as 0/1. `dialog` is the dialog's own open, id and onClose, as its page passes them.
 */
export function useRecordDialog<V extends object, K extends keyof V & string = 'enabledMark' & keyof V>(
  dialog: TRecordDialogState,
  options: TRecordDialogOptions<V, K>,
): Pick<TEditDialogProps<V>, 'open' | 'onClose' | 'initialValues' | 'isLoading' | 'onSubmit'> {
  const { id } = dialog;
  const { info, adapt, onSave } = options;
  const switches = options.switches ?? (ENABLED_ONLY as readonly K[]);
  // Compared by content: a dialog passes its defaults as a fresh literal on every render, and a new object here
  // would reset the form (EditDialog refills it whenever its initial values change).
  const defaultsKey = JSON.stringify({ ...NEW_RECORD, ...options.defaults });
  const initialValues = useMemo<Partial<V> | undefined>(() => {
    if (!id) return JSON.parse(defaultsKey) as Partial<V>;
    const record = info.data as Record<string, unknown> | undefined;
    if (!record) return undefined;
    const flags = Object.fromEntries(switches.map((k) => [k, record[k] === 1]));
    const values = { ...record, ...flags } as Partial<V>;
    return adapt ? adapt(values) : values;
  }, [id, info.data, defaultsKey, switches, adapt]);
  return {
    open: dialog.open,
    onClose: dialog.onClose,
    initialValues,
    isLoading: Boolean(id) && info.isLoading,
    onSubmit: (v) => {
      const flags = Object.fromEntries(switches.map((k) => [k, v[k] ? 1 : 0]));
      // The version the form was loaded at: an edit made meanwhile by someone else is refused (409), not overwritten.
      const version = id ? (info.data as { version?: unknown } | undefined)?.version : undefined;
      const based = typeof version === 'number' ? { version } : {};
      return onSave({ ...v, id, ...flags, ...based } as TRecordBody<V, K>);
    },
  };
}
