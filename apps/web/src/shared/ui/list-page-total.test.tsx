import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ListPage } from './list-page.tsx';
import type { TPaged } from './use-paged-query.ts';

type TRow = { id: string; name: string };

function renderWithTotal(total: number, isTotalCapped?: boolean): void {
  const query = {
    data: {
      list: [{ id: '1', name: '张三' }],
      pagination: {
        currentPage: 1,
        pageSize: 20,
        total,
        ...(isTotalCapped === undefined ? {} : { isTotalCapped }),
      },
    },
    isFetching: false,
    isError: false,
    refetch: () => undefined,
  } as unknown as UseQueryResult<TPaged<TRow>>;
  render(
    <MemoryRouter initialEntries={['/any']}>
      <ListPage<TRow>
        rowKey="id"
        columns={[{ title: '姓名', dataIndex: 'name' }]}
        query={query}
        page={{ currentPage: 1, pageSize: 20 }}
        onPageChange={() => undefined}
        columnsKey={`test-${Math.random()}`}
      />
    </MemoryRouter>,
  );
}

describe('the list scaffold total', () => {
  it('says an exact total as it is', () => {
    renderWithTotal(37);
    expect(screen.getByText('共 37 条')).toBeInTheDocument();
  });

  it('says a total the server stopped counting at is at least that (ADR 0017)', () => {
    renderWithTotal(10_000, true);
    expect(screen.getByText('共 10000+ 条')).toBeInTheDocument();
    expect(screen.queryByText('共 10000 条')).toBeNull();
  });
});
