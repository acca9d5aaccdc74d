/** The app shell in a real browser, served by a real server: deep links, languages, the switch. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '@katz/server/testing';
import { launchChromium, runBrowserTests } from './support/browser.js';
import { startWebServer } from './support/web-server.js';

describe.skipIf(!runBrowserTests)('the app shell', () => {
  let browser: Browser;
  let server: TestServer;

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchChromium(), startWebServer()]);
  });

  afterAll(async () => {
    await Promise.all([browser.close(), server.close()]);
  });

  it('opens a deep link and speaks the browser language', async () => {
    const context = await browser.newContext({ locale: 'nl-NL' });
    const page = await context.newPage();
    await page.goto(`${server.url}/practice`);
    await expect.poll(() => page.locator('nav a[aria-current="page"]').textContent()).toBe('Oefenen');
    expect(await page.getAttribute('html', 'lang')).toBe('nl');
    await context.close();
  });

  it('switches the language and keeps the choice across a reload', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${server.url}/rules`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('How to play');
    await page.selectOption('.language-switch select', 'de');
    await expect.poll(() => page.locator('h1').textContent()).toBe('So wird gespielt');
    await page.reload();
    await expect.poll(() => page.locator('h1').textContent()).toBe('So wird gespielt');
    await context.close();
  });
});
