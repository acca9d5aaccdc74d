/**
 * A player who makes their next play while the table still shows what their last one brought (the stock's next
 * card turning over) is not ignored: the card they grab follows the pointer, the table shows the rest at once,
 * and the play lands. Until then the cards were inert for as long as anything moved, and a fast player's drag
 * went nowhere (6 of 84 plays in a game of `bench:soak` with SOAK_PACE=hurried). The other player's plays are
 * still shown whole before the player may play.
 *
 * The table's movements are held still here (each animation paused as it starts), so the test does not race
 * the clock: a table that waits for its movements to end never gets there.
 */
import { ENDPOINTS, type GameView } from '@katz/protocol';
import type { Action } from '@katz/engine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall as call } from './support/api-call.js';
import { runBrowserTests } from './support/browser.js';
import { untilMyTurn } from './support/long-server-game.js';
import { drag } from './support/table-driver.js';
import { useWebApp } from './support/web-app.js';

type StockBuild = Extract<Action, { type: 'build'; from: 'stock' }>;

/**
 * A game against the computer at the player's turn, in which the stock card builds and is not the last one: the
 * player discards until such a turn comes (in a new game when one ends first).
 */
async function gameWithStockBuild(page: Page): Promise<{ game: GameView; build: StockBuild }> {
  await call(page.request, 'POST', ENDPOINTS.startSession.path);
  for (let deal = 0; deal < 10; deal++) {
    const started = await call<GameView>(page.request, 'POST', ENDPOINTS.startComputerGame.path, {
      level: 'random',
      turnSeconds: 600,
    });
    for (let turn = 0; turn < 60; turn++) {
      const game = await untilMyTurn(page.request, started.id);
      if (game.state !== 'running') break;
      const build = game.legalActions.find(
        (action): action is StockBuild => action.type === 'build' && action.from === 'stock',
      );
      if (build !== undefined && game.view.players[game.seat ?? 0].stockCount > 1) return { game, build };
      const discard = game.legalActions.find((action) => action.type === 'discard');
      if (discard === undefined)
        throw new Error(`game ${game.id}: no discard at version ${String(game.version)}`);
      await call(page.request, 'POST', `/api/games/${game.id}/actions`, {
        version: game.version,
        action: discard,
      });
    }
  }
  throw new Error('no stock card built in 10 games');
}

/** From now on every animation the page starts stands still at its first frame until it is finished. */
async function holdMovements(page: Page): Promise<void> {
  await page.evaluate(() => {
    const animate = Object.getOwnPropertyDescriptor(Element.prototype, 'animate')
      ?.value as Element['animate'];
    Element.prototype.animate = function held(this: Element, ...args: Parameters<Element['animate']>) {
      const animation = animate.apply(this, args);
      animation.pause();
      return animation;
    };
  });
}

/** How many of the page's animations stand still. */
const heldMovements = (page: Page) =>
  page.evaluate(
    () => document.getAnimations().filter((animation) => animation.playState === 'paused').length,
  );

/** The game once the server has stored `version`. */
async function untilVersion(page: Page, id: string, version: number): Promise<GameView> {
  let game = await call<GameView>(page.request, 'GET', `/api/games/${id}`);
  await expect
    .poll(async () => {
      game = await call<GameView>(page.request, 'GET', `/api/games/${id}`);
      return game.version;
    })
    .toBeGreaterThanOrEqual(version);
  return game;
}

const table = (page: Page) => page.locator('.game-table');
const topOf = (page: Page, slot: string) =>
  page.locator(`[data-slot="${slot}"] [data-top]`).first().getAttribute('data-card');

describe.skipIf(!runBrowserTests)('a play made while the table still shows the last one', () => {
  const app = useWebApp();

  it('lands when made as the stock card turns over, and the other player is shown whole', async () => {
    const page = await app.open({
      viewport: { width: 1280, height: 900 },
      locale: 'en-GB',
      appSettings: { animationSpeed: 'normal', confirmTurn: 'off' },
    });
    const { game, build } = await gameWithStockBuild(page);
    const seat = game.seat ?? 0;
    await page.goto(`/game/${game.id}`);
    await page.locator(`.game-table[data-version="${game.version}"][data-my-turn="true"]`).waitFor();
    // The drag library arrives when the pointer first moves over the table, or when the browser is idle.
    await page.mouse.move(5, 5);
    await page.locator('.game-table[data-drag="ready"]').waitFor();
    await holdMovements(page);

    await drag(
      page,
      page.locator(`[data-slot="stock-${seat}"]`),
      page.locator(`[data-target="building:${build.to}"]`),
    );
    // The server has the play, and the table turns the next stock card over, held still.
    const stored = await untilVersion(page, game.id, game.version + 1);
    await expect.poll(() => heldMovements(page)).toBeGreaterThan(0);
    expect(await table(page).getAttribute('data-version')).toBe(String(game.version));
    // The player may play on meanwhile.
    expect(await table(page).getAttribute('data-my-turn')).toBe('true');

    const discard = stored.legalActions.find((action) => action.type === 'discard' && action.to === 3);
    if (discard?.type !== 'discard') throw new Error('no discard onto the fourth pile');
    await drag(
      page,
      page.locator(`.area-own .hand [data-card="${discard.card}"]`).first(),
      page.locator('[data-target="discard:3"]'),
    );
    // The play lands: the table showed the rest at once, and the card is on its pile.
    await expect.poll(() => topOf(page, `discard-${seat}-3`)).toBe(discard.card);
    const log = await call<{ version: number; action: Action | null }[]>(
      page.request,
      'GET',
      `/api/games/${game.id}/log?since=${String(game.version)}`,
    );
    expect(log.slice(0, 2).map((entry) => entry.action)).toEqual([build, discard]);
    expect(await page.getByTestId('message').textContent()).toBe('');

    // What comes after the discard (the refill, the computer's turn) is shown whole, held still here: the
    // player waits for it, though the server has passed the turn back.
    const back = await untilMyTurn(page.request, game.id);
    if (back.state === 'running') {
      await expect.poll(() => heldMovements(page)).toBeGreaterThan(0);
      expect(await table(page).getAttribute('data-my-turn')).toBe('false');
      expect(Number(await table(page).getAttribute('data-version'))).toBeLessThan(back.version);
    }
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) animation.finish();
    });
  });
});
