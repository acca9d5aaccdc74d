/**
 * One name for each pile on every page (issue 64, item 2), as drawn in German, Dutch and English: the words on
 * the screen, the names screen readers hear (labels, the live region's announcements after a turn) and the tab's
 * title keep to the glossary (`PILE_NAMES`), and the table's piles are labelled by their glossary names. Until
 * then the German table said Stapel, Baustapel, Ablage and Nachziehstapel beside rules and replays that said
 * Vorrat, Spielstapel, Ablagestapel and Talon.
 */
import { otherPileNames, PILE_NAMES } from '@katz/protocol';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixtures, type Fixtures } from './pages/page-list.js';
import { runBrowserTests } from './support/browser.js';
import { playOnce, waitForTurnOrEnd } from './support/table-driver.js';
import { useRestartableWebApp } from './support/web-app.js';
import { browserLocales } from './support/locales.js';

/** Everything a page says: its text, its elements' labels and titles, and the tab's title. */
const wordsOf = (page: Page) =>
  page.evaluate(() => {
    const said = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'alt', 'placeholder'])
        said.push(element.getAttribute(name) ?? '');
    }
    return said.join('\n');
  });

describe.skipIf(!runBrowserTests)('one name for each pile on every page', () => {
  const app = useRestartableWebApp();
  let fixtures: Fixtures;

  beforeAll(async () => {
    fixtures = await makeFixtures(app.browser, app.server.url);
  });

  for (const [language, locale] of browserLocales()) {
    it(`in ${language}`, { timeout: 300_000 }, async () => {
      const others: string[] = [];
      const names = PILE_NAMES[language];
      for (const as of ['player', 'visitor'] as const) {
        const page = await app.open({
          viewport: { width: 1440, height: 900 },
          locale,
          storageState: as === 'player' ? fixtures.player : fixtures.visitor,
          appSettings: { animationSpeed: 'off', confirmTurn: 'off' },
        });
        for (const shown of fixtures.pages.filter((item) => item.as === as)) {
          await page.goto(shown.path);
          await page.locator(shown.ready).first().waitFor({ timeout: 20_000 });
          if (shown.name === 'practice') {
            // A turn played and answered, so that the announcements and the last turn speak of piles too.
            expect(await waitForTurnOrEnd(page)).toBe(true);
            const label = (selector: string) => page.locator(selector).first().innerText();
            expect(await label('[data-slot="stock-0"] .visually-hidden')).toContain(names.stock);
            expect((await label('[data-slot="building-0"] .visually-hidden')).toLowerCase()).toContain(
              names.building.toLowerCase(),
            );
            expect((await label('[data-slot="discard-0-0"] .visually-hidden')).toLowerCase()).toContain(
              names.discard.toLowerCase(),
            );
            while ((await playOnce(page, 'click')) === 'build');
            expect(await waitForTurnOrEnd(page)).toBe(true);
            expect(await page.getByTestId('announcer').innerText()).not.toBe('');
          }
          for (const word of otherPileNames(language, await wordsOf(page)))
            others.push(`${shown.name}: ${word}`);
        }
        await page.context().close();
      }
      expect(others).toEqual([]);
    });
  }
});
