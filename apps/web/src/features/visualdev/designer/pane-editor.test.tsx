import { fireEvent, render, screen } from '@testing-library/react';
import type { TFormField } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createField } from './field-factory.ts';
import { PaneEditor } from './pane-editor.tsx';

describe('PaneEditor', () => {
  it('adds a pane with a fresh id and renames one, keeping the fields of the others', () => {
    const tab = createField('tab', { label: 'T', option: 'O' }, []);
    const onChange = vi.fn<(next: TFormField) => void>();
    render(<PaneEditor field={tab} fields={[tab]} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /添加面板/ }));
    const added = onChange.mock.calls[0][0].__config__.children ?? [];
    expect(added).toHaveLength(2);
    expect(new Set(added.map((p) => p.__config__.formId)).size).toBe(2);
    fireEvent.change(screen.getByLabelText('面板 1'), { target: { value: '基本信息' } });
    expect(onChange.mock.calls[1][0].__config__.children?.[0].__config__).toMatchObject({
      label: '基本信息',
      children: [],
    });
  });
});
