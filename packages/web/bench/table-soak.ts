/**
 * Whole games through the app, as a person plays them, counting every play that did not land: "Play now"
 * against the computer on the start page, then each play made on the table with the mouse (a drag in small
 * steps, as a hand moves) or a finger (tap the card, tap the pile), animations on. The plan is a newcomer's:
 * the stock card when it fits, else a card that fits, else the highest hand card onto the emptiest discard
 * pile. Which play fits is read from the server's `legalActions` for the game, never from the table, so a
 * table that draws a pile in the wrong place, or drops a drag on the floor, shows up as a miss.
 *
 * A play has landed when the table's version moves on. A miss is reported with what a person would have
 * seen: the table's message line, the element under the pointer at the drop, and a screenshot; the play is then
 * made again by taps so that the game goes on. Figures: plays, misses, the time from the drop to the table
 * showing the play (median, p95, max), console errors.
 *
 * `npm run bench:soak` (it builds first). Settings: SOAK_GAMES (4), SOAK_SIZE (1280x1024), SOAK_INPUT (drag or
 * tap; tap also emulates a phone's touch screen), SOAK_LEVEL (novice), SOAK_LOCALE (de-DE), SOAK_SHOTS (a
 * folder for the screenshots of misses, default the system's temporary folder), SOAK_LATENCY_MS (0: a round
 * trip added to the network, to see the table as a player far from the server sees it), SOAK_PACE (steady or
 * hurried, below).
 *
 * A steady player waits until the table says it is their turn and nothing moves (`data-my-turn`). A hurried
 * one plays on within their turn as a fast player does: once the server has stored their play, they grab the
 * card of the next one SOAK_REACTION_MS (120) after the table first shows it (the stock's next card as it
 * turns over, a new hand card as it comes in), whatever else the table is still showing. Such a play has landed
 * when the server has stored it.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RANKS, type Action, type Card } from '@katz/engine';
import type { GameView } from '@katz/protocol';
import type { Browser, Locator, Page } from 'playwright-core';
import { percentile, startBenchApp } from './bench-app.js';
const GAMES = Number(process.env.SOAK_GAMES ?? '4');
const [WIDTH, HEIGHT] = (process.env.SOAK_SIZE ?? '1280x1024').split('x').map(Number) as [number, number];
const INPUT = process.env.SOAK_INPUT === 'tap' ? 'tap' : 'drag';
const LEVEL = process.env.SOAK_LEVEL ?? 'novice';
const LOCALE = process.env.SOAK_LOCALE ?? 'de-DE';
const SHOTS = process.env.SOAK_SHOTS ?? tmpdir();
/**
 * A round trip's length added to every request (Chromium's network emulation) and to the live connection (half
 * of it each way, by passing its messages on late), as a far server's distance.
 */
const LATENCY_MS = Number(process.env.SOAK_LATENCY_MS ?? '0');
/** How long a play may take to show before it counts as lost: far beyond a slow machine's worst. */
const LANDS_WITHIN_MS = 15_000;
const HURRIED = process.env.SOAK_PACE === 'hurried';
const REACTION_MS = Number(process.env.SOAK_REACTION_MS ?? '120');

interface Miss {
  readonly game: number;
  readonly play: number;
  readonly action: Action;
  readonly message: string;
  readonly underPointer: string;
  readonly screenshot: string;
}

interface Figures {
  plays: number;
  /** From the release to the first frame with the card on its pile (NaN: never seen there). */
  shownMs: number[];
  /** From the release to the table showing the server's answer. */
  answeredMs: number[];
  misses: Miss[];
  consoleErrors: string[];
  won: number;
  lost: number;
}

const rank = (card: Card) => RANKS.indexOf(card.slice(0, -1) as (typeof RANKS)[number]);

/** The newcomer's play among the legal ones: the stock, else a build (kings last), else the highest discard. */
function choosePlay(game: GameView): Action {
  const actions = game.legalActions;
  const builds = actions.filter((action) => action.type === 'build');
  const stock = builds.find((action) => action.from === 'stock');
  if (stock) return stock;
  const notKing = builds.find((action) => action.from !== 'hand' || !action.card.startsWith('K'));
  if (notKing) return notKing;
  const discards = actions.filter((action) => action.type === 'discard');
  const piles = game.view.players[game.seat ?? 0].discards;
  const highest = [...discards].sort(
    (a, b) => rank(b.card) - rank(a.card) || piles[a.to].length - piles[b.to].length,
  )[0];
  if (highest) return highest;
  const first = actions[0];
  if (!first) throw new Error(`no legal action at version ${String(game.version)}`);
  return first;
}

