/** The app shell in a real browser, served by a real server: deep links, languages, the switch. */
import { describe, expect, it } from 'vitest';
import { runBrowserTests } from './support/browser.js';
import { useWebApp } from './support/web-app.js';

describe.skipIf(!runBrowserTests)('the app shell', () => {
  const app = useWebApp();

  it('opens a deep link and speaks the browser language', async () => {
    const page = await app.open({ locale: 'nl-NL' });
    await page.goto(`${app.server.url}/practice`);
    await expect.poll(() => page.locator('nav a[aria-current="page"]').textContent()).toBe('Oefenen');
    expect(await page.getAttribute('html', 'lang')).toBe('nl');
  });

  it('switches the language and keeps the choice across a reload', async () => {
    const page = await app.open({ locale: 'en-GB' });
    await page.goto(`${app.server.url}/rules`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('How to play');
    await page.selectOption('.language-switch select', 'de');
    await expect.poll(() => page.locator('h1').textContent()).toBe('So wird gespielt');
    await page.reload();
    await expect.poll(() => page.locator('h1').textContent()).toBe('So wird gespielt');
  });
});
