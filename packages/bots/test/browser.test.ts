/**
 * The bots run in the browser, in a Web Worker, and decide there exactly as in Node: the worker is bundled for
 * the browser (so a Node built-in anywhere in the bots or the engine would fail the bundle or the worker), run
 * in Chromium, and its actions compared with those of the same bots in Node, for the same seeds and views. On a
 * cross-origin isolated page the strong level shares its playouts with a second Web Worker, as the practice
 * game does, and still decides as in Node.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, defaultClientConditions, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalActions, viewPosition } from '@katz/engine';
import { createBot, type BotLevel } from '../src/index.js';
import type { BrowserDecisionRequest } from './browser/bot-worker.js';
import type { SharingReply, SharingRequest } from './browser/sharing-bot-worker.js';
import { randomPosition } from './positions.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
/** On CI the browser tests never skip: without Chromium they fail, saying why. */
const runBrowserTests = hasChromium || process.env.CI === 'true';
if (!runBrowserTests) {
  console.warn(
    `Browser tests are skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH).`,
  );
}

/** A worker (`entry`, in `browser/`) as one browser module, built in memory. */
async function bundleWorker(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      lib: {
        entry: fileURLToPath(new URL(`browser/${entry}.ts`, import.meta.url)),
        formats: ['es'],
        fileName: entry,
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`the worker bundle has ${chunks.length} chunks, not one`);
  return chunks[0]!.code;
}

/** The browser globals the page scripts use; the project is typed for Node, which has no DOM. */
interface BrowserWorker {
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  onerror: ((event: { readonly message: string }) => void) | null;
  postMessage(message: unknown): void;
}
interface PageScope {
  botWorker: BrowserWorker;
  readonly Worker: new (url: string, options: { readonly type: 'module' }) => BrowserWorker;
}

/** Starts the worker in the page; `decideInBrowser` then asks it. */
async function startWorker(page: Page, code: string): Promise<void> {
  await page.evaluate((source) => {
    const scope = globalThis as unknown as PageScope;
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    scope.botWorker = new scope.Worker(url, { type: 'module' });
  }, code);
}

async function decideInBrowser(
  page: Page,
  request: BrowserDecisionRequest | SharingRequest,
): Promise<unknown> {
  return page.evaluate(
    (message) =>
      new Promise((resolve) => {
        const worker = (globalThis as unknown as PageScope).botWorker;
        worker.onmessage = (event) => {
          resolve(event.data);
        };
        worker.onerror = (event) => {
          // The page cannot import `err`: the same shape, written out.
          resolve({ ok: false, error: `the worker failed: ${event.message}` });
        };
        worker.postMessage(message);
      }),
    request,
  );
}

describe.skipIf(!runBrowserTests)('the bots in a browser', () => {
  let browser: Browser | undefined;
  let page: Page;

  beforeAll(async () => {
    const code = await bundleWorker('bot-worker');
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    page = await browser.newPage();
    // A page with an origin of its own, served by the test: the browser reaches no network.
    await page.route('http://katz.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bots</title>' }),
    );
    await page.goto('http://katz.test/');
    await startWorker(page, code);
  });

  afterAll(async () => {
    await browser?.close();
  });

  const levels: readonly { level: BotLevel; iterations?: number }[] = [
    { level: 'random' },
    { level: 'first' },
    { level: 'novice' },
    { level: 'beginner' },
    { level: 'solid' },
    { level: 'strong', iterations: 200 },
  ];

  it.each(levels)('$level decides in a Web Worker as it does in Node', async ({ level, iterations }) => {
    for (const [index, steps] of [0, 17, 60].entries()) {
      const position = randomPosition(`browser-${index}`, steps);
      const view = viewPosition(position, position.toMove);
      const seed = `browser-${level}-${index}`;
      const options = iterations === undefined ? { seed } : { seed, iterations };
      const request: BrowserDecisionRequest = { level, view, ...options };
      const inNode = await createBot(level, options).decide(view);
      const reply = await decideInBrowser(page, request);
      expect(reply).toEqual({ ok: true, value: inNode });
      expect(legalActions(position)).toContainEqual(inNode);
    }
  });

  it('answers a view it cannot decide on with the error, not an action', async () => {
    const position = randomPosition('browser-error', 5);
    const otherView = viewPosition(position, position.toMove === 0 ? 1 : 0);
    const reply = await decideInBrowser(page, { level: 'solid', seed: 's', view: otherView });
    expect(reply).toMatchObject({
      ok: false,
      error: expect.stringContaining('decides for the player to move'),
    });
  });
});

describe.skipIf(!runBrowserTests)('the strong level sharing its playouts with a Web Worker', () => {
  let browser: Browser | undefined;
  let page: Page;

  beforeAll(async () => {
    const [code, playoutWorkerCode] = await Promise.all([
      bundleWorker('sharing-bot-worker'),
      bundleWorker('playout-worker'),
    ]);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    page = await browser.newPage();
    // Cross-origin isolated, as the server serves the app, and a secure context (localhost, as https would be):
    // only then may workers share memory.
    await page.route('http://localhost/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: {
          'Cross-Origin-Opener-Policy': 'same-origin',
          'Cross-Origin-Embedder-Policy': 'require-corp',
        },
        body: '<!doctype html><title>bots</title>',
      }),
    );
    await page.goto('http://localhost/');
    await startWorker(page, code);
    const started = await decideInBrowser(page, { type: 'start', playoutWorkerCode });
    expect(started).toEqual({ isolated: true });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('decides as in Node, with part of the playouts played by the other worker', async () => {
    let playouts = 0;
    let ownThread = 0;
    for (const [index, steps] of [0, 17, 60, 90].entries()) {
      const position = randomPosition(`sharing-${index}`, steps);
      const view = viewPosition(position, position.toMove);
      const seed = `sharing-${index}`;
      const iterations = 3000;
      const inNode = await createBot('strong', { seed, iterations }).decide(view);
      const reply = (await decideInBrowser(page, {
        type: 'decide',
        seed,
        iterations,
        view,
        shared: true,
      })) as SharingReply;
      expect(reply).toMatchObject({ isolated: true, action: inNode });
      playouts += reply.playouts ?? 0;
      ownThread += reply.ownThread ?? 0;
    }
    expect(playouts).toBeGreaterThan(1000);
    // The other worker took some: this worker's own thread did not play them all.
    expect(ownThread).toBeLessThan(playouts);
    console.log(
      `shared playouts: ${String(playouts - ownThread)} of ${String(playouts)} played by the other worker`,
    );
  });
});
