import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form, type FormInstance } from 'antd';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { reportKeys } from '../../report/api.ts';
import { toMenuBody } from './menu-edit-dialog.tsx';
import { MenuFormFields } from './menu-form-fields.tsx';

const reports = [
  { id: 'r1', fullName: '销售报表', enCode: 'sales', state: 1 },
  { id: 'r2', fullName: '库存报表', enCode: 'stock', state: 0 },
];

/** The menu dialog's fields for a menu of `type`, with the report picker's list already loaded. */
function renderFields(type: number) {
  const client = new QueryClient();
  client.setQueryData(reportKeys.options, reports);
  const ref: { form?: FormInstance } = {};
  function Fields() {
    const [form] = Form.useForm();
    ref.form = form;
    return (
      <Form form={form} initialValues={{ type, parentId: '-1', fullName: '报表菜单', enCode: 'rptmenu' }}>
        <MenuFormFields parents={[]} isLoading={false} />
      </Form>
    );
  }
  render(
    <QueryClientProvider client={client}>
      <App>
        <Fields />
      </App>
    </QueryClientProvider>,
  );
  return ref;
}

afterEach(() => void i18next.changeLanguage('zh'));

describe('MenuFormFields', () => {
  it('offers a type-5 menu the reports by name and saves the picked one as its moduleId', async () => {
    await i18next.changeLanguage('en');
    const ref = renderFields(5);
    const picker = await screen.findByRole('combobox', { name: 'Report' });
    fireEvent.mouseDown(picker);
    expect(await screen.findByTitle('库存报表 (stock) · disabled')).toBeTruthy();
    fireEvent.change(picker, { target: { value: '销售' } });
    fireEvent.click(await screen.findByTitle('销售报表 (sales)'));
    await waitFor(() => expect(ref.form?.getFieldValue('moduleId')).toBe('r1'));
    await ref.form!.validateFields(['moduleId']);
    const values = ref.form!.getFieldsValue(true) as Parameters<typeof toMenuBody>[0];
    expect(toMenuBody({ ...values, type: 5 }, undefined).propertyJson).toEqual({ moduleId: 'r1', isTree: 0 });
  });

  it('refuses to save a type-5 menu without a report', async () => {
    await i18next.changeLanguage('en');
    const ref = renderFields(5);
    await expect(ref.form!.validateFields(['moduleId'])).rejects.toBeTruthy();
    expect(await screen.findByText('Pick a report')).toBeTruthy();
  });

  it('keeps a plain id input for the types without a picker (4, 6)', async () => {
    await i18next.changeLanguage('en');
    renderFields(4);
    await screen.findByRole('combobox', { name: 'Type' });
    expect(screen.queryByRole('combobox', { name: 'Report' })).toBeNull();
  });
});
