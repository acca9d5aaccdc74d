/**
 * The web app's build. Workspace packages are bundled from their TypeScript sources (the `source` export
 * condition), so the app never waits for their own build; `/api` goes to a running server in `npm run dev`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { CHUNK_GROUPS } from './build/chunk-groups.js';
import { pagePreloads } from './build/page-preloads.js';

/** The files of public/ that the offline app needs besides the built assets. */
const PUBLIC_FILES = ['/icon.svg', '/icon-192.png', '/icon-512.png', '/manifest.webmanifest'];

/**
 * Lists every file of the build in precache.json, for the service worker (public/sw.js) to cache at install.
 * Written once the bundle is on disk: earlier, the bundle still holds chunks that Vite drops afterwards (a
 * chunk of nothing but CSS), and a listed file that does not exist fails the whole install.
 */
function precacheList(): Plugin {
  return {
    name: 'katz-precache-list',
    apply: 'build',
    writeBundle(options, bundle) {
      const built = Object.keys(bundle)
        .filter((file) => file !== 'index.html')
        .map((file) => `/${file}`);
      writeFileSync(
        join(options.dir ?? 'dist', 'precache.json'),
        JSON.stringify([...PUBLIC_FILES, ...built]),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precacheList(), pagePreloads()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    // The bot search is large; it lives in the worker's own chunk and never in the table's.
    chunkSizeWarningLimit: 700,
    // One stylesheet for every page (9 KB gzipped), loaded with the entry: split by page, a first screen asked
    // for up to six more files, for a few kilobytes saved.
    cssCodeSplit: false,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', ws: true },
      '/health': 'http://127.0.0.1:3000',
    },
  },
});
