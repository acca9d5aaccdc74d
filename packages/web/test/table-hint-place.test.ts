/**
 * Where the table's message lies on a phone (issue 64, item 6): the hint bubble lay over the other player's
 * stock and discard piles, the very cards a player looks at to block. In a game on the server at 360×640, in
 * German, Dutch and English, every message a held card brings (which piles it fits, that it only ends the turn,
 * that it fits nowhere, a refusal) is measured against what a decision needs: the other player's piles and
 * clock, the building piles and the draw pile, the player's own piles and hand, the turn bar with its clock and
 * Resign. It lies over the last turn's line instead, within the screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runBrowserTests } from './support/browser.js';
import { waitForTurnOrEnd } from './support/table-driver.js';
import { useWebApp } from './support/web-app.js';
import { browserLocales } from './support/locales.js';

/** What the message covers of the parts a decision needs, and whether it leaves the screen. */
const covered = (page: Page) =>
  page.evaluate(() => {
    const message = document.querySelector('[data-testid="message"]');
    if (message === null || message.textContent === '') return ['no message'];
    const box = message.getBoundingClientRect();
    const found: string[] = [];
    if (box.top < 0 || box.left < 0 || box.right > innerWidth || box.bottom > innerHeight)
      found.push('off screen');
    const needed = document.querySelectorAll(
      '.area-opponent .pile, .opponent-hand, [role="timer"], .turn-bar, .area-middle .pile, .building-needs, .area-own .pile, .hand .table-button',
    );
    for (const part of needed) {
      const rect = part.getBoundingClientRect();
      const apart =
        rect.bottom <= box.top || rect.top >= box.bottom || rect.right <= box.left || rect.left >= box.right;
      if (!apart) found.push(`${part.className} under "${message.textContent}"`);
    }
    return found;
  });

describe.skipIf(!runBrowserTests)('the table’s message on a phone', () => {
  const app = useWebApp();

  for (const [language, locale] of browserLocales()) {
    it(`covers nothing a decision needs, in ${language}`, async () => {
      const page = await app.open({
        viewport: { width: 360, height: 640 },
        locale,
        hasTouch: true,
        isMobile: true,
        appSettings: { animationSpeed: 'off' },
      });
      await page.goto('/');
      await page.locator('.home-computer .button-primary').tap();
      await page.waitForURL(/\/game\/[A-Za-z0-9_-]+$/);
      expect(await waitForTurnOrEnd(page)).toBe(true);
      const message = page.getByTestId('message');
      const problems: string[] = [];
      const seen = new Set<string>();
      const look = async () => {
        await expect.poll(() => message.textContent()).not.toBe('');
        seen.add((await message.textContent()) ?? '');
        problems.push(...(await covered(page)));
      };
      // Every hand card picked up and put back: its hint (a building pile or only a discard pile).
      const hand = page.locator('[data-source^="hand"]');
      for (let index = 0; index < (await hand.count()); index++) {
        await hand.nth(index).tap();
        await look();
        await hand.nth(index).tap();
      }
      // The stock card: its hint, or that it fits nowhere; held, a discard pile is refused.
      await page.locator('[data-source="stock"]').tap();
      await look();
      if ((await page.locator('[data-source="stock"]').getAttribute('aria-pressed')) === 'true') {
        await page.locator('[data-target="discard:0"]').tap();
        await look();
      }
      expect(seen.size).toBeGreaterThan(1);
      expect(problems).toEqual([]);
    });
  }
});
