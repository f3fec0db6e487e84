import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRecordDialog } from './use-record-dialog.ts';

type TValues = { fullName: string; enabledMark: boolean };

function dialogFor(id: string | undefined, data?: object) {
  const onSave = vi.fn(() => Promise.resolve());
  const { result } = renderHook(() =>
    useRecordDialog<TValues>(
      { open: true, id, onClose: () => undefined },
      { info: { data, isLoading: false }, onSave },
    ),
  );
  return { dialog: result.current, onSave };
}

describe('useRecordDialog', () => {
  it('saves an edit with the version its record was loaded at, so a meanwhile edit is refused', async () => {
    const { dialog, onSave } = dialogFor('r1', { id: 'r1', fullName: 'A', enabledMark: 1, version: 3 });
    expect(dialog.initialValues).toMatchObject({ fullName: 'A', enabledMark: true });
    await dialog.onSubmit({ fullName: 'B', enabledMark: false });
    expect(onSave).toHaveBeenCalledWith({ fullName: 'B', enabledMark: 0, id: 'r1', version: 3 });
  });

  it('creates without a version, and edits a record that has none without one', async () => {
    const created = dialogFor(undefined);
    await created.dialog.onSubmit({ fullName: 'N', enabledMark: true });
    expect(created.onSave).toHaveBeenCalledWith({ fullName: 'N', enabledMark: 1, id: undefined });
    const legacy = dialogFor('r2', { id: 'r2', fullName: 'L', enabledMark: 0 });
    await legacy.dialog.onSubmit({ fullName: 'L', enabledMark: false });
    expect(legacy.onSave).toHaveBeenCalledWith({ fullName: 'L', enabledMark: 0, id: 'r2' });
  });
});