/** The card to play, found where a person sees it (whether or not the table takes it now). */
function sourceOf(page: Page, game: GameView, action: Action): Locator {
  const seat = String(game.seat ?? 0);
  if (action.type === 'discard' || action.from === 'hand') {
    return page.locator(`[data-slot="hand-${seat}"] [data-card="${action.card}"]`).first();
  }
  if (action.from === 'stock') return page.locator(`[data-slot="stock-${seat}"]`);
  return page.locator(`[data-slot="discard-${seat}-${String(action.pile)}"]`);
}

function targetOf(page: Page, action: Action): Locator {
  const kind = action.type === 'discard' ? 'discard' : 'building';
  return page.locator(`[data-target="${kind}:${String(action.to)}"]`);
}

/** The middle of a pile's top card (a discard pile's button is the whole fan). */
async function grabPoint(locator: Locator): Promise<{ x: number; y: number }> {
  const top = locator.locator('[data-top]');
  const box = (await top.count()) > 0 ? await top.first().boundingBox() : await locator.boundingBox();
  if (box === null) throw new Error('the card is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function dropPoint(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('the pile is not on screen');
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 40) };
}

interface Marks {
  released?: number;
  shown?: number;
}

/** The slot of the pile a play puts its card on, and the card. */
function landingOf(game: GameView, action: Action): { slot: string; card: Card } {
  const seat = game.seat ?? 0;
  const player = game.view.players[seat];
  const slot =
    action.type === 'discard'
      ? `discard-${String(seat)}-${String(action.to)}`
      : `building-${String(action.to)}`;
  if (action.type === 'discard' || action.from === 'hand') return { slot, card: action.card };
  const card = action.from === 'stock' ? player.stockTop : player.discards[action.pile].at(-1);
  if (!card) throw new Error(`no card to play from ${action.from}`);
  return { slot, card };
}

/**
 * Notes, in the page, when the pointer is next let go (the moment a play is made) and the first frame after it
 * that shows the card on its pile.
 */
async function markRelease(page: Page, landing: { slot: string; card: Card }): Promise<void> {
  await page.evaluate(({ slot, card }) => {
    const marks = globalThis as unknown as Marks;
    marks.released = 0;
    marks.shown = 0;
    const note = () => {
      marks.released = performance.now();
      const look = () => {
        const top = document.querySelector(`[data-slot="${slot}"] [data-top]`);
        if (top?.getAttribute('data-card') === card) marks.shown = performance.now();
        else requestAnimationFrame(look);
      };
      look();
    };
    document.addEventListener('pointerup', note, { once: true, capture: true });
  }, landing);
}

async function dragPlay(page: Page, game: GameView, action: Action): Promise<{ x: number; y: number }> {
  const from = await grabPoint(sourceOf(page, game, action));
  const to = await dropPoint(targetOf(page, action));
  await markRelease(page, landingOf(game, action));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 8, from.y - 8, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
  return to;
}

async function tapPlay(page: Page, game: GameView, action: Action): Promise<{ x: number; y: number }> {
  await sourceOf(page, game, action).tap();
  const target = targetOf(page, action);
  const to = await dropPoint(target);
  await markRelease(page, landingOf(game, action));
  await target.tap();
  return to;
}

/**
 * Once the table is at a later version (the server's answer shown), the times from the release to the card on
 * its pile and to that answer; null when the answer does not come within LANDS_WITHIN_MS.
 */
async function landing(page: Page, before: number): Promise<{ shown: number; answered: number } | null> {
  return page
    .waitForFunction(
      (version) => {
        const table = document.querySelector('.game-table');
        const { released = 0, shown = 0 } = globalThis as unknown as Marks;
        const moved = Number(table?.getAttribute('data-version')) > version;
        if (!moved || released === 0) return false;
        return { shown: shown === 0 ? Number.NaN : shown - released, answered: performance.now() - released };
      },
      before,
      { timeout: LANDS_WITHIN_MS, polling: 'raf' },
    )
    .then(async (handle) => (await handle.jsonValue()) as { shown: number; answered: number })
    .catch(() => null);
}

/** What was under the pointer at the drop, as the page's attributes name it. */
async function elementAt(page: Page, point: { x: number; y: number }): Promise<string> {
  return page.evaluate(({ x, y }) => {
    const element = document.elementFromPoint(x, y);
    const button = element?.closest('[data-target], [data-source], [data-slot]');
    const names = ['data-target', 'data-source', 'data-slot', 'data-legal'];
    const attributes = button ? names.map((name) => `${name}=${button.getAttribute(name) ?? '-'}`) : [];
    return `${element?.tagName ?? 'nothing'}.${element?.className.toString() ?? ''} ${attributes.join(' ')}`;
  }, point);
}

