/**
 * One visit to a page as a player meets it, timed from outside in Chromium: a fresh browser context (no cache,
 * no cookie but the player's own), the network slowed by a round trip (CDP `Network.emulateNetworkConditions`)
 * or the CPU slowed (CDP `Emulation.setCPUThrottlingRate`), and either a first visit (cold) or a second one
 * after the first visit's service worker has cached the app (warm). The page is usable in the first frame that
 * holds its ready element; the requests it made until then are its waterfall.
 */
import type { Browser } from 'playwright-core';
import type { BenchPage, PageFixtures } from './page-fixtures.js';
import { readyAt, visitContext } from './visit-context.js';
import type { Fetched } from './waterfall.js';

export interface Condition {
  /** As the column of docs/web.md's table names it. */
  readonly label: string;
  readonly latencyMs: number;
  readonly cpuSlowdown: number;
  /** Usable within this long, or the page misses the goal. */
  readonly targetMs: number;
}

export const CONDITIONS: readonly Condition[] = [
  { label: 'localhost', latencyMs: 0, cpuSlowdown: 1, targetMs: 1000 },
  { label: '100 ms round trip', latencyMs: 100, cpuSlowdown: 1, targetMs: 1500 },
  { label: '4× CPU', latencyMs: 0, cpuSlowdown: 4, targetMs: 2500 },
];

export type Arrival = 'cold' | 'warm';

export interface Visit {
  /** Since the navigation started, until the first frame with the page's ready element. */
  readonly readyMs: number;
  /** The requests asked for until then. */
  readonly fetched: readonly Fetched[];
  /** How many more it asked for within as long again after that (up to a second): what it filled in later. */
  readonly later: number;
}

interface Timed {
  readonly url: string;
  readonly start: number;
  readonly end: number;
  readonly bytes: number;
  /** The service worker answered from its cache. */
  readonly cached: boolean;
  readonly document: boolean;
}

function timedRequests(): Timed[] {
  const entries = [
    ...performance.getEntriesByType('navigation'),
    ...performance.getEntriesByType('resource'),
    // Chromium's `deliveryType` says where an answer came from; TypeScript's DOM types do not know it yet.
  ] as (PerformanceResourceTiming & { readonly deliveryType?: string })[];
  return entries.map((entry) => ({
    url: entry.name,
    start: entry.startTime,
    end: entry.responseEnd,
    bytes: entry.transferSize,
    cached: entry.deliveryType === 'cache-storage',
    document: entry.entryType === 'navigation',
  }));
}

/** A built asset's name without its content hash (`HomePage-5jtFfueG.js`: `HomePage.js`). */
const withoutHash = (path: string) =>
  (path.split('/').pop() ?? path).replace(/-[A-Za-z0-9_-]{8}(\.[a-z]+)$/, '$1');

function named(timed: Timed, methods: Map<string, string[]>): Fetched {
  const url = new URL(timed.url);
  const path = url.pathname + url.search;
  const name = timed.document
    ? `document ${path}`
    : url.pathname.startsWith('/assets/')
      ? withoutHash(url.pathname)
      : url.pathname.startsWith('/api/')
        ? `${methods.get(timed.url)?.shift() ?? 'GET'} ${path}`
        : path;
  return {
    name,
    start: timed.start,
    end: timed.end,
    bytes: timed.bytes,
    from: timed.cached ? 'sw' : timed.bytes === 0 ? 'cache' : 'net',
  };
}

export async function visitPage(
  browser: Browser,
  base: string,
  fixtures: PageFixtures,
  shown: BenchPage,
  condition: Condition,
  arrival: Arrival,
): Promise<Visit> {
  const context = await visitContext(browser, base, fixtures, shown, { serviceWorkers: 'allow' });
  try {
    // Room for every request of a slow page's first seconds (the browser keeps 250 by default).
    await context.addInitScript(() => {
      performance.setResourceTimingBufferSize(2000);
    });
    const page = await context.newPage();
    if (arrival === 'warm') {
      await page.goto(shown.path);
      await readyAt(page, shown.name);
      // The service worker is active once it has cached every file of the build.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
    }
    const cdp = await context.newCDPSession(page);
    if (condition.latencyMs > 0) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: condition.latencyMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    if (condition.cpuSlowdown > 1) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpuSlowdown });
    }
    const methods = new Map<string, string[]>();
    page.on('request', (request) => {
      methods.set(request.url(), [...(methods.get(request.url()) ?? []), request.method()]);
    });
    await page.goto(shown.path);
    const readyMs = await readyAt(page, shown.name);
    // As long again (up to a second), for what the page asks for once it is usable.
    await page.waitForTimeout(Math.min(1000, readyMs));
    const timed = (await page.evaluate(timedRequests)).map((request) => named(request, methods));
    return {
      readyMs,
      fetched: timed.filter((request) => request.start <= readyMs),
      later: timed.filter((request) => request.start > readyMs).length,
    };
  } finally {
    await context.close();
  }
}
