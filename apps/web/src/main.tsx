import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/global.css';
import { startI18n } from './app/i18n.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { getToken } from './shared/auth/auth-store.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// Fetch the first screen's code while the texts and the router start, instead of after the first route match.
if (window.location.pathname === '/login') void import('./features/login/pages/login-page.tsx');
else if (getToken()) void import('./app/layouts/layout-route.tsx');

// The first render waits for the start-up language's texts (built in for zh, one small file otherwise).
void startI18n().then(() => {
  const router = createAppRouter();
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
