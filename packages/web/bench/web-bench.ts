/**
 * The web app's figures (docs/web.md): every page a link leads to, how soon it is usable and in how many waves
 * of requests (first-screens.ts); the table's initial JavaScript gzipped, the time until the table is
 * interactive after navigation (plain and with 4× CPU slowdown), and the p95 frame time while the computer plays
 * its turns at 1440×900, and the strong computer's time per turn in practice (plain and with 4× CPU slowdown). A
 * real server on a free port serves the built app; Chromium loads it through
 * playwright-core. Run with `npm run bench:web` (it builds first); WEB_BENCH_PARTS (`pages,table`) runs one part.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { TURN_CEILING_MS } from '@katz/bots';
import type { Browser, Page } from 'playwright-core';
import { median, percentile, startBenchApp, WEB_DIST } from './bench-app.js';
import { benchFirstScreens } from './first-screens.js';
const RUNS = 5;
/** The person's turns after each of which the strong computer's turn is timed. */
const STRONG_TURNS = 12;
const PARTS = (process.env.WEB_BENCH_PARTS ?? 'pages,table').split(',').map((part) => part.trim());

/** Records, from the first script on, when the table first shows a card the player can pick up (the deal lets the player start). */
async function watchReady(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = globalThis as unknown as { tableReady?: number };
    const check = () => {
      if (document.querySelector('.game-table [data-source]') !== null) scope.tableReady = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/**
 * The JavaScript the table page asks for until it is interactive, gzipped (main thread; the worker apart): the
 * scripts whose requests started before the table first showed a card to pick up. What is loaded after (the
 * drag and drop, when the browser is idle) is not waited for.
 */
async function initialJavaScript(
  browser: Browser,
  url: string,
): Promise<{ page: number; worker: number; files: string[] }> {
  const page = await browser.newPage();
  await watchReady(page);
  await page.goto(url);
  await page.waitForFunction(
    () => (globalThis as unknown as { tableReady?: number }).tableReady !== undefined,
  );
  const scripts = await page.evaluate(() => {
    const ready = (globalThis as unknown as { tableReady: number }).tableReady;
    const asked = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= ready && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname);
    return [...new Set(asked)];
  });
  // The computer's workers are loaded when the computer first decides, after the table is interactive: its bot,
  // and for the strong level the playout worker beside it.
  const isWorker = (file: string) => file.includes('bot-worker') || file.includes('playout-worker');
  const workerScripts = readdirSync(join(WEB_DIST, 'assets'))
    .filter((file) => isWorker(file) && file.endsWith('.js'))
    .map((file) => `/assets/${file}`);
  await page.close();
  const gzipped = (path: string) => gzipSync(readFileSync(join(WEB_DIST, path))).length;
  const main = scripts.filter((path) => !isWorker(path));
  return {
    page: main.reduce((sum, path) => sum + gzipped(path), 0),
    worker: workerScripts.reduce((sum, path) => sum + gzipped(path), 0),
    files: main,
  };
}

async function timeToInteractive(browser: Browser, url: string, cpuSlowdown: number): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await watchReady(page);
    await page.goto(url);
    await page.waitForFunction(
      () => (globalThis as unknown as { tableReady?: number }).tableReady !== undefined,
    );
    times.push(await page.evaluate(() => (globalThis as unknown as { tableReady: number }).tableReady));
    await context.close();
  }
  return median(times);
}

/** Frame times (rAF deltas) while the computer plays `turns` turns, each started by the person's discard. */
async function frameTimes(browser: Browser, url: string, turns: number): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('katz.settings', JSON.stringify({ animationSpeed: 'normal', confirmTurn: 'off' }));
  });
  await page.goto(url);
  const frames: number[] = [];
  for (let turn = 0; turn < turns; turn++) {
    await page.waitForSelector('.game-table[data-my-turn="true"]');
    await page.locator('[data-source^="hand"]').first().click();
    await page.locator('[data-target^="discard"][data-legal="true"]').first().click();
    const deltas = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          let last = performance.now();
          let started = false;
          const step = (now: number) => {
            seen.push(now - last);
            last = now;
            const table = document.querySelector('.game-table');
            const mine =
              table?.getAttribute('data-my-turn') === 'true' || table?.getAttribute('data-state') === 'over';
            if (!mine) started = true;
            if (started && mine) resolve(seen.slice(1));
            else requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        }),
    );
    frames.push(...deltas);
  }
  await context.close();
  return frames;
}

