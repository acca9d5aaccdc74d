/**
 * The web app's build. Workspace packages are bundled from their TypeScript sources (the `source` export
 * condition), so the app never waits for their own build; `/api` goes to a running server in `npm run dev`.
 */
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    // The bot search is large; it lives in the worker's own chunk and never in the table's.
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', ws: true },
      '/health': 'http://127.0.0.1:3000',
    },
  },
});
