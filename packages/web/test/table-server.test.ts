/**
 * A game against the computer on the server, as a player sees it (issue 28, items 3, 4, 6, 10 and 11): the
 * computer's last turn in words and in the accessibility tree with its piles marked, the move list one tap away
 * on a phone and beside the felt on a wide screen, both clocks coloured by the share of the turn left, every
 * control at least 44×44 CSS px on a phone, the connection's badge noticing a lost network within seconds, and
 * the home page's two fields in line.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENDPOINTS, type GameView } from '@katz/protocol';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBrowserTests } from './support/browser.js';
import { playOnce, waitForTurnOrEnd } from './support/table-driver.js';
import { useWebApp } from './support/web-app.js';
import { photograph } from './support/photograph.js';

const OUT = fileURLToPath(new URL('../test-artifacts/table/', import.meta.url));

/** Every control on the page smaller than 44×44 CSS px (a link inside running text is exempt, as in WCAG). */
async function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'button, select, input, textarea, summary, a[href], [role="button"], [tabindex="0"]',
    );
    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(control).visibility === 'hidden')
        continue;
      if (
        control.tagName === 'A' &&
        control.closest('p, li') !== null &&
        !control.classList.contains('button')
      )
        continue;
      if (rect.width < 43.5 || rect.height < 43.5) {
        const name = control.getAttribute('aria-label') ?? control.textContent;
        found.push(
          `${control.tagName.toLowerCase()} "${name.trim().slice(0, 40)}": ${Math.round(rect.width)}×${Math.round(rect.height)}`,
        );
      }
    }
    return found;
  });
}

