/**
 * `node packages/web/dist-bench/review-bench.js` (after `npm run build`): the game review in Chromium
 * (docs/review.md, "Speed"). A whole game is played on a real server, the person's seat by a bot through the API
 * (REVIEW_BENCH_PERSON, default `beginner`) against the computer (REVIEW_BENCH_COMPUTER, default `solid`); then
 * the review is opened from the game-over panel and timed until the first figures, the first mark and the end,
 * at 1440×900, and again in a fresh browser context with 4× CPU slowdown (CDP `Emulation.setCPUThrottlingRate`).
 * Games are played until one has 60 to 80 turns (REVIEW_BENCH_TURNS="60-80"), the length the goal names. Both
 * pages are refused the review the server keeps, so that each computes its own, and the server computes none
 * on the same cores meanwhile (a player's browser does not share the server's machine).
 * Screenshots of the review (in English, German and Dutch: REVIEW_BENCH_LANGUAGES) and of its costliest
 * decision's better turn on the board, at 1440×900 and 360×640, go to REVIEW_BENCH_SHOTS (default docs/images), the game's record to REVIEW_BENCH_RECORD if set (for
 * `katz review` and the bots' speed bench on the same game). REVIEW_BENCH_SEED names the person's bot's seed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createBot, isBotLevel } from '@katz/bots';
import { parseView } from '@katz/engine';
import { ENDPOINTS, type GameView } from '@katz/protocol';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';

type Storage = Awaited<ReturnType<BrowserContext['storageState']>>;
import { startBenchApp } from './bench-app.js';

const SHOTS =
  process.env.REVIEW_BENCH_SHOTS ?? fileURLToPath(new URL('../../../docs/images/', import.meta.url));
const person = process.env.REVIEW_BENCH_PERSON ?? 'beginner';
const computer = process.env.REVIEW_BENCH_COMPUTER ?? 'solid';
const seed = process.env.REVIEW_BENCH_SEED ?? 'reviewbench1';
if (!isBotLevel(person)) throw new Error(`REVIEW_BENCH_PERSON: no level "${person}"`);
const [fewestTurns = 60, mostTurns = 80] = (process.env.REVIEW_BENCH_TURNS ?? '60-80').split('-').map(Number);
/** Games played at most in search of one of the asked length. */
const MOST_GAMES = 12;

/** The API as the page's person; a request the server throttles waits the seconds it asks and goes again. */
async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown) {
  for (;;) {
    const response = await request.fetch(path, { method, ...(data === undefined ? {} : { data }) });
    if (response.status() === 429) {
      const wait = Number(response.headers()['retry-after'] ?? 1);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      continue;
    }
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }
}

/** A whole game, the person's seat played by a bot from the views the server gives it. */
async function playGame(request: APIRequestContext): Promise<GameView> {
  await call(request, 'POST', ENDPOINTS.startSession.path);
  const started = await call<GameView>(request, 'POST', ENDPOINTS.startComputerGame.path, {
    level: computer,
    turnSeconds: 600,
  });
  const bot = createBot(person as Parameters<typeof createBot>[0], { seed });
  const path = `/api/games/${started.id}`;
  for (;;) {
    const game = await call<GameView>(request, 'GET', path);
    if (game.state !== 'running') return game;
    if (game.toMove !== game.seat) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    const view = parseView(game.view);
    if (!view.ok) throw new Error(view.error.message);
    const action = await bot.decide(view.value);
    await call(request, 'POST', `${path}/actions`, { version: game.version, action });
  }
}

interface Timing {
  readonly firstFigures: number;
  readonly firstMark: number | null;
  readonly done: number;
  readonly jobs: number;
}

/**
 * Opens the review from the game-over panel and times it from the click: the link loads the review page anew,
 * so the page records, from its navigation's start, when each thing first shows.
 */
async function timeReview(page: Page, gameId: string): Promise<Timing> {
  await page.addInitScript(() => {
    const scope = globalThis as unknown as { reviewTimes: Record<string, number> };
    scope.reviewTimes = {};
    const seen = () => {
      const times = scope.reviewTimes;
      const now = performance.now();
      const progress = document.querySelector('.review-progress p')?.textContent ?? '';
      if (times.firstFigures === undefined && /^[1-9]/.test(progress)) times.firstFigures = now;
      if (times.firstMark === undefined && document.querySelector('.review-early li, .review-dot') !== null)
        times.firstMark = now;
      if (times.done === undefined && document.querySelector('[data-testid="review-done"]') !== null)
        times.done = now;
      if (times.done === undefined) requestAnimationFrame(seen);
    };
    requestAnimationFrame(seen);
  });
  await page.goto(`/game/${gameId}`);
  const link = page.getByTestId('review-link');
  await link.waitFor();
  await link.click();
  await page.getByTestId('review-done').waitFor({ timeout: 1_800_000 });
  const times = await page.evaluate(
    () => (globalThis as unknown as { reviewTimes: Record<string, number | undefined> }).reviewTimes,
  );
  const jobs = await page.locator('.review-table tbody tr').count();
  const done = Math.round(times.done ?? 0);
  return {
    firstFigures: Math.round(times.firstFigures ?? done),
    firstMark: times.firstMark === undefined ? null : Math.round(times.firstMark),
    done,
    jobs,
  };
}

