/**
 * The game's review in a real browser: one click from the game-over panel, computed in the page's Web Workers
 * (and shown at once, with no work in the browser, to a later viewer once the server keeps it),
 * with the players' accuracy, the graph and its table; one click from the replay, which then shows what a seat
 * knew; and refused for a running game, live or by correspondence (its replay is not given while it runs).
 */
import { CORRESPONDENCE_SECONDS, ENDPOINTS, type GameView } from '@katz/protocol';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api-call.js';
import { runBrowserTests } from './support/browser.js';
import { useWebApp } from './support/web-app.js';

describe.skipIf(!runBrowserTests)('the game review', () => {
  const app = useWebApp();

  it(
    'opens in one click from the game-over panel and from the replay, and shows what a seat knew',
    { timeout: 600_000 },
    async () => {
      const page = await app.open({ appSettings: { animationSpeed: 'off' } });
      await apiCall(page.request, 'POST', ENDPOINTS.startSession.path);
      let game = await apiCall<GameView>(page.request, 'POST', ENDPOINTS.startComputerGame.path, {
        level: 'first',
        turnSeconds: 600,
      });
      const path = `/api/games/${game.id}`;
      // A few turns of the person's (a build where there is one, else a discard), then a resignation.
      for (let played = 0; played < 12 && game.state === 'running';) {
        game = await apiCall<GameView>(page.request, 'GET', path);
        if (game.state !== 'running') break;
        if (game.toMove !== game.seat) {
          await new Promise((resolve) => setTimeout(resolve, 30));
          continue;
        }
        const action =
          game.legalActions.find((candidate) => candidate.type === 'build') ?? game.legalActions[0];
        await apiCall(page.request, 'POST', `${path}/actions`, { version: game.version, action });
        played++;
      }
      if (game.state === 'running') await apiCall(page.request, 'POST', `${path}/resign`);

      await page.goto(`/game/${game.id}`);
      await page.getByTestId('game-over').getByRole('link', { name: 'Review the game' }).click();
      await page.waitForURL(`**/replay/${game.id}/review`);
      await page.getByTestId('review-done').waitFor({ timeout: 540_000 });
      const accuracies = await page.locator('.review-accuracy-figure').allTextContents();
      expect(accuracies).toHaveLength(2);
      for (const accuracy of accuracies) expect(Number(accuracy)).toBeGreaterThanOrEqual(0);
      // The graph's table holds a row for every decision of both players.
      await page.getByText('The chances as a table').click();
      const rows = await page.locator('.review-table tbody tr').count();
      expect(rows).toBeGreaterThan(0);
      // Where each player's result came from, in one line each, and the verdict in a sentence.
      const accounts = await page.locator('.review-account-line').allTextContents();
      expect(accounts).toHaveLength(2);
      for (const account of accounts) {
        expect(account).toMatch(
          /^Start \d+% · your decisions [+−]?\d+\.\d · your opponent's [+−]?\d+\.\d · the cards [+−]?\d+\.\d · result: /,
        );
      }
      expect(
        (await page.locator('.review-verdict').allTextContents()).every((verdict) => verdict.length > 20),
      ).toBe(true);

      await page.getByRole('link', { name: 'Back to the replay' }).click();
      await page.waitForURL(`**/replay/${game.id}`);
      // What the person knew at the deal: their hand face up, the computer's face down, nothing under the stock tops.
      await page.getByRole('radio', { name: /knew$/ }).first().check();
      await expect.poll(() => page.locator('.replay-hand .shown-card-back').count()).toBe(5);
      expect(await page.locator('.replay-under').count()).toBe(0);
      await page.getByRole('radio', { name: 'All cards' }).check();
      await expect.poll(() => page.locator('.replay-hand .shown-card-back').count()).toBe(0);
      expect(await page.locator('.replay-under').count()).toBe(2);
      // Back to the review in one click: kept in the browser, it shows at once.
      await page.getByTestId('review-link').click();
      await page.waitForURL(`**/replay/${game.id}/review`);
      await page.getByTestId('review-done').waitFor();
      expect(await page.locator('.review-table tbody tr').count()).toBe(rows);
    },
  );

  it(
    'shows the review the server keeps to a later viewer at once, with no work in the browser',
    { timeout: 600_000 },
    async () => {
      const player = await app.open();
      await apiCall(player.request, 'POST', ENDPOINTS.startSession.path);
      let game = await apiCall<GameView>(player.request, 'POST', ENDPOINTS.startComputerGame.path, {
        level: 'first',
        turnSeconds: 600,
      });
      const path = `/api/games/${game.id}`;
      for (let played = 0; played < 4 && game.state === 'running';) {
        game = await apiCall<GameView>(player.request, 'GET', path);
        if (game.state !== 'running') break;
        if (game.toMove !== game.seat) {
          await new Promise((resolve) => setTimeout(resolve, 30));
          continue;
        }
        const action = game.legalActions[0];
        await apiCall(player.request, 'POST', `${path}/actions`, { version: game.version, action });
        played++;
      }
      if (game.state === 'running') await apiCall(player.request, 'POST', `${path}/resign`);
      // The first request queues the server's review; it is kept once the server answers 200.
      const status = async () => (await player.request.fetch(`${path}/review`)).status();
      expect(await status()).toBe(202);
      await expect.poll(status, { timeout: 300_000, interval: 250 }).toBe(200);

      // A spectator in a browser of its own (nothing kept there): every Web Worker the page starts is counted.
      const spectator = await app.open();
      await spectator.addInitScript(() => {
        const counted = window as unknown as { startedWorkers: number };
        counted.startedWorkers = 0;
        const Original = window.Worker;
        window.Worker = class extends Original {
          constructor(url: string | URL, options?: WorkerOptions) {
            super(url, options);
            counted.startedWorkers++;
          }
        };
      });
      await spectator.goto(`/replay/${game.id}/review`);
      await spectator.getByTestId('review-done').waitFor({ timeout: 60_000 });
      expect(
        await spectator.evaluate(() => (window as unknown as { startedWorkers: number }).startedWorkers),
      ).toBe(0);
      expect(await spectator.locator('.review-progress').count()).toBe(0);
      expect(await spectator.locator('.review-accuracy-figure').count()).toBe(2);
    },
  );

  for (const [kind, turnSeconds] of [
    ['live', 60],
    ['correspondence', CORRESPONDENCE_SECONDS],
  ] as const) {
    it(`refuses to review a running ${kind} game`, async () => {
      const page = await app.open();
      await apiCall(page.request, 'POST', ENDPOINTS.startSession.path);
      const game = await apiCall<GameView>(page.request, 'POST', ENDPOINTS.startComputerGame.path, {
        level: 'beginner',
        turnSeconds,
      });
      await page.goto(`/replay/${game.id}/review`);
      await page
        .getByText('This game is still running. A review is made only of a finished game')
        .waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('review-done').count()).toBe(0);
      expect(await page.locator('.review-progress').count()).toBe(0);
    });
  }
});