describe.skipIf(!runBrowserTests)('a game on the server at the table', () => {
  const app = useWebApp();

  beforeAll(() => {
    mkdirSync(OUT, { recursive: true });
  });

  async function open(options: Parameters<Browser['newContext']>[0]): Promise<Page> {
    const page = await app.open({ ...options, appSettings: { animationSpeed: 'off' } });
    return page;
  }

  it('on a phone in German: the last turn, the moves, the clocks, 44 px controls, the network lost', async () => {
    const page = await open({
      viewport: { width: 360, height: 640 },
      locale: 'de-DE',
      hasTouch: true,
      isMobile: true,
    });
    await page.goto('/');
    await page.locator('.home-computer .button-primary').waitFor();
    expect(await smallControls(page)).toEqual([]);
    await page.locator('.home-computer .button-primary').tap();
    await page.waitForURL(/\/game\/[A-Za-z0-9_-]+$/);
    expect(await waitForTurnOrEnd(page)).toBe(true);
    // A whole turn of the player's, so that the computer has played one after it (each play shown before the
    // next: a play on the server shows once the server has it).
    for (let played: string | null = null; played !== 'discard';) {
      const version = await page.locator('.game-table').getAttribute('data-version');
      played = await playOnce(page, 'tap');
      await expect.poll(() => page.locator('.game-table').getAttribute('data-version')).not.toBe(version);
    }
    expect(await waitForTurnOrEnd(page)).toBe(true);

    // The computer's last turn: short on the table's line, whole in the accessibility tree, its piles ringed.
    const last = page.getByRole('region', { name: /^Letzter Zug von Computer \(Kätzchen\)$/ });
    await expect.poll(() => last.getAttribute('data-complete')).toBe('true');
    expect(await last.locator('.last-turn-short').innerText()).toMatch(/^Letzter Zug: .*→ Ablagestapel \d/);
    const tree = await last.ariaSnapshot();
    expect(tree).toMatch(/auf Ablagestapel \d, Zug beendet/);
    expect(await page.locator('[data-last-turn]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-last-turn][aria-label]').first().getAttribute('aria-label')).toMatch(
      /Computer \(Kätzchen\) hat im letzten Zug hierhin gespielt$/,
    );

    // The move list, one tap away: the player's turn and the computer's.
    await page.getByRole('button', { name: 'Züge' }).tap();
    const moves = page.getByRole('dialog', { name: 'Bisherige Züge' });
    await moves.waitFor();
    expect(await moves.locator('li').count()).toBeGreaterThanOrEqual(2);
    expect(await moves.locator('li').last().innerText()).toMatch(/^Computer \(Kätzchen\)/);
    await moves.getByRole('button', { name: 'Schließen' }).tap();
    await moves.waitFor({ state: 'hidden' });

    // Both clocks: the player's running (calm, early in the turn), the computer's showing its next turn's time.
    expect(await page.locator('.turn-bar [role="timer"]').getAttribute('data-level')).toBe('calm');
    expect(await page.locator('.opponent-hand [role="timer"]').getAttribute('data-level')).toBe('idle');
    expect(
      await page.locator('.opponent-name').evaluate((name) => name.scrollWidth <= name.clientWidth),
    ).toBe(true);
    expect(await smallControls(page)).toEqual([]);
    await photograph(page, { path: `${OUT}server-game-de-360x640.png` });

    // A card held: the hint speaks of taps (where it may go, or that it only ends the turn), and lies over the
    // last turn's line, never over a clock or Resign (table-hint-place.test.ts checks the rest it must not cover).
    await page.locator('[data-source^="hand"]').first().tap();
    const hint = page.getByTestId('message');
    await expect
      .poll(() => hint.innerText())
      .toMatch(
        /^(Tippe jetzt einen leuchtenden Spiel- oder Ablagestapel .* an; noch einmal auf die Karte tippen|.* passt auf keinen Spielstapel: Tippe einen leuchtenden Ablagestapel an)/,
      );
    const overlaps = await page.evaluate(() => {
      const message = document.querySelector('[data-testid="message"]')?.getBoundingClientRect();
      if (message === undefined) return ['no message'];
      const covered: string[] = [];
      for (const part of document.querySelectorAll('.turn-bar, .turn-bar button, [role="timer"]')) {
        const rect = part.getBoundingClientRect();
        const apart =
          rect.bottom <= message.top ||
          rect.top >= message.bottom ||
          rect.right <= message.left ||
          rect.left >= message.right;
        if (!apart) covered.push(part.className);
      }
      return covered;
    });
    expect(overlaps).toEqual([]);
    await page.locator('[data-source^="hand"]').first().tap();

    // The network gone: said at once, and healed once it is back. Only the browser's offline event makes the
    // badge say offline (a socket gone silent says reconnecting), so its showing proves the event was heard.
    await page.context().setOffline(true);
    await page.locator('.connection-offline').waitFor();
    expect(await page.locator('.connection-offline').innerText()).toMatch(/Kein Netz/);
    await page.context().setOffline(false);
    await page.locator('.connection-live').waitFor({ timeout: 20_000 });

    // Resigned (two taps on the flag): the game-over panel's controls are a finger's size too.
    await page.getByRole('button', { name: 'Aufgeben' }).tap();
    await page.getByRole('button', { name: 'Wirklich aufgeben?' }).tap();
    await page.locator('.game-over').waitFor();
    expect(await smallControls(page)).toEqual([]);
  });

  it('a 30-second game is not red from its first second; a wide screen has the moves beside the felt', async () => {
    const page = await open({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
    await page.goto('/');
    // The home page's two fields of the computer's game side by side, their menus in line, once the page has
    // settled (read at once, on a busy machine, one field stood 52 px lower while the page was still laying out).
    const menusApart = async () => {
      const [level, time] = await Promise.all([
        page.locator('#computer-level').boundingBox(),
        page.locator('#computer-time').boundingBox(),
      ]);
      return level === null || time === null ? null : level.y - time.y;
    };
    await expect.poll(menusApart).toBe(0);
    await page.request.post(ENDPOINTS.startSession.path);
    const reply = await page.request.post(ENDPOINTS.startComputerGame.path, {
      data: { level: 'random', turnSeconds: 30 },
    });
    const game = (await reply.json()) as GameView;
    await page.goto(`/game/${game.id}`);
    expect(await waitForTurnOrEnd(page)).toBe(true);
    const own = page.locator('.turn-bar [role="timer"]');
    expect(await own.getAttribute('data-level')).toBe('calm');
    expect(await own.getAttribute('aria-label')).toMatch(/^You: 0:(30|29|28|27|26|25) left for this turn$/);
    // Wide: the last turn and the move list beside the felt, no dialog needed.
    expect(await page.getByRole('complementary', { name: 'The game so far' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Moves' }).count()).toBe(0);
  });
});