/** The review photographed in each of these languages (the better turn in the first). */
const LANGUAGES = (process.env.REVIEW_BENCH_LANGUAGES ?? 'en-GB,de-DE,nl-NL').split(',');

async function screenshots(browser: Browser, url: string, storage: Storage, gameId: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const [index, locale] of LANGUAGES.entries()) {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 360, height: 640 },
    ]) {
      const context = await browser.newContext({ baseURL: url, viewport, storageState: storage, locale });
      const page = await context.newPage();
      await page.goto(`/replay/${gameId}/review`);
      await page.getByTestId('review-done').waitFor({ timeout: 1_800_000 });
      const size = `${String(viewport.width)}x${String(viewport.height)}`;
      const language = index === 0 ? '' : `${locale.slice(0, 2)}-`;
      await page.screenshot({ path: `${SHOTS}review-${language}${size}.png`, fullPage: true });
      if (index === 0) await betterTurn(page, size);
      await context.close();
    }
  }
}

/** The costliest decision's better turn played out on the board, photographed. */
async function betterTurn(page: Page, size: string): Promise<void> {
  await page.getByRole('link', { name: 'Show it on the board' }).first().click();
  await page.getByTestId('better-turn').waitFor();
  for (let step = 0; step < 20; step++) {
    const next = page.getByRole('button', { name: /better turn/ }).first();
    if ((await next.count()) === 0 || !(await next.isVisible())) break;
    const name = await next.textContent();
    if (name === null || !/^(Play|Next)/.test(name)) break;
    await next.click();
  }
  await page.screenshot({ path: `${SHOTS}review-better-${size}.png`, fullPage: true });
}

const app = await startBenchApp('review');
try {
  const context = await app.browser.newContext({ baseURL: app.url, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => {
    localStorage.setItem('katz.settings', JSON.stringify({ animationSpeed: 'off' }));
  });
  let played: { game: GameView; record: unknown; turns: number } | undefined;
  for (let tries = 1; played === undefined; tries++) {
    const game = await playGame(context.request);
    const record = await call<unknown>(context.request, 'GET', `/api/games/${game.id}/record`);
    const turns = (record as { actions: { type: string }[] }).actions.filter(
      (action) => action.type === 'discard',
    ).length;
    if ((turns >= fewestTurns && turns <= mostTurns) || tries === MOST_GAMES)
      played = { game, record, turns };
    else console.error(`a game of ${turns} turns; playing another for ${fewestTurns} to ${mostTurns}`);
  }
  const { game, record, turns } = played;
  if (process.env.REVIEW_BENCH_RECORD !== undefined)
    writeFileSync(process.env.REVIEW_BENCH_RECORD, JSON.stringify(record));
  const plainPage = await context.newPage();
  await plainPage.route('**/api/games/*/review', (route) => route.abort());
  const plain = await timeReview(plainPage, game.id);
  const storage = await context.storageState();
  await screenshots(app.browser, app.url, storage, game.id);

  const slowed = await app.browser.newContext({ baseURL: app.url, viewport: { width: 1440, height: 900 } });
  await slowed.addInitScript(() => {
    localStorage.setItem('katz.settings', JSON.stringify({ animationSpeed: 'off' }));
  });
  await call(slowed.request, 'POST', ENDPOINTS.startSession.path);
  const slowPage = await slowed.newPage();
  // The screenshots' pages asked the server for its review: it would hand it over at once, so it is withheld.
  await slowPage.route('**/api/games/*/review', (route) => route.abort());
  const cdp = await slowed.newCDPSession(slowPage);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const slow = await timeReview(slowPage, game.id);
  const cores = await slowPage.evaluate(() => navigator.hardwareConcurrency);
  console.log(
    JSON.stringify(
      { person, computer, game: game.id, turns, result: game.result, cores, plain, slowedFourTimes: slow },
      null,
      2,
    ),
  );
} finally {
  await app.close();
}
