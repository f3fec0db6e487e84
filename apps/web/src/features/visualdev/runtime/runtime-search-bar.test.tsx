import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RuntimeSearchBar } from './runtime-search-bar.tsx';
import { toSearchFields } from './search-query.ts';

const FIELDS = toSearchFields([
  { __config__: { jnpfKey: 'comInput', label: '客户名称' }, __vModel__: 'name', searchType: 2 },
  { __config__: { jnpfKey: 'numInput', label: '数量' }, __vModel__: 'qty', searchType: 3 },
]);

describe('RuntimeSearchBar', () => {
  it('sends what was typed into its fields as the List json, and {} on reset', async () => {
    const onSearch = vi.fn();
    render(<RuntimeSearchBar fields={FIELDS} onSearch={onSearch} />);
    fireEvent.change(screen.getByLabelText('客户名称'), { target: { value: ' 甲公司 ' } });
    fireEvent.change(screen.getByLabelText('数量 最小值'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ name: '甲公司', qty: [5, null] }));
    fireEvent.click(screen.getByRole('button', { name: /重\s?置/ }));
    expect(onSearch).toHaveBeenLastCalledWith({});
  });
});
