/**
 * The move list's newest entry is always in view (issue 64, item 4): beside the felt on a wide screen it was
 * cut off in 29 of 54 looks, by up to 94 px, the winning move among them, because the list scrolled itself only
 * when a turn was added, not when the turn under way grew or the last turn's box above it took room from it.
 * Late in a long game (many turns), every time the table shows a new version, the newest entry is measured
 * against the list's visible box once the page has drawn it.
 */
import { describe, expect, it } from 'vitest';
import { runBrowserTests } from './support/browser.js';
import { keepLongGame, longGame } from './support/long-game.js';
import { playOnce, waitForTurnOrEnd } from './support/table-driver.js';
import { useWebApp } from './support/web-app.js';

describe.skipIf(!runBrowserTests)('the move list', () => {
  const app = useWebApp();

  it('keeps its newest entry in view through builds, discards and the other player’s turns', async () => {
    const game = longGame({
      piles: [
        [7, 6, 5, 5],
        [6, 6, 5, 5],
      ],
    });
    const page = await app.open({
      locale: 'en-GB',
      viewport: { width: 1440, height: 900 },
      appSettings: { animationSpeed: 'off', confirmTurn: 'off' },
    });
    await keepLongGame(page, game);
    await page.goto(`${app.server.url}/practice`);
    expect(await waitForTurnOrEnd(page)).toBe(true);
    const list = page.getByTestId('move-list');
    await list.waitFor();
    // Long enough to scroll.
    expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);

    // Every version the table shows, measured two frames later: how far the newest entry is out of view.
    await page.evaluate(() => {
      const table = document.querySelector('.game-table');
      const looks: { version: string; cut: number }[] = [];
      Object.assign(window, { moveListLooks: looks });
      const look = () => {
        const box = document.querySelector('[data-testid="move-list"]');
        const newest = box?.querySelector('li:last-child');
        if (!box || !newest) return;
        const outer = box.getBoundingClientRect();
        const inner = newest.getBoundingClientRect();
        const cut = Math.max(0, inner.bottom - outer.bottom, outer.top - inner.top);
        looks.push({ version: table?.getAttribute('data-version') ?? '', cut: Math.round(cut) });
      };
      new MutationObserver(() => {
        requestAnimationFrame(() => requestAnimationFrame(look));
      }).observe(table!, { attributes: true, attributeFilter: ['data-version'] });
    });

    for (let turn = 0; turn < 4; turn++) {
      if (!(await waitForTurnOrEnd(page))) break;
      while ((await playOnce(page, 'click')) === 'build');
    }
    await waitForTurnOrEnd(page);
    const looks = await page.evaluate(
      () => (window as unknown as { moveListLooks: { version: string; cut: number }[] }).moveListLooks,
    );
    expect(looks.length).toBeGreaterThan(8);
    expect(looks.filter((seen) => seen.cut > 1)).toEqual([]);
  });
});
