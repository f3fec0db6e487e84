import { useState } from 'react';
import type { TRecordDialogState } from './use-record-dialog.ts';

/** Where a create/edit dialog opens: on a record's id to edit it, else with what a new one starts under. */
export type TEditTarget<E extends object> = Partial<E> & { id?: string };

/**
 * The record a page's create/edit dialog is open on: `open({ id })` edits, `open({})` (or with the page's
 * context, e.g. `{ parentId }`) creates; `dialog` is what the dialog takes (open, id, onClose, and that context).
 */
export function useEditTarget<E extends object = object>(): {
  open: (target: TEditTarget<E>) => void;
  dialog: TRecordDialogState & Partial<E>;
} {
  const [target, setTarget] = useState<TEditTarget<E> | null>(null);
  const context = { ...target } as Partial<E>;
  return {
    open: setTarget,
    dialog: { ...context, open: target !== null, id: target?.id, onClose: () => setTarget(null) },
  };
}
