/**
 * Where a first screen's time goes on the page's main thread, from the navigation until the page is usable: a
 * Chromium trace of each cold visit (page-fixtures.ts' pages, as first-screens.ts visits them), each trace
 * event's own time (less the events inside it) summed into kinds: scripts' first run (each module's top level:
 * the API's schemas are built there), script calls (React's render, effects, timers), style, layout, paint, the
 * HTML, garbage collection, the rest of the browser's own work, and idle (waiting for the network or the server).
 * What to make faster is what this names, not a guess; first-screens.ts says how soon each page is usable.
 *
 * `node packages/web/dist-bench/main-thread.js` after `npm run build`. MAIN_THREAD_RUNS (3) visits per page and
 * setting, FIRST_SCREEN_PAGES (all) a comma-separated list of page names, WEB_BENCH_DIST a build of its own.
 */
import type { Browser } from 'playwright-core';
import { startBenchApp } from './bench-app.js';
import { makePageFixtures, type BenchPage, type PageFixtures } from './page-fixtures.js';
import { readyAt, visitContext } from './visit-context.js';

const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? '3');
const ONLY = process.env.FIRST_SCREEN_PAGES?.split(',').map((name) => name.trim());
const SLOWDOWNS = [1, 4] as const;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
];

/** A trace event that lasted (`ph: 'X'`), on some thread. */
interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string };
}

/** The kinds of work the table prints, each by the trace events' names that belong to it. */
const KINDS: readonly { readonly kind: string; readonly test: RegExp }[] = [
  { kind: "scripts' first run", test: /^(v8\.evaluateModule|EvaluateScript|v8\.compile|v8\.parse)/ },
  {
    kind: 'script calls',
    test: /^(FunctionCall|RunMicrotasks|FireAnimationFrame|TimerFire|V8\.Bytecode|V8\.Stack)/,
  },
  { kind: 'style', test: /^(UpdateLayoutTree|ParseAuthorStyleSheet|RecalculateStyles)/ },
  { kind: 'layout', test: /^Layout$/ },
  { kind: 'paint', test: /^(Paint|PrePaint|Layerize|Commit|PaintImage|UpdateLayer)/ },
  { kind: 'HTML', test: /^ParseHTML$/ },
  { kind: 'garbage collection', test: /^(V8\.GC|MajorGC|MinorGC)/ },
];

const kindOf = (name: string): string =>
  KINDS.find(({ test }) => test.test(name))?.kind ?? "the browser's own work (files, answers, the new page)";

/** Each event's own time in milliseconds within [start, end], less the time of the events inside it. */
function ownTimes(events: readonly TraceEvent[], start: number, end: number): Map<string, number> {
  const clip = (event: TraceEvent) =>
    Math.max(0, Math.min(event.ts + (event.dur ?? 0), end) - Math.max(event.ts, start)) / 1000;
  const sorted = events
    .filter(
      (event) =>
        event.ph === 'X' && (event.dur ?? 0) > 0 && event.ts < end && event.ts + (event.dur ?? 0) > start,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const own = new Map<TraceEvent, number>();
  const open: TraceEvent[] = [];
  for (const event of sorted) {
    while (open.length > 0) {
      const last = open[open.length - 1];
      if (last && last.ts + (last.dur ?? 0) <= event.ts) open.pop();
      else break;
    }
    const parent = open[open.length - 1];
    own.set(event, clip(event));
    if (parent) own.set(parent, (own.get(parent) ?? 0) - clip(event));
    open.push(event);
  }
  const byName = new Map<string, number>();
  for (const [event, ms] of own) byName.set(event.name, (byName.get(event.name) ?? 0) + ms);
  return byName;
}

interface Traced {
  readonly readyMs: number;
  /** Own milliseconds by trace event name, on the page's main thread until it was usable. */
  readonly byName: ReadonlyMap<string, number>;
}

async function traceVisit(
  browser: Browser,
  base: string,
  fixtures: PageFixtures,
  shown: BenchPage,
  slowdown: number,
): Promise<Traced> {
  const context = await visitContext(browser, base, fixtures, shown);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(shown.path);
    const readyMs = await readyAt(page, shown.name);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      readonly traceEvents: readonly TraceEvent[];
    };
    // The page's main thread is the one its mark was made on; the mark's time is its end.
    const mark = trace.traceEvents.find((event) => event.name === 'first-screen-ready');
    if (!mark) throw new Error(`${shown.name}: the trace holds no mark of the first screen`);
    const thread = trace.traceEvents.filter((event) => event.pid === mark.pid && event.tid === mark.tid);
    return { readyMs, byName: ownTimes(thread, mark.ts - readyMs * 1000, mark.ts) };
  } finally {
    await context.close();
  }
}

const ms = (value: number) => Math.round(value).toLocaleString('en').padStart(6);

function report(shown: BenchPage, slowdown: number, visits: readonly Traced[]): void {
  const mean = (pick: (visit: Traced) => number) =>
    visits.reduce((sum, visit) => sum + pick(visit), 0) / visits.length;
  const names = new Set(visits.flatMap((visit) => [...visit.byName.keys()]));
  const byName = new Map([...names].map((name) => [name, mean((visit) => visit.byName.get(name) ?? 0)]));
  const byKind = new Map<string, number>();
  for (const [name, own] of byName) byKind.set(kindOf(name), (byKind.get(kindOf(name)) ?? 0) + own);
  const ready = mean((visit) => visit.readyMs);
  const busy = [...byKind.values()].reduce((sum, own) => sum + own, 0);
  console.log(
    `\n${shown.name} (${shown.path}), cold, ${slowdown === 1 ? 'localhost' : `${String(slowdown)}× CPU`}: usable at ${ms(ready).trim()} ms (mean of ${String(visits.length)})`,
  );
  for (const [kind, own] of [...byKind].sort((a, b) => b[1] - a[1])) console.log(`  ${ms(own)}  ${kind}`);
  console.log(`  ${ms(Math.max(0, ready - busy))}  idle (the network, the server)`);
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.log(`  the largest events: ${top.map(([name, own]) => `${name} ${ms(own).trim()}`).join(', ')}`);
}

async function main(): Promise<void> {
  const app = await startBenchApp('main-thread');
  try {
    const fixtures = await makePageFixtures(app.browser, app.url);
    const pages = fixtures.pages.filter((shown) => !ONLY || ONLY.includes(shown.name));
    for (const shown of pages) {
      for (const slowdown of SLOWDOWNS) {
        const visits: Traced[] = [];
        for (let run = 0; run < RUNS; run++) {
          visits.push(await traceVisit(app.browser, app.url, fixtures, shown, slowdown));
        }
        report(shown, slowdown, visits);
      }
    }
  } finally {
    await app.close();
  }
}

await main();
