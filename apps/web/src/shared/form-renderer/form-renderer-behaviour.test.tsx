import type { TFormField } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { App, Button, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './field-options.ts';
import { FormRenderer } from './form-renderer.tsx';
import { RelationAttrField, RelationRecordsProvider, useRelationRecords } from './relation-fields.tsx';

const field = (jnpfKey: string, key: string, more: Record<string, unknown> = {}): TFormField =>
  ({ __config__: { jnpfKey, label: key, formId: key.length }, __vModel__: key, ...more }) as TFormField;

function renderFields(fields: TFormField[]): FormInstance {
  const form = renderHook(() => Form.useForm()).result.current[0];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <FormRenderer formData={{ fields }} form={form} />
      </App>
    </QueryClientProvider>,
  );
  return form;
}

describe('FormRenderer behaviour', () => {
  it('recomputes a calculated field after the debounce, from fields and a sub-table column sum', async () => {
    const lines = {
      ...field('table', 'lines'),
      __config__: { jnpfKey: 'table', label: 'lines', children: [field('numInput', 'qty')] },
    } as TFormField;
    const form = renderFields([
      field('numInput', 'a'),
      lines,
      field('calculate', 'total', { expression: ['a', '×', '2', '+', 'lines.qty'] }),
    ]);
    act(() => form.setFieldsValue({ a: 3, lines: [{ qty: 1 }, { qty: 4 }] }));
    expect(form.getFieldValue('total')).toBeUndefined();
    await waitFor(() => expect(form.getFieldValue('total')).toBe(11), { timeout: 2000 });
  });

  it('adds and removes sub-table rows and sums the numeric column in the 合计 row', async () => {
    const lines = {
      ...field('table', 'lines'),
      __config__: {
        jnpfKey: 'table',
        label: '明细',
        children: [field('comInput', 'name'), field('numInput', 'qty')],
      },
    } as TFormField;
    const form = renderFields([lines]);
    fireEvent.click(screen.getByRole('button', { name: /添加/ }));
    fireEvent.click(screen.getByRole('button', { name: /添加/ }));
    await waitFor(() => expect(form.getFieldValue('lines')).toHaveLength(2));
    act(() => form.setFieldValue('lines', [{ qty: 2 }, { qty: 5 }]));
    await waitFor(() => expect(screen.getByText('7')).toBeInTheDocument());
    expect(screen.getByText('合计')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: '删除行' })[0]);
    await waitFor(() => expect(form.getFieldValue('lines')).toEqual([{ qty: 5 }]));
  });

  it('reads data interface answers as a list, {list} or {data}', () => {
    expect(rowsOf([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(rowsOf({ list: [1] })).toEqual([1]);
    expect(rowsOf({ data: [2] })).toEqual([2]);
    expect(rowsOf('x')).toEqual([]);
  });

  it('shows the attribute of the record picked in its relationForm field', async () => {
    const Pick = (): ReactNode => {
      const records = useRelationRecords();
      return <Button onClick={() => records.set('rel', { id: '1', city: '深圳' })}>pick</Button>;
    };
    render(
      <RelationRecordsProvider>
        <Pick />
        <RelationAttrField
          field={field('relationFormAttr', 'x', { relationField: 'rel', showField: 'city' })}
        />
      </RelationRecordsProvider>,
    );
    expect(screen.getByText('—')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'pick' }));
    await waitFor(() => expect(screen.getByText('深圳')).toBeInTheDocument());
  });
});
