/**
 * The tab's title calls a correspondence player back: while any page of the app is open (in a tab of its own, say),
 * its title counts the games waiting for the player's move, in the page's language, and so does a badge in the
 * header; both drop the count once none waits. The live connection tells the page of each change of the player's
 * games, so no step here waits for a periodic refresh. A game's own table leaves itself out of the count: it says
 * "● Your turn" itself.
 */
import { ENDPOINTS, type GameSummary, type GameView } from '@katz/protocol';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startSessionFor } from './support/api-call.js';
import { runBrowserTests } from './support/browser.js';
import { useWebApp } from './support/web-app.js';

/** Waits until the tab's title passes `check`, then returns it. */
async function titleWhen(page: Page, check: string): Promise<string> {
  await page.waitForFunction((pattern) => new RegExp(pattern).test(document.title), check, {
    timeout: 60_000,
  });
  return page.title();
}

describe.skipIf(!runBrowserTests)('the tab’s title and the header’s count', () => {
  const app = useWebApp();

  it('counts the games waiting for the player’s move', { timeout: 240_000 }, async () => {
    const page = await app.open({ locale: 'de-DE' });
    await startSessionFor(page);
    const ids: string[] = [];
    for (let game = 0; game < 2; game++) {
      const started = await page.request.post(ENDPOINTS.startComputerGame.path, {
        data: { level: 'first', turnSeconds: 86_400 },
      });
      ids.push(((await started.json()) as GameView).id);
    }
    // The computer may have the first turn: wait until both games wait for the person.
    await expect
      .poll(
        async () => {
          const running = (await (await page.request.get('/api/games')).json()) as GameSummary[];
          return running.filter((game) => game.yourTurn).length;
        },
        { timeout: 60_000 },
      )
      .toBe(2);

    await page.goto('/');
    expect(await titleWhen(page, '^\\(2\\) Du bist dran · ')).toMatch(/Katz und Maus$/);
    await page.request.post(`/api/games/${ids[0] ?? ''}/resign`);
    await titleWhen(page, '^\\(1\\) Du bist dran · ');
    await page.request.post(`/api/games/${ids[1] ?? ''}/resign`);
    expect(await titleWhen(page, '^[^(]')).not.toContain('dran');

    // Every page counts, not only the home page; the header's badge says the same and leads home.
    const started = await page.request.post(ENDPOINTS.startComputerGame.path, {
      data: { level: 'first', turnSeconds: 86_400 },
    });
    const last = ((await started.json()) as GameView).id;
    await page.goto('/rules');
    await titleWhen(page, '^\\(1\\) Du bist dran · So wird gespielt · ');
    const badge = page.getByRole('link', { name: '1 Partie wartet auf deinen Zug' });
    await badge.click();
    await page.getByRole('heading', { name: 'Deine Partien' }).waitFor();
    // The game's own table: its "● Du bist dran" instead of a count that would name the same game twice.
    await page.goto(`/game/${last}`);
    expect(await titleWhen(page, '^● ')).not.toMatch(/\(1\)/);
    await expect.poll(() => badge.count()).toBe(0);
  });
});
