/**
 * Two people play through the server in two browsers, each in their own language, while a third watches: an
 * invitation link made on the home page, accepted on the invitation page, the inviter taken to the game live.
 * Each browser is searched for the other's hidden cards (every WebSocket frame, and the page's cards). A
 * reload in the middle puts the player back; a restart of the server is shown and healed, and play goes on.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allAt, moverOf, playOneMove, versionOf } from './pages/game-pages.js';
import { recordFrames, type FrameLog } from './pages/frames.js';
import { expectNoHiddenCardsInFrames, expectNoHiddenCardsInPage, handsSeen } from './pages/hidden-cards.js';
import { runBrowserTests } from './support/browser.js';
import { useRestartableWebApp } from './support/web-app.js';

interface Person {
  readonly page: Page;
  readonly frames: FrameLog;
  readonly errors: string[];
}

describe.skipIf(!runBrowserTests)('two people play through the server, a third watches', () => {
  const app = useRestartableWebApp();

  async function person(locale: string): Promise<Person> {
    const page = await app.open({
      locale,
      viewport: { width: 1280, height: 900 },
      appSettings: { animationSpeed: 'off', confirmTurn: 'off' },
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { page, frames: recordFrames(page), errors };
  }

  it(
    'meet by link, play, reload, survive a restart, and never see the other hand',
    { timeout: 300_000 },
    async () => {
      const [anna, bert, carl] = [await person('en-GB'), await person('de-DE'), await person('nl-NL')];

      await anna.page.goto(`${app.server.url}/`);
      await anna.page.getByRole('button', { name: 'Create invitation' }).click();
      const link = await anna.page.locator('#invitation-link').inputValue();
      expect(link).toMatch(new RegExp(`^${app.server.url}/invite/[A-Za-z0-9_-]+$`));
      await expect
        .poll(() => anna.page.getByText('Waiting for your friend to accept').isVisible())
        .toBe(true);

      await bert.page.goto(link);
      await expect.poll(() => bert.page.locator('h1').textContent()).toContain('lädt dich zu einer Partie');
      await bert.page.getByRole('button', { name: 'Annehmen und spielen' }).click();
      await bert.page.waitForURL(/\/game\/[A-Za-z0-9_-]+$/);
      // Anna is taken to the game as soon as Bert accepts, by the live socket.
      await anna.page.waitForURL(bert.page.url(), { timeout: 15_000 });
      const gameUrl = bert.page.url();

      await carl.page.goto(gameUrl);
      await expect.poll(() => carl.page.getByText(/Je kijkt mee/).isVisible()).toBe(true);
      const players = [anna.page, bert.page];
      const everyone = [anna.page, bert.page, carl.page];
      await allAt(everyone, 0);
      for (const page of everyone) {
        await expect.poll(() => page.locator('.connection-live').count(), { timeout: 15_000 }).toBe(1);
      }

      for (let move = 0; move < 12; move++) await playOneMove(players, everyone);

      // A reload in the middle of the game puts the player back where they were.
      const mover = await moverOf(players);
      const version = await versionOf(mover);
      await mover.reload();
      await expect.poll(() => versionOf(mover), { timeout: 15_000 }).toBe(version);
      await expect.poll(() => mover.locator('.game-table').getAttribute('data-my-turn')).toBe('true');
      for (let move = 0; move < 4; move++) await playOneMove(players, everyone);

      // The server restarts: every page says the connection is lost, heals by itself, and play goes on.
      await app.server.stop();
      for (const page of everyone) {
        await expect
          .poll(() => page.locator('.connection-reconnecting').count(), { timeout: 15_000 })
          .toBe(1);
      }
      await app.server.start();
      for (const page of everyone) {
        await expect.poll(() => page.locator('.connection-live').count(), { timeout: 30_000 }).toBe(1);
      }
      for (let move = 0; move < 6; move++) await playOneMove(players, everyone);

      // Nobody's browser ever held the other's hand.
      const annaSeat = anna.frames.updates().at(-1)!.game.seat!;
      const bertSeat = (1 - annaSeat) as 0 | 1;
      expect(bert.frames.updates().at(-1)!.game.seat).toBe(bertSeat);
      const annaHands = handsSeen(anna.frames, annaSeat);
      const bertHands = handsSeen(bert.frames, bertSeat);
      expect(annaHands.length).toBeGreaterThan(5);
      expect(bertHands.length).toBeGreaterThan(5);
      expectNoHiddenCardsInFrames(anna.frames, annaSeat, bertHands);
      expectNoHiddenCardsInFrames(bert.frames, bertSeat, annaHands);
      expectNoHiddenCardsInFrames(carl.frames, null, [...annaHands, ...bertHands]);
      for (const watcher of [anna, bert, carl]) {
        await expectNoHiddenCardsInPage(watcher.page, watcher.frames.updates().at(-1)!.game);
      }
      expect([...anna.errors, ...bert.errors, ...carl.errors]).toEqual([]);
    },
  );
});
