/**
 * 44 px targets wherever a finger is the pointer (issue 64, item 9): off the table there were the menu's links
 * (41 px), the replay's buttons (40) and slider (16 to 24), the vacation inputs (21) and inline text links. On a
 * phone (360×640, touch), every page of the app, the folded menu opened, the settings of a registered player
 * with their vacation form and the account menu, and the rules in English and Dutch too (their contents' "Tips"
 * was 37 px wide): every control, an inline link too, is at least 44×44 CSS px.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixtures, type Fixtures } from './pages/page-list.js';
import { runBrowserTests } from './support/browser.js';
import { useRestartableWebApp } from './support/web-app.js';

/** Every visible control smaller than 44×44 CSS px, named with its page. */
const smallControls = (page: Page, where: string) =>
  page.evaluate((name) => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'button, select, input, textarea, summary, a[href], [role="button"], [tabindex="0"]',
    );
    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      // The skip link is off screen until it has the keyboard's focus.
      if (rect.bottom <= 0 || rect.right <= 0) continue;
      if (rect.width < 43.5 || rect.height < 43.5) {
        const label = control.getAttribute('aria-label') ?? control.textContent;
        found.push(
          `${name}: ${control.tagName.toLowerCase()}${control.getAttribute('type') === null ? '' : `[${control.getAttribute('type') ?? ''}]`} "${label.trim().slice(0, 30)}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
        );
      }
    }
    return found;
  }, where);

describe.skipIf(!runBrowserTests)('targets for a finger', () => {
  const app = useRestartableWebApp();
  let fixtures: Fixtures;

  beforeAll(async () => {
    fixtures = await makeFixtures(app.browser, app.server.url);
  });

  it('are 44×44 px at least on every page at 360×640', { timeout: 300_000 }, async () => {
    const small: string[] = [];
    for (const as of ['player', 'visitor'] as const) {
      const page = await app.open({
        viewport: { width: 360, height: 640 },
        hasTouch: true,
        isMobile: true,
        locale: 'de-DE',
        storageState: as === 'player' ? fixtures.player : fixtures.visitor,
        appSettings: { animationSpeed: 'off' },
      });
      const extra =
        as === 'player'
          ? [{ name: 'settings (registered)', path: '/settings', ready: '.settings-form input[type="date"]' }]
          : [];
      for (const shown of [...fixtures.pages.filter((item) => item.as === as), ...extra]) {
        await page.goto(shown.path);
        await page.locator(shown.ready).first().waitFor({ timeout: 20_000 });
        small.push(...(await smallControls(page, shown.name)));
        if (shown.name === 'replay') {
          // Its steps' bar at the screen's bottom, a finger high, still leaves the building piles in view.
          const piles = await page.locator('.replay-building').boundingBox();
          const bar = await page.locator('.replay-bar').boundingBox();
          if (piles === null || bar === null || piles.y + piles.height > bar.y)
            small.push(`replay: the steps' bar covers the building piles`);
        }
      }
      // The folded menu, open (and for the player, their account's actions in it).
      await page.getByRole('button', { name: 'Menü' }).tap();
      small.push(...(await smallControls(page, `menu (${as})`)));
      // The rules' contents in the other languages, whose short titles make short links: English and Dutch "Tips"
      // was 37 px wide (German "Tipps" 49).
      const rulesTitles = { en: 'How to play', nl: 'Zo speel je' } as const;
      for (const language of as === 'visitor' ? (['en', 'nl'] as const) : []) {
        await page.goto('/rules');
        await page.locator('.language-switch select').selectOption(language);
        await page.getByRole('heading', { level: 1, name: rulesTitles[language] }).waitFor();
        small.push(...(await smallControls(page, `rules (${language})`)));
      }
      await page.context().close();
    }
    expect(small).toEqual([]);
  });
});
