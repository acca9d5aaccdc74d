/**
 * A whole practice game against the computer, played through the table with the mouse (clicks and drags) to
 * its end; the game-over panel names the result and shows the seed whose SHA-256 was shown all along.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runBrowserTests } from './support/browser.js';
import { playOnce, presetSettings, waitForTurnOrEnd } from './support/table-driver.js';
import { useWebApp } from './support/web-app.js';

describe.skipIf(!runBrowserTests)('a whole game at the table', () => {
  const app = useWebApp();

  it('is played to its end with the mouse against the computer', { timeout: 300_000 }, async () => {
    const page = await app.open({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await presetSettings(page, { animationSpeed: 'off' });
    const seed = 'whole-game-1';
    await page.goto(`${app.server.url}/practice?level=random&pace=0&seed=${seed}`);
    let plays = 0;
    let drags = 0;
    while (await waitForTurnOrEnd(page)) {
      const pointer = plays % 3 === 1 ? 'drag' : 'click';
      if (pointer === 'drag') drags++;
      await playOnce(page, pointer);
      plays++;
      expect(plays).toBeLessThan(2_000);
    }
    const over = page.getByTestId('game-over');
    await expect.poll(() => over.isVisible()).toBe(true);
    const heading = (await over.locator('h2').textContent()) ?? '';
    expect(['You won!', 'You lost.', 'A draw.']).toContain(heading);
    const sha = createHash('sha256').update(seed).digest('hex');
    expect(await over.locator('code').allTextContents()).toEqual([seed, sha]);
    expect(plays).toBeGreaterThan(20);
    expect(drags).toBeGreaterThan(5);
    expect(errors).toEqual([]);
  });
});
