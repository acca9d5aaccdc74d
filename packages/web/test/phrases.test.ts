/**
 * A word in the other's language (docs/social.md): a German and a Dutch player, each with the app in their own
 * language, play each other. The German picks "Viel Glück!" and the Dutch player reads "Veel succes!" beside
 * the German's name (only the phrase's code crossed the wire), announced for a screen reader; the German sees
 * their own words on their side. A spectator of the same game sees no bubble and no picker. The Dutch player
 * hides phrases in this game, and the German's next phrase, taken by the server, is not shown to them, after a
 * reload too; the German turns them off in the settings, and the picker is gone. The German and the spectator are
 * served by one server process, the Dutch player by another on the same PostgreSQL database, as on a site of
 * several machines: a phrase crosses between processes as the game's moves do.
 */
import { ENDPOINTS } from '@katz/protocol';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, lobbyGame, startSessionFor } from './support/api-call.js';
import { seriousViolations } from './support/axe-check.js';
import { runBrowserTests } from './support/browser.js';
import { useWebApp } from './support/web-app.js';
import { POSTGRES, useTwinWebServers } from './support/web-server.js';

const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1440, height: 900 };

describe.skipIf(!runBrowserTests || POSTGRES.skip)(
  `phrases between a German and a Dutch player ${POSTGRES.title}`,
  () => {
    const app = useWebApp();
    const twins = useTwinWebServers();

    const player = async (locale: string, viewport: typeof PHONE, server: 0 | 1) => {
      const page = await app.open({ locale, viewport, baseURL: twins.servers[server].url });
      await startSessionFor(page);
      return page;
    };
    /** Opens the picker and says the phrase of that name. */
    const say = async (page: Page, words: string) => {
      await page.getByTestId('phrase-picker').click();
      await page.getByRole('menuitem', { name: words }).click();
    };

    it('shows each player the other’s phrase in their own language, and a spectator none', async () => {
      const german = await player('de-DE', DESKTOP, 0);
      const dutch = await player('nl-NL', PHONE, 1);
      const gameId = await lobbyGame(german.request, dutch.request, 600);
      const spectator = await app.open({ viewport: DESKTOP, baseURL: twins.servers[0].url });
      await Promise.all([german, dutch, spectator].map((page) => page.goto(`/game/${gameId}`)));
      expect(await german.evaluate(() => document.documentElement.lang)).toBe('de');
      expect(await dutch.evaluate(() => document.documentElement.lang)).toBe('nl');
      await spectator.locator('.table-felt').waitFor();
      await dutch.getByTestId('phrase-picker').waitFor();
      const germanName = (await apiCall<{ name: string }>(german.request, 'GET', ENDPOINTS.getSession.path))
        .name;

      await say(german, 'Viel Glück!');
      const heard = dutch.getByTestId('phrase-received');
      await expect.poll(() => heard.locator('.phrase-bubble').getAttribute('data-phrase')).toBe('goodLuck');
      expect(await heard.locator('[aria-hidden="true"]').textContent()).toBe('Veel succes!');
      // Read out as a whole sentence, politely, by a screen reader.
      expect(await heard.getAttribute('role')).toBe('status');
      expect(await heard.textContent()).toContain(`${germanName} zegt: Veel succes!`);
      await german.getByTestId('phrase-sent').getByText('Viel Glück!', { exact: true }).waitFor();
      // Picking a phrase closed the menu.
      expect(await german.getByRole('menu').isHidden()).toBe(true);
      // The bubble on the felt and the open menu leave the table accessible (axe: nothing serious).
      expect(await seriousViolations(dutch, 'a phrase received')).toEqual([]);
      await german.getByTestId('phrase-picker').click();
      expect(await seriousViolations(german, 'the phrase picker open')).toEqual([]);
      await german.keyboard.press('Escape');
      expect(await german.getByRole('menu').isHidden()).toBe(true);

      // The spectator's table has no picker and never shows a phrase.
      expect(await spectator.getByTestId('phrase-picker').count()).toBe(0);
      expect(await spectator.locator('.phrase-bubble').count()).toBe(0);

      // The Dutch player hides phrases in this game: the picker goes, and the next phrase is not shown.
      await dutch.getByTestId('phrase-picker').click();
      await dutch.getByRole('menuitem', { name: 'Zinnetjes in dit spel verbergen' }).click();
      expect(await dutch.getByTestId('phrase-picker').count()).toBe(0);
      expect(await dutch.locator('.phrase-bubble').count()).toBe(0);
      await say(german, 'Danke!');
      // The server took it (the German's own bubble shows); a notice reaches the other page within this wait.
      await german.getByTestId('phrase-sent').getByText('Danke!', { exact: true }).waitFor();
      await dutch.waitForTimeout(1500);
      expect(await dutch.locator('.phrase-bubble').count()).toBe(0);
      // Kept for this game in the tab's session: a reload still hides them.
      await dutch.reload();
      await dutch.locator('.table-felt').waitFor();
      expect(await dutch.getByTestId('phrase-picker').count()).toBe(0);

      // Off always, on this device: the German turns them off in the settings, and the picker is gone.
      await german.goto('/settings');
      await german.getByLabel('Sätze anderer Spieler zeigen').uncheck();
      await german.goto(`/game/${gameId}`);
      await german.locator('.table-felt').waitFor();
      expect(await german.getByTestId('phrase-picker').count()).toBe(0);
    });
  },
);
