/**
 * The settings' notification controls at 360×640 and 1440×900 in German, Dutch and English, against a server
 * with mail (a real SMTP server in the test) and push keys: screenshots in
 * packages/web/test-artifacts/notifications/ (git-ignored), nothing wider than the screen, an address set and
 * a vacation taken through the page. And the service worker with a push delivered through the DevTools
 * protocol: a notification titled as the server wrote it, tagged by game, and none while that game is open.
 */
import { createECDH } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENDPOINTS } from '@katz/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailReceiver, type MailReceiver } from '../../server/test/support/mail-receiver.js';
import { runBrowserTests } from './support/browser.js';
import { useWebApp } from './support/web-app.js';
import { browserLocales } from './support/locales.js';
import { photograph } from './support/photograph.js';

const OUT = fileURLToPath(new URL('../test-artifacts/notifications/', import.meta.url));
const SIZES = [
  { width: 360, height: 640 },
  { width: 1440, height: 900 },
] as const;
const PLAN = { de: 'Urlaub nehmen', nl: 'Vakantie nemen', en: 'Take a vacation' } as const;
const SAVE = { de: 'Speichern', nl: 'Opslaan', en: 'Save' } as const;

let registrations = 0;

/** A notification the service worker showed, and whether the browser held it right after. */
interface Shown {
  readonly title: string;
  readonly tag: string;
  readonly held: boolean;
}

describe.skipIf(!runBrowserTests)('the notification settings', () => {
  let mailbox: MailReceiver;
  // Notifications and pushes: the full Chromium (the headless shell denies every page notifications).
  const app = useWebApp({
    browser: 'full',
    settings: async () => {
      mailbox = await startMailReceiver();
      // A VAPID key pair as `katz vapid-keys` makes one (no push leaves: the pushes come through DevTools).
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const scalar = ecdh.getPrivateKey();
      return {
        SMTP_URL: mailbox.url,
        // Required with SMTP_URL: the links in mails lead there (this test follows none).
        PUBLIC_URL: 'https://katz.example.org',
        VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
        VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString('base64url'),
        OUTBOX_POLL_MS: '50',
      };
    },
  });

  beforeAll(() => {
    mkdirSync(OUT, { recursive: true });
  });

  afterAll(async () => {
    await mailbox.close();
  });

  for (const [language, locale] of browserLocales()) {
    it(
      `fit phones and desktops in ${language}, and set an address and a vacation`,
      { timeout: 180_000 },
      async () => {
        for (const size of SIZES) {
          const page = await app.open({ viewport: size, locale });
          await page.request.post(ENDPOINTS.startSession.path);
          const username = `notify_${String(++registrations)}_${String(process.pid)}`;
          await page.request.post(ENDPOINTS.register.path, {
            data: { username, password: 'correct horse battery' },
          });
          await page.goto('/settings');
          await page.getByRole('button', { name: PLAN[language] }).waitFor();
          const shoot = async (name: string) => {
            await photograph(page, {
              path: `${OUT}${language}-${String(size.width)}x${String(size.height)}-${name}.png`,
              fullPage: true,
            });
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            expect(width, `${name} at ${String(size.width)}`).toBeLessThanOrEqual(size.width);
          };
          await shoot('empty');
          await page.locator('input[type=email]').fill(`${username}@example.org`);
          await page.getByRole('button', { name: SAVE[language] }).click();
          await page
            .getByRole('status')
            .filter({ hasText: `${username}@example.org` })
            .waitFor();
          await mailbox.next((mail) => JSON.stringify(mail.to).includes(`${username}@example.org`));
          await page.locator('input[type=number]').fill('3');
          await page.getByRole('button', { name: PLAN[language] }).click();
          await page.locator('.settings-vacations li').waitFor();
          await shoot('set');
          await page.context().close();
        }
      },
    );
  }

  it(
    'shows a push as a notification of its game, and none while that game is open',
    { timeout: 120_000 },
    async () => {
      const page = await app.open({ viewport: { width: 1440, height: 900 } });
      const context = page.context();
      await context.grantPermissions(['notifications'], { origin: app.server.url });
      await page.goto('/settings');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const cdp = await context.newCDPSession(page);
      const registrationId = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: found }) => {
          const ours = found.find((registration) => registration.scopeURL.startsWith(app.server.url));
          if (ours) resolve(ours.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      const deliver = async (gameId: string) =>
        cdp.send('ServiceWorker.deliverPushMessage', {
          origin: app.server.url,
          registrationId: await registrationId,
          data: JSON.stringify({
            title: 'Your move against Bert',
            body: '2 days left',
            url: `${app.server.url}/game/${gameId}`,
            tag: `game-${gameId}`,
          }),
        });
      // What the worker showed, recorded in the worker as it shows it, with whether the browser held the
      // notification right then. Asking the browser later would not do: headless Chromium drops a notification
      // about 25 s after showing it (measured), and a busy machine once took longer than that to ask.
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      await worker.evaluate(() => {
        const scope = globalThis as unknown as {
          registration: ServiceWorkerRegistration;
          shown: Shown[];
        };
        const show = scope.registration.showNotification.bind(scope.registration);
        scope.shown = [];
        scope.registration.showNotification = async (title, options) => {
          await show(title, options);
          const tag = options?.tag ?? '';
          const held = await scope.registration.getNotifications({ tag });
          scope.shown.push({ title, tag, held: held.length === 1 });
        };
      });
      const notifications = () => worker.evaluate(() => (globalThis as unknown as { shown: Shown[] }).shown);

      await deliver('G1');
      await expect
        .poll(notifications, { timeout: 30_000 })
        .toEqual([{ title: 'Your move against Bert', tag: 'game-G1', held: true }]);

      // The game is open in a visible tab: that push shows nothing (the page shows the move itself).
      const watching = await context.newPage();
      await watching.goto('/game/G2');
      await watching.bringToFront();
      await deliver('G2');
      await deliver('G3');
      await expect
        .poll(notifications, { timeout: 30_000 })
        .toContainEqual({ title: 'Your move against Bert', tag: 'game-G3', held: true });
      expect((await notifications()).map((shown) => shown.tag)).toEqual(['game-G1', 'game-G3']);
    },
  );
});