async function tableVersion(page: Page): Promise<number> {
  return Number(await page.locator('.game-table').getAttribute('data-version'));
}

/** Waits until it is the player's turn (true) or the game is over (false). */
async function myTurn(page: Page): Promise<boolean> {
  await page.waitForFunction(
    (input) => {
      const table = document.querySelector('.game-table');
      if (table?.getAttribute('data-state') === 'over') return true;
      const ready = input === 'tap' || table?.getAttribute('data-drag') === 'ready';
      return table?.getAttribute('data-my-turn') === 'true' && ready;
    },
    INPUT,
    { timeout: 300_000 },
  );
  return (await page.locator('.game-table').getAttribute('data-state')) !== 'over';
}

async function serverGame(page: Page, url: string, gameId: string): Promise<GameView> {
  return (await (await page.request.get(`${url}/api/games/${gameId}`)).json()) as GameView;
}

/** The server's game once the table has caught up with it (a steady player looks before they play). */
async function steadyGame(page: Page, url: string, gameId: string): Promise<GameView> {
  const game = await serverGame(page, url, gameId);
  const caughtUp = await page
    .waitForFunction(
      (version) => Number(document.querySelector('.game-table')?.getAttribute('data-version')) === version,
      game.version,
      { timeout: LANDS_WITHIN_MS },
    )
    .then(() => true)
    .catch(() => false);
  if (!caughtUp) {
    const shown = String(await tableVersion(page));
    throw new Error(`the table shows ${shown}, the server ${String(game.version)}`);
  }
  return game;
}

/** The server's game once it holds a play made at `version`, or null when it does not within LANDS_WITHIN_MS. */
async function storedAfter(
  page: Page,
  url: string,
  gameId: string,
  version: number,
): Promise<GameView | null> {
  const until = Date.now() + LANDS_WITHIN_MS;
  for (;;) {
    const game = await serverGame(page, url, gameId);
    if (game.version > version) return game;
    if (Date.now() > until) return null;
    await page.waitForTimeout(50);
  }
}

/** Waits until the table shows the card `action` plays where it is played from, and a reaction's time more. */
async function inSight(page: Page, game: GameView, action: Action): Promise<void> {
  const seat = String(game.seat ?? 0);
  const { card } = landingOf(game, action);
  const selector =
    action.type === 'discard' || action.from === 'hand'
      ? `[data-slot="hand-${seat}"] [data-card="${card}"]`
      : action.from === 'stock'
        ? `[data-slot="stock-${seat}"][data-card="${card}"]`
        : `[data-slot="discard-${seat}-${String(action.pile)}"] [data-top][data-card="${card}"]`;
  await page.waitForSelector(selector, { state: 'attached', timeout: LANDS_WITHIN_MS });
  await page.waitForTimeout(REACTION_MS);
}

/** From the last release to the first frame with its card on its pile, so far (NaN: not there yet). */
async function shownSoFar(page: Page): Promise<number> {
  return page.evaluate(() => {
    const { released = 0, shown = 0 } = globalThis as unknown as Marks;
    return shown === 0 ? Number.NaN : shown - released;
  });
}

/** A play that did not land, with what a person would have seen. */
async function noteMiss(
  page: Page,
  figures: Figures,
  miss: {
    readonly game: number;
    readonly play: number;
    readonly action: Action;
    readonly point: { x: number; y: number };
  },
): Promise<void> {
  const screenshot = join(SHOTS, `soak-miss-${String(miss.game)}-${String(miss.play)}.png`);
  await page.screenshot({ path: screenshot });
  figures.misses.push({
    game: miss.game,
    play: miss.play,
    action: miss.action,
    message: (await page.getByTestId('message').textContent()) ?? '',
    underPointer: await elementAt(page, miss.point),
    screenshot,
  });
}

/** The player's plays until the game is over. */
async function playTurns(
  page: Page,
  url: string,
  gameId: string,
  number: number,
  figures: Figures,
): Promise<void> {
  let play = 0;
  // A hurried player's next play of the turn, chosen from the server's game as soon as it has the last one.
  let next: GameView | null = null;
  while (next !== null || (await myTurn(page))) {
    const game = next ?? (await steadyGame(page, url, gameId));
    next = null;
    const action = choosePlay(game);
    play++;
    const point = INPUT === 'drag' ? await dragPlay(page, game, action) : await tapPlay(page, game, action);
    figures.plays++;
    if (HURRIED) {
      const stored = await storedAfter(page, url, gameId, game.version);
      if (stored !== null) {
        figures.shownMs.push(await shownSoFar(page));
        const goesOn = stored.state !== 'over' && stored.view.toMove === stored.seat;
        next = goesOn ? stored : null;
        if (next !== null) await inSight(page, next, choosePlay(next));
        continue;
      }
      await noteMiss(page, figures, { game: number, play, action, point });
      continue;
    }
    const landed = await landing(page, game.version);
    if (landed !== null) {
      figures.shownMs.push(landed.shown);
      figures.answeredMs.push(landed.answered);
      continue;
    }
    await noteMiss(page, figures, { game: number, play, action, point });
    // The game goes on: the same play by taps, if it is still to be made.
    if ((await tableVersion(page)) === game.version) await tapPlay(page, game, action);
  }
}

