import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API the dev server forwards to; the e2e and production builds are served by the server itself.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

// Long-lived vendor chunks for the libraries every page needs, so an app change does not invalidate them.
// antd and the rest are left to route-level splitting: a group would pull every component (and lazily used
// libraries such as quill or dompurify) into the sign-in page's first load.
const vendorGroups = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 30,
  },
  { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 15 },
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Two pages (paths from the web root): the app, and the data screen's light entry (served for /dataScreen,
      // ADR 0018).
      input: { main: 'index.html', dataScreen: 'data-screen.html' },
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
