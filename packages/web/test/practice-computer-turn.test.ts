/**
 * The computer's turn in a practice game comes to an end whatever the page meets meanwhile. Its worker fails to
 * load: the first fetch of the bot's worker script is refused, as a dropped connection on a loaded device would
 * refuse it; the computer's turn is asked again of a new worker, and the game goes on to the player’s turn; the
 * failure is said in the console, not swallowed. A fetch that hangs is given up after the client’s watchdog
 * (bot-client.ts). The table's drag-and-drop arrives during the computer's pause: it cancels only its own
 * timers (it once cleared a timeout with an idle callback's number, which stopped the pause for good about every
 * second game; page-trouble.ts says such a call as a console error).
 */
import { describe, expect, it } from 'vitest';
import { runBrowserTests } from './support/browser.js';
import { pageTrouble } from './support/page-trouble.js';
import { presetSettings, waitForTurnOrEnd } from './support/table-driver.js';
import { useWebApp } from './support/web-app.js';

describe.skipIf(!runBrowserTests)('the computer’s turn in a practice game', () => {
  const app = useWebApp();

  it('keeps its pause while the table’s drag and drop arrives', async () => {
    const page = await app.open({ viewport: { width: 1440, height: 900 } });
    await presetSettings(page, { animationSpeed: 'off' });
    // A second an action, so that the drag-and-drop chunk arrives (when the page is idle) during the computer's turn.
    await page.goto(`${app.server.url}/practice?level=random&pace=1000&seed=tab-title-1`);
    await page.locator('.game-table[data-drag="ready"]').waitFor({ timeout: 30_000 });
    expect(await waitForTurnOrEnd(page)).toBe(true);
    expect(pageTrouble(page)).toBe('none recorded');
  });

  it('starts its worker anew when the script fails to load, and the computer plays its turn', async () => {
    const page = await app.open({ viewport: { width: 1280, height: 800 } });
    await presetSettings(page, { animationSpeed: 'off' });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    let refused = 0;
    await page.route(/\/assets\/bot-worker-[^/]+\.js$/, async (route) => {
      if (refused === 0) {
        refused++;
        await route.abort('connectionreset');
      } else await route.continue();
    });
    // This deal gives the computer the first turn (seat 1 to move).
    await page.goto(`${app.server.url}/practice?level=random&pace=200&seed=tab-title-1`);
    expect(await waitForTurnOrEnd(page)).toBe(true);
    expect(refused).toBe(1);
    expect(warnings.some((text) => text.includes('attempt 1 failed'))).toBe(true);
    expect(await page.locator('.game-table').getAttribute('data-state')).toBe('running');
  });

  it('gives its worker up and starts it anew when the script’s fetch hangs', async () => {
    const page = await app.open({ viewport: { width: 1280, height: 800 } });
    await presetSettings(page, { animationSpeed: 'off' });
    let held = 0;
    await page.route(/\/assets\/bot-worker-[^/]+\.js$/, async (route) => {
      if (held === 0) {
        held++; // never answered: the worker's script neither loads nor fails
        return;
      }
      await route.continue();
    });
    await page.goto(`${app.server.url}/practice?level=random&pace=200&seed=tab-title-1`);
    expect(await waitForTurnOrEnd(page, 60_000)).toBe(true);
    expect(held).toBe(1);
  });
});
