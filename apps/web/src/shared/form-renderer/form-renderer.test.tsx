import type { TFormField } from '@app/contracts';
import { FORM_FIXTURES } from '@app/contracts/visualdev-fixtures';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { App, Form, type FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { FormRenderer, type TRenderableForm } from './form-renderer.tsx';
import type { TFieldStates } from './form-renderer-types.ts';
import { calculationsOf, computeExpression, initialValues, sumColumns } from './form-values.ts';

function renderForm(
  formData: TRenderableForm,
  form: FormInstance,
  fieldStates?: TFieldStates,
  values?: Record<string, unknown>,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <FormRenderer formData={formData} form={form} fieldStates={fieldStates} values={values} />
      </App>
    </QueryClientProvider>,
  );
}

function makeForm(): FormInstance {
  return renderHook(() => Form.useForm()).result.current[0];
}

async function errorsOf(form: FormInstance): Promise<Record<string, string[]>> {
  let out: Record<string, string[]> = {};
  await act(async () => {
    await form.validateFields().catch((e: { errorFields: { name: string[]; errors: string[] }[] }) => {
      out = Object.fromEntries(e.errorFields.map((f) => [f.name.join('.'), f.errors]));
    });
  });
  return out;
}

const basic = FORM_FIXTURES.basic as unknown as TRenderableForm;

describe('FormRenderer', () => {
  it.each(Object.entries(FORM_FIXTURES))('renders the %s fixture with every label', (_, fixture) => {
    const form = makeForm();
    const data = fixture as unknown as TRenderableForm;
    renderForm(data, form);
    const labels = data.fields
      .filter((f: TFormField) => f.__vModel__ && f.__config__.showLabel !== false)
      .map((f: TFormField) => f.__config__.label ?? '');
    for (const label of labels) expect(screen.getAllByText(label).length).toBeGreaterThan(0);
  });

  it('refuses an empty required field and a value breaking regList, with the contracts rules', async () => {
    const form = makeForm();
    renderForm(basic, form);
    expect((await errorsOf(form)).comInputField101).toEqual(['单行输入不能为空']);
    act(() => form.setFieldValue('comInputField101', 'a b!'));
    expect((await errorsOf(form)).comInputField101).toEqual(['只能输入字母数字汉字']);
    act(() => form.setFieldValue('comInputField101', '好ab1'));
    expect((await errorsOf(form)).comInputField101).toBeUndefined();
    act(() => form.setFieldValue('numInputField103', 1001));
    expect((await errorsOf(form)).numInputField103).toEqual(['数字输入不能大于1000']);
  });

  it('shows stored values through each adapter and writes them back in the stored shape', async () => {
    const form = makeForm();
    const at = new Date(2023, 10, 14).getTime();
    renderForm(basic, form, undefined, {
      dateField113: at,
      timeField111: '08:30:00',
      switchField106: 1,
      selectField109: '2',
      radioField107: '1',
    });
    expect(screen.getByDisplayValue('2023-11-14')).toBeInTheDocument();
    expect(screen.getByDisplayValue('08:30:00')).toBeInTheDocument();
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getAllByTitle('选项二').some((el) => el.closest('.ant-select'))).toBe(true);
    expect(screen.getByRole('radio', { name: '选项一' })).toBeChecked();
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(form.getFieldValue('switchField106')).toBe(0));
    expect(form.getFieldValue('dateField113')).toBe(at);
  });

  it('skips the rules of a read-only field and hides a hidden one', async () => {
    const form = makeForm();
    renderForm(basic, form, { comInputField101: 'readonly', textareaField102: 'hidden' });
    expect((await errorsOf(form)).comInputField101).toBeUndefined();
    expect(screen.getByText('多行输入').closest('.ant-form-item-hidden')).not.toBeNull();
  });

  it('checks required cells of the sub-table', async () => {
    const form = makeForm();
    renderForm(FORM_FIXTURES.layout as unknown as TRenderableForm, form);
    act(() => form.setFieldValue('tableField148', [{ numInputField145: 2 }]));
    expect((await errorsOf(form)).tableField148?.[0]).toContain('不能为空');
  });
});

describe('form values', () => {
  it('computes a calculated field from values and sub-table sums, 0 on error', () => {
    expect(computeExpression(['a', '+', 'b', '×', '2'], { a: 1, b: -3 })).toBe(-5);
    expect(computeExpression(['t.q', '+', '1'], { t: [{ q: 2 }, { q: 3 }] })).toBe(6);
    expect(computeExpression(['a', '÷', '0'], { a: 1 })).toBe(0);
    expect(computeExpression('nope', {})).toBe(0);
  });

  it('watches only the fields a calculation reads (a sub-table by its key), not the whole form', () => {
    const f = (jnpfKey: string, key: string, more: Record<string, unknown> = {}) =>
      ({ __config__: { jnpfKey }, __vModel__: key, ...more }) as TFormField;
    const lines = {
      ...f('table', 'lines'),
      __config__: { jnpfKey: 'table', children: [f('numInput', 'q')] },
    };
    const fields = [
      f('numInput', 'a'),
      f('comInput', 'note'),
      lines,
      f('calculate', 't', { expression: ['a', '+', 'lines.q', '×', '2'] }),
    ];
    const { calcs, deps } = calculationsOf(fields as TFormField[]);
    expect(calcs.map((c) => c.__vModel__)).toEqual(['t']);
    expect(deps).toEqual(['a', 'lines']);
    expect(calculationsOf([f('comInput', 'x')] as TFormField[])).toEqual({ calcs: [], deps: [] });
  });

  it('sums the numeric columns of a sub-table and starts from defaults', () => {
    const cols = [
      { __config__: { jnpfKey: 'numInput' }, __vModel__: 'q' },
      { __config__: { jnpfKey: 'comInput' }, __vModel__: 'n' },
    ] as TFormField[];
    expect(sumColumns([{ q: 2 }, { q: '3' }, { q: 'x' }], cols)).toEqual({ q: 5 });
    expect(initialValues(basic.fields).switchField106).toBe(0);
    expect(initialValues(basic.fields, { a: 1 }).a).toBe(1);
  });
});
