import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastError } from '../shared/ui/feedback.ts';
import { isDuplicateNavigation, RouteErrorPage } from './root-route.tsx';

vi.mock('../shared/ui/feedback.ts', () => ({ toastError: vi.fn(), TOAST_SECONDS: 1.5 }));

function failingRouter(start: string, error: Error) {
  const fail = (): never => {
    throw error;
  };
  return createMemoryRouter(
    [
      {
        path: '/',
        ErrorBoundary: RouteErrorPage,
        children: [
          { path: 'home', loader: start === '/home' ? fail : () => null, Component: () => <p>home</p> },
          { path: 'broken', loader: fail, Component: () => <p>broken</p> },
        ],
      },
    ],
    { initialEntries: [start] },
  );
}

describe('a failed navigation', () => {
  afterEach(() => vi.clearAllMocks());

  it('replaces the route with /home and toasts the error text', async () => {
    const router = failingRouter('/broken', new Error('chunk failed'));
    const view = render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(toastError).toHaveBeenCalledWith('chunk failed');
    await view.findByText('home');
  });

  it('stays on a duplicate navigation and shows the text there', async () => {
    const router = failingRouter('/home', new Error('home failed'));
    const view = render(<RouterProvider router={router} />);
    await view.findByText('home failed');
    expect(router.state.location.pathname).toBe('/home');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('counts a NavigationDuplicated error as a duplicate navigation anywhere', () => {
    const duplicate = Object.assign(new Error('dup'), { name: 'NavigationDuplicated' });
    expect(isDuplicateNavigation(duplicate, '/permission/user')).toBe(true);
    expect(isDuplicateNavigation(new Error('x'), '/permission/user')).toBe(false);
  });
});
