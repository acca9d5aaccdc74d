/**
 * The review page as a player reads it, on a whole game of 90 turns or more whose review this browser keeps
 * (support/reviewed-game.ts: the review's own decisions and turns, made-up figures, so that nothing waits for the
 * estimates): the review's turn numbers are the replay's list's ("Turn 49" was the list's 50th line).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runBrowserTests } from './support/browser.js';
import { reviewedGame, reviewedGamePage } from './support/reviewed-game.js';
import { useWebApp } from './support/web-app.js';

/** Each costly decision on the review page: its player, turn and mark, as "Alma 26 blunder". */
const costlyTurns = (page: Page) =>
  page.locator('.review-costly').evaluateAll((sections) =>
    sections.flatMap((section) => {
      const name = /of (.*)$/.exec(section.querySelector('h2')?.textContent ?? '')?.[1] ?? '';
      return Array.from(section.querySelectorAll('[data-testid="costly-decision"]'), (item) => {
        const turn = /^Turn (\d+):/.exec(item.querySelector('strong')?.textContent ?? '')?.[1];
        const mark = /review-mark-(\w+)/.exec(
          item.querySelector('.review-mark')?.getAttribute('class') ?? '',
        )?.[1];
        return `${name} ${turn ?? '?'} ${mark ?? '?'}`;
      });
    }),
  );

/** Each marked move in the replay's list: its player, the number its line shows, its mark. */
const listedMarks = (page: Page) =>
  page.getByTestId('move-mark').evaluateAll((marks) =>
    marks.map((mark) => {
      const line = mark.closest('li');
      const list = line?.parentElement;
      // The number a list's line shows: its `value`, else one more than the line before (from the list's start).
      let number = list instanceof HTMLOListElement ? list.start - 1 : 0;
      for (const item of list?.children ?? []) {
        number = item.hasAttribute('value') ? Number(item.getAttribute('value')) : number + 1;
        if (item === line) break;
      }
      const name = line?.querySelector('.replay-move-seat')?.textContent ?? '';
      return `${name} ${number} ${/review-mark-(\w+)/.exec(mark.getAttribute('class') ?? '')?.[1] ?? '?'}`;
    }),
  );

describe.skipIf(!runBrowserTests)('the review page', () => {
  const app = useWebApp();
  const game = reviewedGame();
  const reviewPath = `/replay/${game.replay.id}/review`;

  it('numbers the turns as the replay does', async () => {
    expect(game.turns).toBeGreaterThanOrEqual(90);
    const page = await app.open({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });
    await reviewedGamePage(page, game);
    await page.goto(reviewPath);
    await page.getByTestId('review-done').waitFor();
    const costly = await costlyTurns(page);
    expect(costly).toHaveLength(6);

    // "Show it on the board" opens the replay at the decision, the review's marks in its list of moves.
    await page.getByRole('link', { name: 'Show it on the board' }).first().click();
    await page.getByTestId('better-turn').waitFor();
    // The list of moves numbers each marked move's line as the review numbered its turn.
    expect((await listedMarks(page)).sort()).toEqual(costly.sort());
  });
});
