/**
 * Screenshots of every page at 360×640 and 1440×900 in German, Dutch and English, written to
 * packages/web/test-artifacts/screenshots/ (git-ignored) for people to look at. The test fails if a page does
 * not render or is wider than the screen (a phone would scroll sideways).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFixtures, type Fixtures } from './pages/page-list.js';
import type { RestartableServer } from '@katz/server/testing';
import { startRestartableWebServer } from './support/web-server.js';
import { launchChromium, runBrowserTests } from './support/browser.js';
import { presetSettings } from './support/table-driver.js';

const OUT = fileURLToPath(new URL('../test-artifacts/screenshots/', import.meta.url));
const LOCALES = { de: 'de-DE', nl: 'nl-NL', en: 'en-GB' } as const;
const SIZES = [
  { width: 360, height: 640 },
  { width: 1440, height: 900 },
] as const;

describe.skipIf(!runBrowserTests)('screenshots of every page', () => {
  let browser: Browser;
  let server: RestartableServer;
  let fixtures: Fixtures;

  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    [browser, server] = await Promise.all([launchChromium(), startRestartableWebServer()]);
    fixtures = await makeFixtures(browser, server.url);
  });

  afterAll(async () => {
    await Promise.all([browser.close(), server.close()]);
  });

  for (const [language, locale] of Object.entries(LOCALES)) {
    it(`in ${language}`, { timeout: 300_000 }, async () => {
      const tooWide: string[] = [];
      for (const size of SIZES) {
        for (const as of ['player', 'visitor'] as const) {
          const context = await browser.newContext({
            baseURL: server.url,
            viewport: size,
            locale,
            storageState: as === 'player' ? fixtures.player : fixtures.visitor,
          });
          const page = await context.newPage();
          await presetSettings(page, { animationSpeed: 'off' });
          for (const shown of fixtures.pages.filter((item) => item.as === as)) {
            await page.goto(shown.path);
            await page.locator(shown.ready).first().waitFor({ timeout: 20_000 });
            expect(await page.getAttribute('html', 'lang')).toBe(language);
            await page.screenshot({
              path: `${OUT}${language}-${size.width}x${size.height}-${shown.name}.png`,
              fullPage: true,
            });
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            if (width > size.width) tooWide.push(`${shown.name} at ${size.width}: ${width} px wide`);
          }
          await context.close();
        }
      }
      expect(tooWide).toEqual([]);
    });
  }
});
