import type { TFlowNode } from '@app/contracts';
import { compile } from '@app/workflow-engine/compile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { downloadJson } from '../../../shared/utils/download-json.ts';
import { FlowDesigner } from './flow-designer.tsx';
import fixture from './fixtures/flow-card-every-node.json';
import { listNodes } from './flow-tree.ts';

vi.mock('../../../shared/utils/download-json.ts', () => ({ downloadJson: vi.fn() }));

const CARD: TFlowNode = fixture as unknown as TFlowNode;

function renderDesigner() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <FlowDesigner onClose={() => undefined} />
      </App>
    </QueryClientProvider>,
  );
}

/** What the designer's 导出 JSON hands to the download. */
function exported(): unknown {
  fireEvent.click(screen.getByRole('button', { name: /导出|Export/ }));
  const calls = vi.mocked(downloadJson).mock.calls;
  return calls[calls.length - 1]?.[1];
}

describe('the flow designer and a JNPF FlowCard', () => {
  it('covers every node type and compiles in the engine', () => {
    const types = new Set(listNodes(CARD).map((n) => (n.isInterflow ? 'parallel' : n.type)));
    for (const type of ['start', 'approver', 'copy', 'timer', 'condition', 'parallel', 'empty', 'subFlow'])
      expect(types).toContain(type);
    expect(listNodes(CARD).some((n) => n.type === 'condition' && n.properties?.isDefault)).toBe(true);
    expect(compile(CARD).ok).toBe(true);
  });

  it('imports the JSON, opens every node and exports it unchanged', { timeout: 60_000 }, async () => {
    const { container } = renderDesigner();
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no import input');
    const file = new File([JSON.stringify(CARD)], 'flow.json', { type: 'application/json' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(screen.getByTestId('node-sf')).toBeInTheDocument());
    for (const node of listNodes(CARD).filter((n) => n.type !== 'empty')) {
      fireEvent.click(screen.getByTestId(`node-${node.nodeId}`));
      const close = await waitFor(() => {
        const found = document.querySelector<HTMLElement>('.ant-drawer-open .ant-drawer-close');
        if (!found?.closest('.ant-drawer')?.textContent?.includes(node.properties?.title ?? ''))
          throw new Error(`no drawer for ${node.nodeId}`);
        return found;
      });
      fireEvent.click(close);
    }
    expect(screen.queryByText(/需要完善|to fix/)).not.toBeInTheDocument();
    expect(exported()).toEqual(CARD);
  });
});
