/**
 * What the web app's benches run on: the built app served by a real server on a free port with a scratch PGlite
 * database, and Debian's Chromium through playwright-core, both stopped (and the database removed) by `close`.
 * The build is packages/web/dist, or WEB_BENCH_DIST: a build of its own that nothing rebuilds during the run
 * (`npx vite build packages/web --outDir /tmp/bench-dist --emptyOutDir`).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, startServer } from '@katz/server';
import { chromium, type Browser } from 'playwright-core';

export const WEB_DIST = process.env.WEB_BENCH_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface BenchApp {
  readonly url: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

export async function startBenchApp(name: string): Promise<BenchApp> {
  if (!existsSync(join(WEB_DIST, 'index.html')))
    throw new Error(`no build at ${WEB_DIST}: run npm run build`);
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  const dataDir = mkdtempSync(join(tmpdir(), `katz-${name}-`));
  const loaded = loadConfig({
    PORT: '0',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    WEB_DIST,
    // Every visit of the bench is a new visitor from one address: as many new guests as it takes.
    NEW_GUESTS_PER_ADDRESS: '1000000',
    // And as many accounts (the friends' screenshots register six).
    REGISTRATIONS_PER_ADDRESS: '1000000',
  });
  if (!loaded.ok) throw new Error(loaded.message);
  const server = await startServer(loaded.config);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  return {
    url: server.url,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The value below which `share` of `values` lie (NaN for none). */
export const percentile = (values: readonly number[], share: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? NaN;

export const median = (values: readonly number[]): number => percentile(values, 0.5);
