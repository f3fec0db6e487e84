import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { initI18n } from '../app/i18n.ts';

// antd needs matchMedia and ResizeObserver, which jsdom lacks (stack-check G8).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

class ResizeObserverShim {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverShim as unknown as typeof ResizeObserver;

initI18n('zh');

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// React's scheduler runs work left by the last test (a deferred render, a transition) in a later macrotask. Let it
// run while the document exists: after the environment is torn down it throws "window is not defined", an unhandled
// error that fails the run (seen under load in flow-card-round-trip.test.tsx).
afterAll(async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 10));
});
