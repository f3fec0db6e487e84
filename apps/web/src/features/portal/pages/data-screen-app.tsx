import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../../../app/providers.tsx';
import { DataScreenPage } from './data-screen-page.tsx';

/** Renders the data screen alone into #root (the data screen's entry, data-screen-main.tsx). */
export function mountDataScreen(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('data-screen.html lacks #root');
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <DataScreenPage />
      </AppProviders>
    </StrictMode>,
  );
}
