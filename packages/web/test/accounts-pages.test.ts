/**
 * The account pages at 360×640 and 1440×900 in German, Dutch and English: screenshots written with
 * KATZ_SCREENSHOTS=1 to packages/web/test-artifacts/accounts/ (git-ignored) for people to look at, nothing wider
 * than the screen, and in English axe-core finding no serious or critical violation (minor ones are printed).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENDPOINTS, type GameView } from '@katz/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe-check.js';
import { runBrowserTests } from './support/browser.js';
import { useWebApp } from './support/web-app.js';
import { browserLocales } from './support/locales.js';
import { photograph } from './support/photograph.js';

const OUT = fileURLToPath(new URL('../test-artifacts/accounts/', import.meta.url));
const SIZES = [
  { width: 360, height: 640 },
  { width: 1440, height: 900 },
] as const;

describe.skipIf(!runBrowserTests)('the account pages', () => {
  const app = useWebApp();

  beforeAll(() => {
    mkdirSync(OUT, { recursive: true });
  });

  for (const [language, locale] of browserLocales()) {
    // Axe in English, as on every other page (every-page.test.ts): the languages share every element, role and
    // colour, and that each has all its words is the locales' test.
    const checkAccessibility = language === 'en';
    const accessibly = checkAccessibility ? ', accessibly,' : '';
    it(`fit phones and desktops${accessibly} in ${language}`, { timeout: 180_000 }, async () => {
      const problems: string[] = [];
      for (const size of SIZES) {
        const page = await app.open({ viewport: size, locale });
        const look = async (name: string) => {
          expect(await page.getAttribute('html', 'lang')).toBe(language);
          await photograph(page, {
            path: `${OUT}${language}-${size.width}x${size.height}-${name}.png`,
            fullPage: true,
          });
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          if (width > size.width) problems.push(`${name} at ${size.width}: ${width} px wide`);
          if (checkAccessibility)
            problems.push(...(await seriousViolations(page, `${name} at ${size.width}`)));
        };
        await page.request.post(ENDPOINTS.startSession.path);
        const game = await page.request.post(ENDPOINTS.startComputerGame.path, {
          data: { level: 'first', turnSeconds: 600 },
        });
        const { id } = (await game.json()) as GameView;
        await page.request.post(`/api/games/${id}/resign`);

        await page.goto('/login');
        await page.locator('#username').waitFor();
        await look('login');
        if (size.width < 600) {
          // On a phone the bar shows an icon; the menu says it in words.
          await page.locator('.app-menu-button').click();
          await page.locator('.account-links-menu a').first().waitFor();
          await look('menu-guest');
          await page.locator('.app-menu-button').click();
        }
        await page.locator('#username').fill('nobody_here');
        await page.locator('#password').fill('wrong password');
        await page.locator('form button[type=submit]').click();
        await page.locator('[role=alert]').waitFor();
        await look('login-refused');

        await page.goto('/recover');
        await page.locator('#recoveryCode').waitFor();
        await look('recover');

        await page.goto('/register');
        await page.locator('#username').waitFor();
        await page.locator('form button[type=submit]').click(); // empty: each field says what it needs
        await page.locator('#username-error').waitFor();
        await look('register-empty');
        const name = `${language}_Katze_${size.width}_${Date.now() % 10_000}`;
        await page.locator('#username').fill(name);
        // A password that is guessed first is named at its field, in the page's language.
        await page.locator('#password').fill('password');
        await page.locator('form button[type=submit]').click();
        await expect.poll(() => page.locator('#password').getAttribute('aria-invalid')).toBe('true');
        await look('register-weak-password');
        await page.locator('#password').fill('a good long password');
        await page.locator('form button[type=submit]').click();
        await page.locator('#recovery-code').waitFor();
        await look('register-code');

        await page.locator('.recovery-code a').click();
        await page.locator('.profile-counts').waitFor();
        await page.locator('#account-actions-title').waitFor();
        await look('profile-own');
        if (size.width < 600) {
          await page.locator('.app-menu-button').click();
          await page.locator('.account-links-menu .account-name').waitFor();
          await look('menu-registered');
          await page.locator('.app-menu-button').click();
        }
        // The table's page keeps its header to one line with the name (or icon) in it, and the longest level name
        // (German 'Computer (Erster Zug)' with the hand beside it) within a phone's width.
        const running = await page.request.post(ENDPOINTS.startComputerGame.path, {
          data: { level: 'first', turnSeconds: 600 },
        });
        await page.goto(`/game/${((await running.json()) as GameView).id}`);
        await page.locator('.game-table').waitFor();
        await page.locator('.account-links-header .account-name').waitFor();
        const headerHeight = await page
          .locator('.app-header')
          .evaluate((header) => header.getBoundingClientRect().height);
        if (headerHeight > 56) problems.push(`game at ${size.width}: the header is ${headerHeight} px high`);
        await look('game');
        await page.context().close();
      }
      if (problems.length > 0) console.log(problems.join('\n'));
      expect(problems).toEqual([]);
    });
  }
});