async function playGame(browser: Browser, url: string, number: number, figures: Figures): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: HEIGHT },
    locale: LOCALE,
    ...(INPUT === 'tap' ? { hasTouch: true, isMobile: true } : {}),
  });
  context.setDefaultTimeout(90_000);
  const page = await context.newPage();
  if (LATENCY_MS > 0) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // Chromium's emulation leaves WebSocket messages alone: each is passed on half a round trip late, in order.
    await page.routeWebSocket(/\/api\/live$/, (socket) => {
      const server = socket.connectToServer();
      const later = (send: () => void) => setTimeout(send, LATENCY_MS / 2);
      socket.onMessage((message) => {
        later(() => {
          server.send(message);
        });
      });
      server.onMessage((message) => {
        later(() => {
          socket.send(message);
        });
      });
    });
  }
  page.on('console', (message) => {
    if (message.type() === 'error') figures.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => figures.consoleErrors.push(error.message));
  await page.addInitScript(() => {
    localStorage.setItem('katz.settings', JSON.stringify({ animationSpeed: 'normal', confirmTurn: 'off' }));
  });
  await page.goto(`${url}/`);
  await page.locator('#computer-level').selectOption(LEVEL);
  await page.locator('.home-computer .button-primary').click();
  await page.waitForURL(/\/game\/[A-Za-z0-9_-]+$/);
  const gameId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  try {
    await playTurns(page, url, gameId, number, figures);
  } catch (error) {
    // A game that cannot go on is kept as the player saw it.
    const screenshot = join(SHOTS, `soak-stuck-${String(number)}.png`);
    await page.screenshot({ path: screenshot });
    const message = (await page.getByTestId('message').textContent()) ?? '';
    throw new Error(`game ${String(number)} stuck (screenshot ${screenshot}, message "${message}")`, {
      cause: error,
    });
  }
  const result = (await serverGame(page, url, gameId)).result;
  if (result?.winner === 0) figures.won++;
  else figures.lost++;
  await context.close();
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main(): Promise<void> {
  const app = await startBenchApp('soak');
  const figures: Figures = {
    plays: 0,
    shownMs: [],
    answeredMs: [],
    misses: [],
    consoleErrors: [],
    won: 0,
    lost: 0,
  };
  try {
    for (let game = 1; game <= GAMES; game++) {
      await playGame(app.browser, app.url, game, figures);
      console.log(
        `game ${String(game)}: ${String(figures.plays)} plays so far, ${String(figures.misses.length)} missed`,
      );
    }
  } finally {
    await app.close();
  }
  const spread = (values: readonly number[]) => {
    const seen = values.filter((value) => !Number.isNaN(value));
    const unseen = values.length - seen.length;
    return (
      `median ${ms(percentile(seen, 0.5))}, p95 ${ms(percentile(seen, 0.95))}, max ${ms(Math.max(...seen))}` +
      (unseen > 0 ? ` (${String(unseen)} never seen there)` : '')
    );
  };
  console.log(
    `${String(GAMES)} games against ${LEVEL} at ${String(WIDTH)}x${String(HEIGHT)} by ${INPUT}, ${LOCALE}, ` +
      `${String(LATENCY_MS)} ms added latency, ${HURRIED ? `hurried (${String(REACTION_MS)} ms)` : 'steady'}: ` +
      `won ${String(figures.won)}, lost ${String(figures.lost)}; ${String(figures.plays)} plays, ` +
      `${String(figures.misses.length)} did not land; from the release to the card on its pile: ` +
      `${spread(figures.shownMs)}; ` +
      (figures.answeredMs.length > 0 ? `to the server's answer shown: ${spread(figures.answeredMs)}; ` : '') +
      `${String(figures.consoleErrors.length)} console errors`,
  );
  for (const miss of figures.misses) console.log(`missed: ${JSON.stringify(miss)}`);
  for (const error of figures.consoleErrors.slice(0, 10)) console.log(`console error: ${error}`);
  if (figures.misses.length > 0) process.exitCode = 1;
}

await main();