/**
 * How long the strong computer takes per turn in a practice game (no pauses, no animations), on a CPU slowed
 * `cpuSlowdown` times: the person discards their first hand card each turn, and the computer's turn lasts from
 * that discard until it is the person's turn again.
 */
async function computerTurns(
  browser: Browser,
  url: string,
  turns: number,
  cpuSlowdown: number,
): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.addInitScript(() => {
    localStorage.setItem('katz.settings', JSON.stringify({ animationSpeed: 'off', confirmTurn: 'off' }));
  });
  await page.goto(url);
  const times: number[] = [];
  const table = page.locator('.game-table');
  for (let turn = 0; turn < turns; turn++) {
    await page.waitForSelector('.game-table[data-my-turn="true"], .game-table[data-state="over"]', {
      timeout: 600_000,
    });
    if ((await table.getAttribute('data-state')) === 'over') break;
    await page.locator('[data-source^="hand"]').first().click();
    // Seen by an observer, so that a turn is not missed between two looks.
    await page.evaluate(() => {
      const marks = globalThis as unknown as { computerTurnSeen?: boolean };
      marks.computerTurnSeen = false;
      const observed = document.querySelector('.game-table');
      if (!observed) throw new Error('no table');
      new MutationObserver(() => {
        if (observed.getAttribute('data-my-turn') === 'false') marks.computerTurnSeen = true;
      }).observe(observed, { attributes: true });
    });
    const started = Date.now();
    await page.locator('[data-target^="discard"][data-legal="true"]').first().click();
    await page.waitForFunction(
      () => {
        const table = document.querySelector('.game-table');
        const back =
          table?.getAttribute('data-my-turn') === 'true' || table?.getAttribute('data-state') === 'over';
        return (globalThis as unknown as { computerTurnSeen?: boolean }).computerTurnSeen === true && back;
      },
      undefined,
      { timeout: 600_000, polling: 10 },
    );
    times.push(Date.now() - started);
  }
  await context.close();
  return times;
}

async function main(): Promise<void> {
  const app = await startBenchApp('web-bench');
  try {
    if (PARTS.includes('pages')) await benchFirstScreens(app.browser, app.url);
    if (PARTS.includes('table')) await benchTable(app.browser, app.url);
  } finally {
    await app.close();
  }
}

async function benchTable(browser: Browser, url: string): Promise<void> {
  const table = `${url}/practice?level=beginner&seed=bench-0`;
  const size = await initialJavaScript(browser, table);
  console.log(
    `table's initial JavaScript: ${(size.page / 1024).toFixed(1)} KB gzipped in ${size.files.length} files (target < 150 KB); the computer's Web Workers, loaded when it first plays, ${(size.worker / 1024).toFixed(1)} KB`,
  );
  const plain = await timeToInteractive(browser, table, 1);
  console.log(
    `table interactive after navigation: ${plain.toFixed(0)} ms (median of ${RUNS}, target < 1000 ms)`,
  );
  const slow = await timeToInteractive(browser, table, 4);
  console.log(`with 4× CPU slowdown: ${slow.toFixed(0)} ms (median of ${RUNS}, target < 2500 ms)`);
  const frames = await frameTimes(browser, `${url}/practice?level=solid&pace=300&seed=bench-frames`, 4);
  console.log(
    `frame time while the computer plays 4 turns at 1440×900: p95 ${percentile(frames, 0.95).toFixed(1)} ms, median ${median(frames).toFixed(1)} ms, worst ${Math.max(...frames).toFixed(1)} ms over ${frames.length} frames (target p95 < 20 ms)`,
  );
  for (const slowdown of [1, 4]) {
    const turns = await computerTurns(
      browser,
      `${url}/practice?level=strong&pace=0&seed=bench-strong`,
      STRONG_TURNS,
      slowdown,
    );
    console.log(
      `the strong computer's turn in practice${slowdown > 1 ? ` with ${String(slowdown)}× CPU slowdown` : ''}: median ${median(turns).toFixed(0)} ms, p95 ${percentile(turns, 0.95).toFixed(0)} ms, max ${Math.max(...turns).toFixed(0)} ms over ${String(turns.length)} turns (ceiling ${String(TURN_CEILING_MS)} ms)`,
    );
  }
}

await main();
