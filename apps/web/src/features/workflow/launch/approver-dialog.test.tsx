import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPROVER_DIALOG_WIDTH, ApproverDialog } from './approver-dialog.tsx';

const users = [
  {
    id: 'o1',
    fullName: '总部',
    type: 'department',
    hasChildren: true,
    children: [{ id: 'u7', fullName: '王五/wangwu', type: 'user', hasChildren: false, children: null }],
  },
];

function renderDialog(onConfirm: (id: string) => void) {
  const client = new QueryClient();
  client.setQueryData(['orgTree', 'user'], users);
  return render(
    <QueryClientProvider client={client}>
      <App>
        <ApproverDialog open onCancel={() => undefined} onConfirm={onConfirm} />
      </App>
    </QueryClientProvider>,
  );
}

afterEach(() => void i18next.changeLanguage('zh'));

describe('ApproverDialog', () => {
  it('is 450 px wide and refuses to go on without an approver (请选择审批人员)', async () => {
    await i18next.changeLanguage('zh');
    const onConfirm = vi.fn();
    renderDialog(onConfirm);
    await screen.findByRole('dialog');
    expect(APPROVER_DIALOG_WIDTH).toBe(450);
    expect(document.querySelector<HTMLElement>('.ant-modal')?.style.width).toBe('450px');
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('请选择审批人员')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('hands over the chosen approver', async () => {
    await i18next.changeLanguage('en');
    const onConfirm = vi.fn();
    renderDialog(onConfirm);
    const picker = await screen.findByRole('combobox', { name: 'Approver' });
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: '王五' } });
    fireEvent.click(await screen.findByTitle('王五/wangwu'));
    fireEvent.click(screen.getByRole('button', { name: /confirm|ok/i }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('u7'));
  });
});
