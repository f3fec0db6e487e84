import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormOperates } from './form-operates.tsx';

const fields = [
  { value: 'days', label: 'Days' },
  { value: 'reason', label: 'Reason' },
];

describe('field rights of a node', () => {
  it('lists every form field, editable at the start, and hiding a field also makes it read-only', () => {
    const onChange = vi.fn();
    render(<FormOperates fields={fields} value={null} isWritableByDefault onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: /^Days .*(Editable|可编辑)$/ })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Days .*(Visible|可见)$/ }));
    expect(onChange).toHaveBeenCalledWith([
      { id: 'days', name: 'Days', read: false, write: false },
      { id: 'reason', name: 'Reason', read: true, write: true },
    ]);
  });

  it('keeps the stored rights and shows nothing without a form', () => {
    const stored = [{ id: 'reason', name: 'Reason', read: true, write: true }];
    render(<FormOperates fields={fields} value={stored} isWritableByDefault={false} onChange={vi.fn()} />);
    expect(screen.getByRole('checkbox', { name: /^Days .*(Editable|可编辑)$/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Reason .*(Editable|可编辑)$/ })).toBeChecked();
    const { container } = render(
      <FormOperates fields={[]} value={null} isWritableByDefault onChange={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
