/** Helpers for tests that play server games in several browser pages at once. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { playOnce } from '../support/table-driver.js';

export const versionOf = async (page: Page): Promise<number> =>
  Number(await page.locator('.game-table').getAttribute('data-version'));

/** Waits until every page shows at least `version`. */
export async function allAt(pages: readonly Page[], version: number): Promise<void> {
  for (const page of pages) {
    await expect.poll(() => versionOf(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(version);
  }
}

/** The page whose player is to move (waits for one). */
export async function moverOf(players: readonly Page[]): Promise<Page> {
  for (let attempt = 0; attempt < 400; attempt++) {
    for (const page of players) {
      if ((await page.locator('.game-table').getAttribute('data-my-turn')) === 'true') return page;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nobody is to move');
}

/** One play by whoever is to move, by clicks; waits until every page shows it. */
export async function playOneMove(players: readonly Page[], everyone: readonly Page[]): Promise<void> {
  const mover = await moverOf(players);
  const before = await versionOf(mover);
  try {
    await playOnce(mover, 'click');
  } catch (error) {
    await mover.screenshot({ path: '/tmp/shots/fail.png', fullPage: true });
    const state = await mover.evaluate(() => {
      const table = document.querySelector('.game-table');
      return JSON.stringify({
        myTurn: table?.getAttribute('data-my-turn'),
        version: table?.getAttribute('data-version'),
        holding: table?.className,
        pressed: [...document.querySelectorAll('[aria-pressed="true"]')].map((e) =>
          e.getAttribute('data-source'),
        ),
        legal: [...document.querySelectorAll('[data-legal="true"]')].map((e) =>
          e.getAttribute('data-target'),
        ),
        message: document.querySelector('[data-testid="message"]')?.textContent,
        focus: document.activeElement?.outerHTML.slice(0, 200),
      });
    });
    console.error(`the table at version ${String(before)} when the play failed:`, state);
    throw error;
  }
  await expect.poll(() => versionOf(mover), { timeout: 20_000 }).toBeGreaterThan(before);
  await allAt(everyone, before + 1);
}
