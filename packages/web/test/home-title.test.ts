/**
 * The tab's title calls a correspondence player back: while the home page is open (in a tab of its own, say), its
 * title counts the games waiting for the player's move, in the page's language, and drops the count once none
 * waits. The home page asks for the list again every 15 s, so each step here waits up to a minute.
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

describe.skipIf(!runBrowserTests)('the home page’s title', () => {
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

    // A page without the list has no count.
    await page.request.post(ENDPOINTS.startComputerGame.path, {
      data: { level: 'first', turnSeconds: 86_400 },
    });
    await page.goto('/');
    await titleWhen(page, '^\\(1\\) ');
    await page
      .getByRole('link', { name: /Regeln/ })
      .first()
      .click();
    await titleWhen(page, '^So wird gespielt · ');
  });
});
