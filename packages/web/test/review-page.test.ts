/**
 * The review page as a player reads it, on a whole game of 90 turns or more whose review this browser keeps
 * (support/reviewed-game.ts: the review's own decisions and turns, made-up figures, so that nothing waits for the
 * estimates): the review's turn numbers are the replay's list's ("Turn 49" was the list's 50th line), and "Show it
 * on the board" brings the better turn into view with the focus on its heading (it opened 470 px below the fold
 * with the focus on the page's body).
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

/** The better turn's heading has the focus, and it and `board` lie within the screen. */
const betterInView = (page: Page, board: string) =>
  page.evaluate((boardSelector) => {
    const inView = (element: Element | null) => {
      const box = element?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.bottom <= innerHeight && box.height > 0;
    };
    const focused = document.activeElement;
    return {
      focus: focused === null || focused.id === '' ? focused?.tagName : focused.id,
      heading: inView(document.getElementById('replay-better-title')),
      board: inView(document.querySelector(boardSelector)),
    };
  }, board);

describe.skipIf(!runBrowserTests)('the review page', () => {
  const app = useWebApp();
  const game = reviewedGame();
  const reviewPath = `/replay/${game.replay.id}/review`;

  it('numbers the turns as the replay does, and opens a better turn in view', async () => {
    expect(game.turns).toBeGreaterThanOrEqual(90);
    const page = await app.open({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });
    await reviewedGamePage(page, game);
    await page.goto(reviewPath);
    await page.getByTestId('review-done').waitFor();
    const costly = await costlyTurns(page);
    expect(costly).toHaveLength(6);

    // "Show it on the board": the better turn's heading has the focus, it and the board are in view.
    await page.getByRole('link', { name: 'Show it on the board' }).first().click();
    await page.getByTestId('better-turn').waitFor();
    await expect
      .poll(() => betterInView(page, '.replay-board'))
      .toEqual({ focus: 'replay-better-title', heading: true, board: true });
    // By keyboard from there: Tab to the button, Enter for each move of the better turn; the focus stays in the
    // panel when its button goes (on the last move, and back to the game as played).
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('Play the better turn');
    for (let move = 0; move < 20 && (await focusedText()).endsWith('better turn'); move++)
      await page.keyboard.press('Enter');
    await page.getByText('The better turn is on the board.').waitFor();
    await expect.poll(focusedText).toBe('Back to the game as played');
    await page.keyboard.press('Enter');
    await expect.poll(focusedText).toBe('Play the better turn');
    // The list of moves numbers each marked move's line as the review numbered its turn.
    expect((await listedMarks(page)).sort()).toEqual(costly.sort());
  });

  it('opens a better turn above the board on a phone', async () => {
    const page = await app.open({
      locale: 'de-DE',
      viewport: { width: 360, height: 640 },
      hasTouch: true,
      isMobile: true,
    });
    await reviewedGamePage(page, game);
    await page.goto(reviewPath);
    await page.getByTestId('review-done').waitFor();
    // On a phone the better turn opens above the board: its heading has the focus, the board's top in view.
    await page.locator('.review-costly a.button').first().tap();
    await page.getByTestId('better-turn').waitFor();
    await expect
      .poll(() => betterInView(page, '.replay-board .replay-name'))
      .toEqual({ focus: 'replay-better-title', heading: true, board: true });
  });
});
