/**
 * The review page as a player reads it, on a whole game of 90 turns or more whose review this browser keeps
 * (support/reviewed-game.ts: the review's own decisions and turns, made-up figures, so that nothing waits for the
 * estimates): the review's turn numbers are the replay's list's ("Turn 49" was the list's 50th line), "Show it on
 * the board" brings the better turn into view with the focus on its heading (it opened 470 px below the fold with
 * the focus on the page's body), the graph's dots have a key in each language, and on a phone the graph fits the
 * screen's width with words of 12 px or more (it scrolled sideways, its words 9 px).
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

  it('numbers the turns as the replay does, keys its dots, and opens a better turn in view', async () => {
    expect(game.turns).toBeGreaterThanOrEqual(90);
    const page = await app.open({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });
    await reviewedGamePage(page, game);
    await page.goto(reviewPath);
    await page.getByTestId('review-done').waitFor();
    const costly = await costlyTurns(page);
    expect(costly).toHaveLength(6);

    // The key names each mark, its sign and what it stands for, beside a dot drawn as the graph draws it.
    expect(await page.getByTestId('mark-key').locator('li').allTextContents()).toEqual([
      '?! inaccuracy: cost clearly more than 0.25 points of the chance to win',
      '? mistake: cost clearly more than 0.5 points of the chance to win',
      '?? blunder: cost clearly more than 3 points of the chance to win',
    ]);
    const dots = (selector: string) =>
      page
        .locator(selector)
        .evaluateAll((circles) => [...new Set(circles.map((circle) => circle.getAttribute('class') ?? ''))]);
    expect((await dots('.review-svg circle')).sort()).toEqual((await dots('.review-mark-key circle')).sort());

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

  it('fits the graph to a phone, its words 12 px or more, and opens a better turn above the board', async () => {
    const page = await app.open({
      locale: 'de-DE',
      viewport: { width: 360, height: 640 },
      hasTouch: true,
      isMobile: true,
    });
    await reviewedGamePage(page, game);
    await page.goto(reviewPath);
    await page.getByTestId('review-done').waitFor();
    const graph = await page.locator('.review-svg').evaluate((svg: SVGSVGElement) => {
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const words = Array.from(svg.querySelectorAll('text'));
      const boxes = words.map((word) => word.getBoundingClientRect());
      const overlapping = boxes.filter((box, index) =>
        boxes.some(
          (other, k) =>
            k !== index &&
            box.left < other.right &&
            other.left < box.right &&
            box.top < other.bottom &&
            other.top < box.bottom,
        ),
      );
      const box = svg.parentElement;
      return {
        scrolls:
          box === null || box.scrollWidth > box.clientWidth || document.documentElement.scrollWidth > 360,
        smallest: Math.min(...words.map((word) => parseFloat(getComputedStyle(word).fontSize) * scale)),
        overlapping: overlapping.map((word) => word.toJSON() as unknown),
      };
    });
    expect(graph).toMatchObject({ scrolls: false, overlapping: [] });
    expect(graph.smallest).toBeGreaterThanOrEqual(12);
    // The key in German, and in Dutch once the language is switched.
    expect(await page.getByTestId('mark-key').locator('li').first().textContent()).toBe(
      '?! Ungenauigkeit: kostete deutlich mehr als 0,25 Prozentpunkte Gewinnchance',
    );
    await page.locator('.language-switch select').selectOption('nl');
    await expect
      .poll(() => page.getByTestId('mark-key').locator('li').last().textContent())
      .toBe('?? blunder: kostte duidelijk meer dan 3 procentpunten winkans');

    // On a phone the better turn opens above the board: its heading has the focus, the board's top in view.
    await page.locator('.review-costly a.button').first().tap();
    await page.getByTestId('better-turn').waitFor();
    await expect
      .poll(() => betterInView(page, '.replay-board .replay-name'))
      .toEqual({ focus: 'replay-better-title', heading: true, board: true });
  });
});
