/**
 * The app runs under its own Content-Security-Policy (server http/security-headers.ts): the home page, a practice
 * game whose computer thinks in a Web Worker (the strong one with a second worker for its playouts, since the
 * page is cross-origin isolated), a game on the server over the WebSocket and the service worker, with not one
 * violation reported; and no other site can frame it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type GameView } from '@katz/protocol';
import { runBrowserTests } from './support/browser.js';
import { playOnce, presetSettings, waitForTurnOrEnd } from './support/table-driver.js';
import { useWebApp } from './support/web-app.js';

/** Every violation the page reports, kept on the window from the first script on. */
async function collectViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective}: ${event.blockedURI} (${event.sourceFile}:${String(event.lineNumber)}:${String(event.columnNumber)})`,
      );
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

describe.skipIf(!runBrowserTests)('the content security policy', () => {
  const app = useWebApp();

  it('lets the whole app run, worker, socket and service worker included', { timeout: 180_000 }, async () => {
    const page = await app.open({ locale: 'en-GB' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const violations = await collectViolations(page);
    await presetSettings(page, { animationSpeed: 'off' });

    const home = await page.goto('/');
    const policy = home?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);

    // The practice game: the computer answers from its Web Worker, so a second turn of ours comes.
    await page.goto('/practice?level=random&pace=0&seed=csp');
    for (let turn = 0; turn < 2; turn += 1) {
      expect(await waitForTurnOrEnd(page, 60_000)).toBe(true);
      while ((await playOnce(page, 'click')) !== 'discard');
    }
    expect(await waitForTurnOrEnd(page, 60_000)).toBe(true);

    // The page is cross-origin isolated, so the strong computer shares its playouts with a second worker.
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    await page.goto('/practice?level=strong&pace=0&seed=csp-strong');
    expect(await waitForTurnOrEnd(page, 60_000)).toBe(true);
    while ((await playOnce(page, 'click')) !== 'discard');
    expect(await waitForTurnOrEnd(page, 60_000)).toBe(true);
    expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toContainEqual(
      expect.stringMatching(/^\/assets\/playout-worker-.*\.js$/),
    );

    // A game on the server, over the live WebSocket.
    await page.request.post(ENDPOINTS.startSession.path);
    const started = await page.request.post(ENDPOINTS.startComputerGame.path, {
      data: { level: 'first', turnSeconds: 600 },
    });
    const game = (await started.json()) as GameView;
    await page.goto(`/game/${game.id}`);
    await expect.poll(() => page.locator('.connection-live').count(), { timeout: 30_000 }).toBe(1);

    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('cannot be framed by another site', { timeout: 60_000 }, async () => {
    const page = await app.open();
    await page.route('http://elsewhere.test/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>elsewhere</title><iframe src="${app.server.url}/"></iframe>`,
      }),
    );
    // The page's load waits for its frame's; the refused frame holds the browser's error page, not the app.
    await page.goto('http://elsewhere.test/', { waitUntil: 'load' });
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame).toBeDefined();
    expect(frame?.url()).not.toBe(`${app.server.url}/`);
    expect(await frame?.locator('#root').count()).toBe(0);
  });
});
