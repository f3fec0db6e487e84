import type { DragEndEvent } from '@dnd-kit/core';
import type { TFormField, TJnpfKey } from '@app/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VISUALDEV_NS } from '../visualdev-i18n.ts';
import { pushChange, redo, startHistory, undo, type TDesignHistory } from './design-history.ts';
import {
  findField,
  insertField,
  locate,
  moveField,
  removeField,
  ROOT_LIST,
  updateField,
} from './design-tree.ts';
import { copyField, createField } from './field-factory.ts';

/** Where a drop lands: a field (before it) or a list (at its end). */
function dropTarget(fields: readonly TFormField[], overId: string): { listId: string; index: number } | null {
  if (overId.startsWith('list:')) return { listId: overId.slice(5), index: Number.MAX_SAFE_INTEGER };
  if (overId.startsWith('field:')) return locate(fields, Number(overId.slice(6)));
  return null;
}

/** The designer's state: the field tree with undo/redo (Ctrl+Z / Ctrl+Y), the selection and every edit. */
export function useDesignState(initial: TFormField[]) {
  const { t } = useTranslation(VISUALDEV_NS);
  const [history, setHistory] = useState<TDesignHistory>(() => startHistory(initial));
  const [selected, setSelected] = useState<number | null>(null);
  const change = useCallback((next: (fields: TFormField[]) => TFormField[]) => {
    setHistory((h) => pushChange(h, next(h.fields)));
  }, []);
  const remove = useCallback(
    (id: number) => {
      change((fs) => removeField(fs, id));
      setSelected(null);
    },
    [change],
  );
  const copy = useCallback(
    (id: number) =>
      change((fs) => {
        const src = findField(fs, id);
        const at = locate(fs, id);
        return src && at ? insertField(fs, at.listId, at.index + 1, copyField(src, fs)) : fs;
      }),
    [change],
  );
  const newField = useCallback(
    (kind: TJnpfKey, fields: TFormField[]) =>
      createField(kind, { label: t(`kinds.${kind}`), option: t('p.optionName') }, fields),
    [t],
  );
  // Stable callbacks: the palette and the canvas's memoised bodies compare them.
  const add = useCallback(
    (kind: TJnpfKey) => change((fs) => insertField(fs, ROOT_LIST, fs.length, newField(kind, fs))),
    [change, newField],
  );
  const update = useCallback(
    (id: number, next: TFormField) => change((fs) => updateField(fs, id, () => next)),
    [change],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      const target = e.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA)$/.test(target.tagName)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) setHistory(undo);
      else if (key === 'y' || (key === 'z' && e.shiftKey)) setHistory(redo);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const onDragEnd = ({ active, over }: DragEndEvent): void => {
    if (!over || active.id === over.id) return;
    const activeId = String(active.id);
    setHistory((h) => {
      const at = dropTarget(h.fields, String(over.id));
      if (!at) return h;
      if (activeId.startsWith('palette:')) {
        const field = newField(activeId.slice(8) as TJnpfKey, h.fields);
        setSelected(field.__config__.formId as number);
        return pushChange(h, insertField(h.fields, at.listId, at.index, field));
      }
      return pushChange(h, moveField(h.fields, Number(activeId.slice(6)), at.listId, at.index));
    });
  };

  return {
    fields: history.fields,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    selected,
    setSelected,
    onDragEnd,
    undo: () => setHistory(undo),
    redo: () => setHistory(redo),
    replace: (fields: TFormField[]) => change(() => fields),
    add,
    update,
    remove,
    copy,
  };
}
