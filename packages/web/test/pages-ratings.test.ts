/**
 * Ratings, correspondence, rematches and watchers in the browser, through a real server: a rated invitation
 * with two days per turn, a spectator counted in the players' header, a resignation, a rematch offered by one
 * player and accepted by the other (both taken to the new game, seats swapped), and the leaderboard. Pages are
 * photographed at 360×640 and 1440×900 into packages/web/test-artifacts/ratings/ for people to look at.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBrowserTests } from './support/browser.js';
import { useWebApp } from './support/web-app.js';
import { photograph } from './support/photograph.js';

/**
 * Each of the two pages' players completes a turn (its first legal discard, through the API as the page's own
 * session), whoever is to move first: a rated game that ends before that is aborted, not rated.
 */
async function takeATurnEach(pages: readonly Page[], gameUrl: string): Promise<void> {
  const id = gameUrl.split('/').pop() ?? '';
  for (let turn = 0; turn < 2; turn += 1) {
    let played = false;
    for (const page of pages) {
      played = await page.evaluate(async (gameId) => {
        const game = (await (await fetch(`/api/games/${gameId}`)).json()) as {
          version: number;
          legalActions: { type: string }[];
        };
        const action = game.legalActions.find((legal) => legal.type === 'discard');
        if (action === undefined) return false; // not this player's turn
        const answer = await fetch(`/api/games/${gameId}/actions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ version: game.version, action }),
        });
        if (!answer.ok) throw new Error(`the discard was refused: ${await answer.text()}`);
        return true;
      }, id);
      if (played) break;
    }
    if (!played) throw new Error('neither page could discard');
  }
}

const OUT = fileURLToPath(new URL('../test-artifacts/ratings/', import.meta.url));

describe.skipIf(!runBrowserTests)('rated correspondence games, watchers, rematch and leaderboard', () => {
  const app = useWebApp();

  beforeAll(() => {
    mkdirSync(OUT, { recursive: true });
  });

  async function person(locale: string, width = 1280, height = 900): Promise<Page> {
    const page = await app.open({
      locale,
      viewport: { width, height },
      appSettings: { animationSpeed: 'off', confirmTurn: 'off' },
    });
    return page;
  }
  /** The page's guest, registered under `username` through the API (the account pages have their own tests). */
  async function register(page: Page, username: string): Promise<string> {
    // The app makes no guest to draw a page; the guest is made here, and marked as the app marks a session it
    // starts itself (server/session-mark.ts), so that the reloaded page asks who is logged in.
    const id = await page.evaluate(async (name) => {
      await fetch('/api/session', { method: 'POST' });
      localStorage.setItem('katz.hadSession', '1');
      const response = await fetch('/api/account', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: name, password: 'correct horse battery' }),
      });
      if (!response.ok) throw new Error(`registration refused: ${await response.text()}`);
      return ((await response.json()) as { player: { id: string } }).player.id;
    }, username);
    // The app learns who is logged in when it loads, as after its own registration page.
    await page.reload();
    return id;
  }
  const shoot = (page: Page, name: string) => photograph(page, { path: `${OUT}${name}.png`, fullPage: true });

  it(
    'plays a rated two-day game, counts a watcher, rematches live, and ranks both',
    { timeout: 240_000 },
    async () => {
      const anna = await person('en-GB');
      const bert = await person('de-DE', 360, 640);
      const carl = await person('nl-NL');
      await anna.goto(`${app.server.url}/`);
      await bert.goto(`${app.server.url}/`);
      const annaId = await register(anna, 'anna');
      const bertId = await register(bert, 'bert');

      await anna.locator('#friend-time').selectOption(String(2 * 86_400));
      await anna
        .getByRole('region', { name: 'Play a friend' })
        .getByLabel(/Rated game/)
        .check();
      await anna.getByRole('button', { name: 'Create invitation' }).click();
      const link = await anna.locator('#invitation-link').inputValue();
      await bert.goto(link);
      await expect.poll(() => bert.locator('.invite-time').textContent()).toMatch(/2 Tage.*Gewertet/);
      await shoot(bert, 'invite-rated-de-360');
      await bert.getByRole('button', { name: 'Annehmen und spielen' }).click();
      await bert.waitForURL(/\/game\/[A-Za-z0-9_-]+$/);
      await anna.waitForURL(bert.url());
      const firstGame = bert.url();

      // A correspondence clock in days and hours, and both ratings beside the opponent's name.
      await expect.poll(() => anna.locator('.opponent-rating').textContent()).toMatch(/1500\?/);
      await expect
        .poll(() => anna.locator('.turn-bar [role="timer"]').textContent())
        .toMatch(/^\d+ d \d+ h$/);

      await carl.goto(firstGame);
      // A spectator sees both seats named, with their ratings: the bottom seat too, which players see as theirs.
      await expect
        .poll(async () => (await carl.locator('.opponent-name').allInnerTexts()).sort())
        .toEqual(['anna 1500?', 'bert 1500?']);
      await expect
        .poll(() => carl.getByRole('region', { name: /^Kaarten van (anna|bert)$/ }).count())
        .toBe(2);
      await expect.poll(() => anna.getByTestId('watchers').getAttribute('title')).toBe('1 watching');
      await expect.poll(() => bert.getByTestId('watchers').getAttribute('title')).toBe('1 schaut zu');
      // Wide, the words show; on a phone the eye and the number (the words are for screen readers).
      expect(await anna.getByTestId('watchers').innerText()).toBe('1 watching');
      expect((await bert.getByTestId('watchers').boundingBox())?.width).toBeLessThan(48);
      await shoot(anna, 'game-watchers-en-1280');
      await shoot(bert, 'game-watchers-de-360');
      await carl.close();
      await expect.poll(() => anna.getByTestId('watchers').count()).toBe(0);

      // Each completes a turn first (through the API, the table is tested elsewhere): a rated game that ends
      // before that is aborted, not rated.
      await takeATurnEach([anna, bert], firstGame);
      await bert.getByRole('button', { name: 'Aufgeben' }).click();
      await bert.getByRole('button', { name: 'Wirklich aufgeben?' }).click();
      await expect.poll(() => anna.getByTestId('game-over').isVisible()).toBe(true);
      expect(await anna.getByTestId('game-over').locator('p').first().textContent()).toBe('bert resigned.');
      expect(await bert.getByTestId('game-over').locator('p').first().textContent()).toBe(
        'Du hast aufgegeben.',
      );

      await anna.getByRole('button', { name: 'Play again' }).click();
      await expect.poll(() => bert.getByTestId('rematch').textContent()).toMatch(/bietet eine Revanche an/);
      await expect.poll(() => anna.getByTestId('rematch').textContent()).toMatch(/Waiting for an answer/);
      // The offer's bar holds the buttons now; the panel offers no second way to the same thing.
      expect(await anna.getByTestId('game-over').getByRole('button', { name: 'Play again' }).count()).toBe(0);
      expect(await bert.getByTestId('game-over').getByRole('button', { name: 'Noch einmal' }).count()).toBe(
        0,
      );
      await shoot(bert, 'rematch-offer-de-360');
      await shoot(anna, 'rematch-offered-en-1280');
      await bert.getByTestId('rematch').getByRole('button', { name: 'Annehmen' }).click();
      await bert.waitForURL((url) => url.href !== firstGame);
      await anna.waitForURL(bert.url());
      const seats = await anna.evaluate(async (url) => {
        const id = url.split('/').pop() ?? '';
        const response = await fetch(`/api/games/${id}`);
        return ((await response.json()) as { seats: { id?: string }[] }).seats.map((seat) => seat.id);
      }, bert.url());
      expect(seats).toEqual([bertId, annaId]);

      // Coming back to the first game later stays there: only a rematch starting while one looks takes one along.
      // The page hears of the rematch through the game's table news: once that frame has arrived and the page
      // has drawn after it, it would have left if it were going to.
      const firstGameId = firstGame.split('/').pop() ?? '';
      const newsHeard = new Promise<void>((resolve) => {
        anna.on('websocket', (socket) => {
          socket.on('framereceived', ({ payload }) => {
            if (
              typeof payload === 'string' &&
              payload.includes('"type":"table"') &&
              payload.includes(firstGameId)
            ) {
              resolve();
            }
          });
        });
      });
      await anna.goto(firstGame);
      await expect.poll(() => anna.getByTestId('game-over').isVisible()).toBe(true);
      await newsHeard;
      await anna.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
      );
      expect(anna.url()).toBe(firstGame);

      await anna.goto(`${app.server.url}/leaderboard`);
      const rows = anna.locator('.leaderboard-table tbody tr');
      await expect.poll(() => rows.count()).toBe(2);
      expect(await rows.nth(0).textContent()).toMatch(/^1anna16\d\d\?1$/);
      expect(await anna.locator('.leaderboard-levels').textContent()).toMatch(/Kitten: 1000/);
      // The row is marked once the page knows who is signed in, which it asks apart from the board.
      await expect.poll(() => rows.nth(0).getAttribute('class')).toBe('is-me');
      expect(await rows.nth(1).getAttribute('class')).toBeNull();
      await shoot(anna, 'leaderboard-en-1280');
      // The profile, reached from the leaderboard, shows the rating and what the rated game did to it.
      await rows.nth(0).getByRole('link', { name: 'anna' }).click();
      await anna.waitForURL(`${app.server.url}/players/anna`);
      await expect.poll(() => anna.locator('.profile-rating h2').textContent()).toMatch(/^Rating 16\d\d\?$/);
      expect(await anna.locator('.rating-history li').first().textContent()).toMatch(
        /^1500 → 16\d\d against bert\+1\d\dReplay$/,
      );
      // The opponent, a registered player, is a link to their profile, in the rating's history and the games.
      const toBert = anna.locator('main').getByRole('link', { name: 'bert', exact: true });
      await expect.poll(() => toBert.count()).toBe(2);
      expect(await toBert.first().getAttribute('href')).toBe('/players/bert');
      await shoot(anna, 'profile-rating-en-1280');
      await toBert.first().click();
      await expect.poll(() => anna.locator('h1').textContent()).toBe('bert');
      await expect.poll(() => anna.locator('.profile-rating h2').textContent()).toMatch(/^Rating 13\d\d\?$/);
      await bert.goto(`${app.server.url}/leaderboard`);
      await expect.poll(() => bert.locator('.leaderboard-table tbody tr').count()).toBe(2);
      await shoot(bert, 'leaderboard-de-360');
      const wide = await person('nl-NL', 1440, 900);
      await wide.goto(`${app.server.url}/`);
      await expect.poll(() => wide.locator('#computer-level').textContent()).toMatch(/Katje \(1000\)/);
      await shoot(wide, 'home-nl-1440');
      const phoneWidth = await bert.evaluate(() => document.documentElement.scrollWidth);
      expect(phoneWidth).toBeLessThanOrEqual(360);
    },
  );
});
