/**
 * A correspondence player hears of their turn: the game page offers notifications to a seated player of a
 * correspondence game who has none (and beside their open correspondence invitation), turns them on from there,
 * says so when the browser will not, and keeps "Not now". The settings' own button says so too when the browser fails (it used to do nothing).
 *
 * Headless Chromium here has no push service to subscribe with (no network), so a real subscription cannot be
 * made: `subscribe` fails, which is the failure a player meets in a browser without one. The path where it
 * works stands in the browser's own `PushManager` with a subscription naming a push service on the internet;
 * everything from there on is the real server, which stores it and lists it.
 */
import { createECDH } from 'node:crypto';
import { ENDPOINTS, type ChallengeView, type GameView, type NotificationSettings } from '@katz/protocol';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startMailReceiver, type MailReceiver } from '../../server/test/support/mail-receiver.js';
import { apiCall, startSessionFor } from './support/api-call.js';
import { runBrowserTests } from './support/browser.js';
import { useWebApp } from './support/web-app.js';

const TWO_DAYS = 2 * 86_400;
const OFFER = '[data-testid="turn-notice"]';

/** A guest of its own, with a game against the computer of `turnSeconds` a turn, its page open. */
async function guestGame(page: Page, turnSeconds: number): Promise<GameView> {
  await apiCall(page.request, 'POST', ENDPOINTS.startSession.path);
  const game = await apiCall<GameView>(page.request, 'POST', ENDPOINTS.startComputerGame.path, {
    level: 'novice',
    turnSeconds,
  });
  await page.goto(`/game/${game.id}`);
  await page.locator('.game-table').waitFor({ timeout: 30_000 });
  return game;
}

const subscriptions = async (page: Page) =>
  (await apiCall<NotificationSettings>(page.request, 'GET', ENDPOINTS.getNotifications.path)).push
    .subscriptions;

/**
 * This page's `PushManager` as a browser with a push service has it: a subscription to an address on the
 * internet, kept in the tab's session storage so that a reload finds it as the browser would.
 */
async function standInPushService(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const KEY = 'test.pushSubscription';
    const make = (endpoint: string) => ({
      endpoint,
      toJSON: () => ({
        endpoint,
        keys: {
          // A P-256 public key and an auth secret as a browser gives them (base64url).
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      }),
      unsubscribe: () => {
        sessionStorage.removeItem(KEY);
        return Promise.resolve(true);
      },
    });
    PushManager.prototype.subscribe = function subscribe() {
      const endpoint = `https://push.example.com/send/${String(Date.now())}`;
      sessionStorage.setItem(KEY, endpoint);
      return Promise.resolve(make(endpoint) as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      const endpoint = sessionStorage.getItem(KEY);
      return Promise.resolve(endpoint === null ? null : (make(endpoint) as unknown as PushSubscription));
    };
  });
}

