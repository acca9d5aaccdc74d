/**
 * The whole table within the screen, however long the piles (issue 28, item 2): late in a long game (discard
 * piles of 20 cards and more) at 1440×900, 1366×768 and 360×640, in practice and on the server (with the clocks
 * and the connection's badge), every part of the table, the turn bar and every pile's top card are on screen
 * without scrolling, and every card of a squeezed pile is one hover or tap away. Screenshots go to
 * packages/web/test-artifacts/table/ for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBrowserTests } from './support/browser.js';
import { keepLongGame, longGame } from './support/long-game.js';
import { longServerGame } from './support/long-server-game.js';
import { waitForTurnOrEnd } from './support/table-driver.js';
import { useWebApp } from './support/web-app.js';
import { photograph } from './support/photograph.js';

const OUT = fileURLToPath(new URL('../test-artifacts/table/', import.meta.url));

const SIZES = [
  { width: 1440, height: 900, locale: 'en-GB', touch: false },
  { width: 1366, height: 768, locale: 'en-GB', touch: false },
  { width: 360, height: 640, locale: 'de-DE', touch: true },
] as const;

/** What sticks out of the screen: every part of the table, and the screen's own scrolling. */
async function outside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    const found: string[] = [];
    if (document.documentElement.scrollHeight > height)
      found.push(`the page is ${document.documentElement.scrollHeight} px high`);
    if (document.documentElement.scrollWidth > width)
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    const parts = document.querySelectorAll<HTMLElement>(
      '.turn-bar, .turn-bar button, [role="timer"], .last-turn, .table-felt, [data-slot], [data-slot] [data-top]',
    );
    for (const part of parts) {
      const rect = part.getBoundingClientRect();
      if (rect.top < 0 || rect.left < 0 || rect.bottom > height + 0.5 || rect.right > width + 0.5) {
        const name = part.dataset.slot ?? part.className;
        found.push(`${name}: ${Math.round(rect.top)}..${Math.round(rect.bottom)} of ${height}`);
      }
    }
    return found;
  });
}

/**
 * The cards of every fan whose corner is meant to be read (the readable step, 0.33 of a card's width: the newest
 * of a squeezed pile, all of a short one) whose corner the next card covers: a queen read as "O" was one.
 */
async function coveredCorners(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const fan of document.querySelectorAll('.pile-fan')) {
      const cards = Array.from(fan.querySelectorAll('.pile-card'));
      cards.forEach((card, index) => {
        const next = cards[index + 1]?.getBoundingClientRect();
        const rect = card.getBoundingClientRect();
        const corner = card.querySelector('.card-index')?.getBoundingClientRect();
        if (next === undefined || corner === undefined || next.top - rect.top < rect.width * 0.33 - 0.5)
          return;
        // The corner's line (rank and suit, a queen's tail within it) lies wholly above the next card.
        if (corner.bottom > next.top)
          found.push(`${card.getAttribute('data-card') ?? '?'}: ${corner.bottom - next.top}`);
      });
    }
    return found;
  });
}

describe.skipIf(!runBrowserTests)('the table within the screen late in a long game', () => {
  const app = useWebApp();
  const game = longGame({
    piles: [
      [24, 12, 5, 2],
      [22, 10, 4, 1],
    ],
  });

  beforeAll(() => {
    mkdirSync(OUT, { recursive: true });
  });

  it('on the server, at every size', { timeout: 120_000 }, async () => {
    const player = await app.open();
    const game = await longServerGame(player.request, [22, 10, 4, 1]);
    const cookies = await player.context().storageState();
    for (const size of SIZES) {
      const page = await app.open({
        storageState: cookies,
        viewport: { width: size.width, height: size.height },
        locale: size.locale,
        hasTouch: size.touch,
        isMobile: size.touch,
        appSettings: { animationSpeed: 'off' },
      });
      await page.goto(`/game/${game.id}`);
      expect(await waitForTurnOrEnd(page)).toBe(true);
      if (!size.touch) await page.mouse.move(2, 2);
      await page.locator('.game-table[data-drag="ready"]').waitFor({ timeout: 30_000 });
      await page.locator('.connection-live').waitFor();
      expect(await page.locator('[data-slot="discard-0-0"] .pile-card').count()).toBeGreaterThanOrEqual(22);
      expect(await page.locator('[role="timer"]').count()).toBe(2);
      await photograph(page, { path: `${OUT}long-game-server-${size.width}x${size.height}.png` });
      expect(await outside(page)).toEqual([]);
    }
  });

  for (const size of SIZES) {
    it(`in practice at ${size.width}×${size.height}`, async () => {
      const page = await app.open({
        viewport: { width: size.width, height: size.height },
        locale: size.locale,
        hasTouch: size.touch,
        isMobile: size.touch,
        appSettings: { animationSpeed: 'off' },
      });
      await keepLongGame(page, game);
      await page.goto(`${app.server.url}/practice`);
      expect(await waitForTurnOrEnd(page)).toBe(true);
      if (!size.touch) await page.mouse.move(2, 2);
      await page.locator('.game-table[data-drag="ready"]').waitFor({ timeout: 30_000 });
      expect(await page.locator('[data-slot="discard-0-0"] .pile-card').count()).toBe(24);
      await photograph(page, { path: `${OUT}long-game-practice-${size.width}x${size.height}.png` });
      expect(await outside(page)).toEqual([]);
      expect(await coveredCorners(page)).toEqual([]);

      // Every card of the long pile, bottom to top, one hover (a mouse) or one tap on its older cards away.
      const pile = game.position.players[0].discards[0];
      const own = page.locator('[data-slot="discard-0-0"]');
      if (size.touch) {
        const box = await own.boundingBox();
        if (box === null) throw new Error('the pile is not on screen');
        await page.touchscreen.tap(box.x + box.width / 2, box.y + 4);
      } else await own.hover();
      const shown = page.getByTestId('pile-show');
      await shown.waitFor();
      expect(
        await shown
          .locator('[data-card]')
          .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card'))),
      ).toEqual(pile);
      // Showing the pile picked nothing up; the top card is still picked up by a tap or click on it.
      expect(await page.locator('[aria-pressed="true"]').count()).toBe(0);
      await photograph(page, { path: `${OUT}long-game-pile-shown-${size.width}x${size.height}.png` });
      const top = page.locator('[data-slot="discard-0-0"] [data-top]');
      if (size.touch) await top.tap();
      else await top.click();
      await expect.poll(() => page.locator('[data-source="discard:0"][aria-pressed="true"]').count()).toBe(1);

      // The other player's squeezed pile, too.
      const theirs = game.position.players[1].discards[0];
      await page.keyboard.press('Escape');
      const other = page.locator('[data-slot="discard-1-0"]');
      if (size.touch) await other.tap();
      else await other.hover();
      await expect
        .poll(() =>
          shown.locator('[data-card]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card'))),
        )
        .toEqual(theirs);
    });
  }
});
