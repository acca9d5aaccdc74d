/**
 * Every card on the felt, whatever shares the screen with it: on a wide screen the guided first game puts its
 * steps in a column beside the table, and the move list takes a column of its own, so the felt is narrower than
 * the screen. Cards sized to the screen alone drew the player's row past the felt's edges, the stock over the
 * steps and the fifth hand card under the move list, where a tap or a drag reached the column, not the card.
 * Sizes from a small laptop to a large monitor, each page whose felt shares the screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runBrowserTests } from './support/browser.js';
import { waitForTurnOrEnd } from './support/table-driver.js';
import { useWebApp } from './support/web-app.js';

const SIZES = [
  { width: 1000, height: 700 },
  { width: 1280, height: 1024 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;

const PAGES = ['/learn', '/practice?level=random&seed=felt-1'] as const;

/** Every pile off the felt, and every card whose middle another element covers, as "slot: why". */
async function offTheFelt(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const felt = document.querySelector('.table-felt')?.getBoundingClientRect();
    if (felt === undefined) return ['no felt'];
    const found: string[] = [];
    for (const slot of document.querySelectorAll<HTMLElement>('[data-slot]')) {
      const rect = slot.getBoundingClientRect();
      if (rect.left < felt.left - 0.5 || rect.right > felt.right + 0.5)
        found.push(
          `${slot.dataset.slot ?? '?'}: ${Math.round(rect.left)}..${Math.round(rect.right)} on a felt of ${Math.round(felt.left)}..${Math.round(felt.right)}`,
        );
    }
    for (const source of document.querySelectorAll<HTMLElement>('[data-source]')) {
      const rect = source.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (hit === null || !source.contains(hit))
        found.push(
          `${source.dataset.source ?? '?'}: covered by ${hit === null ? 'nothing on screen' : hit.className}`,
        );
    }
    return found;
  });
}

describe.skipIf(!runBrowserTests)('the cards fit the felt, not only the screen', () => {
  const app = useWebApp();

  for (const path of PAGES)
    it(`on ${path}`, async () => {
      for (const size of SIZES) {
        const page = await app.open({
          viewport: size,
          locale: 'en-GB',
          appSettings: { animationSpeed: 'off' },
        });
        await page.goto(`${app.server.url}${path}`);
        expect(await waitForTurnOrEnd(page)).toBe(true);
        await page.mouse.move(2, 2);
        expect(await page.locator('[data-source^="hand"]').count()).toBe(5);
        expect({ size, off: await offTheFelt(page) }).toEqual({ size, off: [] });
        await page.close();
      }
    });
});