describe.skipIf(!runBrowserTests)('the offer to be told of one’s turn', () => {
  // The full Chromium: the headless shell denies every page notifications, so there is nothing to offer.
  const app = useWebApp({ browser: 'full' });

  it('says why when the browser will not: permission refused, then no push service', async () => {
    const page = await app.open({ viewport: { width: 360, height: 640 }, locale: 'en-GB' });
    await guestGame(page, TWO_DAYS);
    const offer = page.locator(OFFER);
    expect(await offer.textContent({ timeout: 30_000 })).toContain('be told when it is your move');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Headless Chromium refuses the permission unless it was granted.
    await offer.getByRole('button', { name: 'Notify me' }).click();
    await offer.getByRole('alert').waitFor({ timeout: 30_000 });
    expect(await offer.getByRole('alert').textContent()).toContain(
      'This browser blocks notifications for this site: allow them in its site settings',
    );

    await page.context().grantPermissions(['notifications'], { origin: app.server.url });
    await offer.getByRole('button', { name: 'Notify me' }).click();
    // The alert goes at the click and comes back with the new reason.
    await expect
      .poll(() => offer.getByRole('alert').textContent({ timeout: 30_000 }), { timeout: 30_000 })
      .toContain('This browser could not reach its push service');
    expect(await subscriptions(page)).toBe(0);

    // The settings page's button, which did nothing when this happened, says so too.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    await page.getByRole('alert').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('alert').textContent()).toMatch(/^That did not work: ./);
  });

  it('turns pushes on for this device, and is gone once they are on', async () => {
    const page = await app.open({ locale: 'de-DE' });
    await page.context().grantPermissions(['notifications'], { origin: app.server.url });
    await standInPushService(page);
    await guestGame(page, TWO_DAYS);
    const offer = page.locator(OFFER);
    await offer.getByRole('button', { name: 'Benachrichtigen' }).click({ timeout: 30_000 });
    await offer.getByRole('status').waitFor({ timeout: 30_000 });
    expect(await offer.getByRole('status').textContent()).toContain(
      'Benachrichtigungen sind auf diesem Gerät eingeschaltet',
    );
    expect(await subscriptions(page)).toBe(1);

    await page.reload();
    await page.locator('[data-turn-notice="none"]').waitFor({ state: 'attached', timeout: 30_000 });
    expect(await page.locator(OFFER).count()).toBe(0);
  });

  it('is offered beside an open correspondence invitation, whose friend may accept days later', async () => {
    const page = await app.open({ viewport: { width: 360, height: 640 }, locale: 'en-GB' });
    await startSessionFor(page);
    const invite = (turnSeconds: number) =>
      apiCall<ChallengeView>(page.request, 'POST', ENDPOINTS.createChallenge.path, {
        visibility: 'link',
        turnSeconds,
      });
    const live = await invite(60);
    await page.goto(live.link);
    await page.locator('#invitation-link').waitFor({ timeout: 30_000 });
    expect(await page.locator(OFFER).count()).toBe(0);

    const correspondence = await invite(TWO_DAYS);
    await page.goto(correspondence.link);
    expect(await page.locator(OFFER).textContent({ timeout: 30_000 })).toContain(
      'Be told when it is your move',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('keeps "Not now" in this browser, and offers nothing in a live game or to a spectator', async () => {
    const page = await app.open({ locale: 'nl-NL' });
    const game = await guestGame(page, TWO_DAYS);
    const offer = page.locator(OFFER);
    await offer.getByRole('button', { name: 'Niet nu' }).click({ timeout: 30_000 });
    expect(await offer.count()).toBe(0);
    // Once chosen, the page does not even ask: nothing can come later (the table is drawn after the page's
    // first render, with the offer's).
    await page.reload();
    await page.locator('.game-table').waitFor({ timeout: 30_000 });
    expect(await page.locator(OFFER).count()).toBe(0);

    const other = await app.open({ locale: 'nl-NL' });
    // Nor in a live game or to a spectator, known from the game itself as the table is drawn.
    await guestGame(other, 60);
    expect(await other.locator(OFFER).count()).toBe(0);
    // Watching the first guest's game: not theirs to be told of.
    await other.goto(`/game/${game.id}`);
    await other.locator('.game-table').waitFor({ timeout: 30_000 });
    expect(await other.locator(OFFER).count()).toBe(0);
  });
});

/**
 * Where the offer is, and what a refusal says (issue 64, item 11): under a correspondence game's table the offer
 * sat half below the fold, and so did the words of a refusal, so "Turn on" seemed to fail without a word. Now it
 * is a bar above the table, in view at 1440×900 and 360×640 with the whole table still on the screen, and a
 * refusal takes its lead's place: why, and a mail instead (a server that sends mail). A browser that blocks the
 * site's notifications already is offered the mail at once.
 */
describe.skipIf(!runBrowserTests)('the offer in view, with a mail instead', () => {
  let mailbox: MailReceiver;
  const app = useWebApp({
    browser: 'full',
    settings: async () => {
      mailbox = await startMailReceiver();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const scalar = ecdh.getPrivateKey();
      return {
        SMTP_URL: mailbox.url,
        PUBLIC_URL: 'https://katz.example.org',
        VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
        VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString('base64url'),
      };
    },
  });

  afterAll(async () => {
    await mailbox.close();
  });

  /** Whether a locator's box lies wholly on the screen as it is, unscrolled. */
  const inView = (page: Page, selector: string) =>
    page.locator(selector).evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return rect.height > 0 && rect.top >= 0 && rect.bottom <= innerHeight && rect.right <= innerWidth;
    });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 360, height: 640 },
  ]) {
    it(`is in view with the whole table at ${String(viewport.width)}×${String(viewport.height)}, and a refusal says why and offers a mail`, async () => {
      const page = await app.open({ viewport, locale: 'en-GB', appSettings: { animationSpeed: 'off' } });
      await guestGame(page, TWO_DAYS);
      const offer = page.locator(OFFER);
      await offer.getByRole('button', { name: 'Notify me' }).waitFor({ timeout: 30_000 });
      expect(await inView(page, OFFER)).toBe(true);
      // The whole table as well: nothing scrolls.
      expect(await inView(page, '.game-table')).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight + 1)).toBe(true);

      // Headless Chromium refuses the permission: the bar says why, in view, and offers a mail instead.
      await offer.getByRole('button', { name: 'Notify me' }).click();
      const alert = offer.getByRole('alert');
      await alert.waitFor({ timeout: 30_000 });
      expect(await alert.textContent()).toContain('This browser blocks notifications for this site');
      expect(await inView(page, `${OFFER} [role="alert"]`)).toBe(true);
      await alert.getByRole('link', { name: 'Have a mail tell you instead' }).click();
      await page.waitForURL(/\/settings#mail-settings$/);
      await page.locator('#mail-settings').waitFor();
    });
  }

  it('offers a mail at once where the browser blocks the site’s notifications already', async () => {
    const page = await app.open({ viewport: { width: 360, height: 640 }, locale: 'de-DE' });
    // The browser's own state where the player once chose "Block": no prompt will come.
    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    await guestGame(page, TWO_DAYS);
    const offer = page.locator(OFFER);
    expect(await offer.textContent({ timeout: 30_000 })).toContain(
      'dieser Browser blockiert Benachrichtigungen für diese Seite',
    );
    expect(await offer.getByRole('button', { name: 'Benachrichtigen' }).count()).toBe(0);
    expect(await offer.getByRole('link', { name: 'Zu den Einstellungen' }).getAttribute('href')).toBe(
      '/settings#mail-settings',
    );
  });
});
