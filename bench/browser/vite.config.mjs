// Builds bench/browser/renderer-harness.html (the FormRenderer alone) the way the product is built (production
// React, the same plugin). Used by bench/browser-designers.mjs; run from the repository's root.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: { emptyOutDir: true, rolldownOptions: { input: 'renderer-harness.html' } },
});
