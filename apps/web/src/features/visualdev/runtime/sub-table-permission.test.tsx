import type { TFormField } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { lockSubTables, type TFieldStates } from '../../../shared/form-renderer/form-renderer-types.ts';
import { RecordFormDialog } from './record-form-dialog.tsx';
import { runtimeKeys } from './runtime-api.ts';

const field = (jnpfKey: string, key: string, more: Record<string, unknown> = {}): TFormField =>
  ({ __config__: { jnpfKey, label: key, formId: key.length }, __vModel__: key, ...more }) as TFormField;

const lines = {
  ...field('table', 'lines'),
  __config__: {
    jnpfKey: 'table',
    label: '明细',
    children: [field('comInput', 'item'), field('numInput', 'price')],
  },
} as TFormField;
const fields = [field('comInput', 'title'), lines];
/** The clerk of the server's form-permission test: every field but the sub-table's `price` column. */
const clerk: TFieldStates = { 'lines-price': 'hidden' };

/** The record dialog of model m1, editing record r1 (`id`) or creating one, with `states`. */
function renderDialog(id: string | undefined, states: TFieldStates) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(runtimeKeys.record('m1', 'r1', 'info'), {
    title: '丙',
    lines: [{ item: '螺丝', price: 2.5 }],
    version: 1,
  });
  render(
    <QueryClientProvider client={client}>
      <App>
        <RecordFormDialog
          modelId="m1"
          formData={{ fields }}
          target={id ? { id } : {}}
          fieldStates={states}
          onClose={() => undefined}
        />
      </App>
    </QueryClientProvider>,
  );
}

describe('a sub-table with a column hidden by form permissions', () => {
  it('is read-only when editing a stored record: no rows added or removed, no cell edited, the column not shown', async () => {
    renderDialog('r1', clerk);
    const cell = await screen.findByDisplayValue('螺丝');
    const table = cell.closest('.form-renderer-sub-table') as HTMLElement;
    expect(within(table).queryByRole('columnheader', { name: 'price' })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'item' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('textbox')
        .every((i) => (i as HTMLInputElement).disabled),
    ).toBe(true);
    expect(within(table).queryByRole('button')).toBeNull();
    // The other fields stay editable.
    expect(screen.getByDisplayValue<HTMLInputElement>('丙').disabled).toBe(false);
  });

  it('takes new rows on a create (the hidden column takes its default on the server), without the column', async () => {
    renderDialog(undefined, clerk);
    const add = await screen.findByRole('button', { name: /添加/ });
    const table = add.closest('.form-renderer-sub-table') as HTMLElement;
    expect(within(table).queryByRole('columnheader', { name: 'price' })).toBeNull();
  });

  it('stays editable for a user who sees every column', async () => {
    renderDialog('r1', {});
    const table = (await screen.findByDisplayValue('螺丝')).closest(
      '.form-renderer-sub-table',
    ) as HTMLElement;
    expect(within(table).getByRole('columnheader', { name: 'price' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: /添加/ })).toBeTruthy();
    expect(within(table).getByDisplayValue<HTMLInputElement>('螺丝').disabled).toBe(false);
  });

  it('lockSubTables marks only tables with a hidden column, and leaves a hidden table hidden', () => {
    expect(lockSubTables(fields, clerk)).toEqual({ 'lines-price': 'hidden', lines: 'readonly' });
    expect(lockSubTables(fields, { title: 'hidden' })).toEqual({ title: 'hidden' });
    expect(lockSubTables(fields, { lines: 'hidden', 'lines-price': 'hidden' }).lines).toBe('hidden');
  });
});
