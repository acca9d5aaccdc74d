/**
 * The tab's title at the table: "● Your turn" before the page's own title while it is the player's turn in a
 * practice game against the computer, gone while the computer plays, and the page's own title back whole once the
 * table is left. app/page-title.ts is the title's one writer; the table only asks it for the mark, so that a
 * language switched during the player's turn gives the new page title with the mark, not the old title.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runBrowserTests } from './support/browser.js';
import { playOnce, presetSettings, waitForTurnOrEnd } from './support/table-driver.js';
import { useWebApp } from './support/web-app.js';

/** Waits until the table's turn is `mine` and the tab's title is `title` at once (the title follows a frame later). */
async function titleAtTurn(page: Page, mine: boolean, title: string): Promise<void> {
  await page.waitForFunction(
    ([mine, title]) =>
      document.querySelector('.game-table')?.getAttribute('data-my-turn') === String(mine) &&
      document.title === title,
    [mine, title] as const,
    { timeout: 30_000 },
  );
}

describe.skipIf(!runBrowserTests)('the tab’s title at the table', () => {
  const app = useWebApp();

  it('says “Your turn” on the player’s turn only, and gives the page’s title back', async () => {
    const page = await app.open({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await presetSettings(page, { animationSpeed: 'off' });
    // The computer takes a second an action, so its turn is long enough to be seen.
    await page.goto(`${app.server.url}/practice?level=random&pace=1000&seed=tab-title-1`);
    const own = 'Practice against the computer · Katz und Maus';

    for (let turn = 0; turn < 2; turn++) {
      expect(await waitForTurnOrEnd(page)).toBe(true);
      await titleAtTurn(page, true, `● Your turn · ${own}`);
      while ((await playOnce(page, 'click')) === 'build') {
        // Building piles first; a discard ends the turn.
      }
      await titleAtTurn(page, false, own);
    }

    // A language switched during the turn: the new language's page title, still marked.
    expect(await waitForTurnOrEnd(page)).toBe(true);
    await page.selectOption('.language-switch select', 'de');
    await titleAtTurn(page, true, '● Du bist dran · Üben gegen den Computer · Katz und Maus');

    // Another page, by its link in the header: its own title, without the mark.
    await page
      .getByRole('link', { name: /Regeln/ })
      .first()
      .click();
    await page.waitForFunction(() => document.title === 'So wird gespielt · Katz und Maus', undefined, {
      timeout: 30_000,
    });
    expect(errors).toEqual([]);
  });
});
