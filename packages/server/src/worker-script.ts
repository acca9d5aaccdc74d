/**
 * A worker thread's compiled file, by its path under `src/` (`db/pglite-worker.js`). From the build it sits
 * beside this module's compiled copy; when the server runs from its TypeScript sources (the tests do), it is
 * the build's copy, which `npm test` makes first: Node runs a worker thread from JavaScript only.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function workerScript(path: string): URL {
  const beside = new URL(`./${path}`, import.meta.url);
  if (existsSync(fileURLToPath(beside))) return beside;
  const built = new URL(`../dist/src/${path}`, import.meta.url);
  if (existsSync(fileURLToPath(built))) return built;
  throw new Error(`the worker ${path} is not built (${fileURLToPath(built)}): run "npm run build" first`);
}
