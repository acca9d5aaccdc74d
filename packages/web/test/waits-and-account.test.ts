/**
 * Waits that tell the truth, and the account where its name is (issue 64, item 8). A visitor past the new-guest
 * limit read "Too many requests at once. Wait a moment" for an eleven-minute wait, beside a "Try again" barely
 * seen on the felt panel: now the notice says how long, in words, from the server's Retry-After, offers practice
 * (which needs no server) meanwhile, and its buttons stand out. After a recovery the header said "Log in" beside
 * a panel saying the player was logged in, and "Log out" was on the profile only: now the header names the player
 * at once, and its account menu holds the profile and logging out.
 */
import { ENDPOINTS, type WithRecoveryCode } from '@katz/protocol';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api-call.js';
import { runBrowserTests } from './support/browser.js';
import { waitForTurnOrEnd } from './support/table-driver.js';
import { useWebApp } from './support/web-app.js';

/** The contrast of a control's text with its own background (WCAG's ratio), and its size. */
const seen = (control: Locator) =>
  control.evaluate((element) => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(element);
    const [, , , alpha = 1] = channels(style.backgroundColor);
    const text = luminance(style.color);
    const ground = luminance(style.backgroundColor);
    const rect = element.getBoundingClientRect();
    return {
      opaque: alpha === 1,
      contrast: (Math.max(text, ground) + 0.05) / (Math.min(text, ground) + 0.05),
      height: rect.height,
    };
  });

describe.skipIf(!runBrowserTests)('a visitor past the new-guest limit', () => {
  // One new guest per address in eleven minutes: the second browser on this machine is past it.
  const app = useWebApp({ settings: { NEW_GUESTS_PER_ADDRESS: '1', ADDRESS_WINDOW_SECONDS: '660' } });

  it('reads how long to wait, in words, and can practise meanwhile', async () => {
    const first = await app.open({ viewport: { width: 1440, height: 900 } });
    await first.goto('/');
    await first.getByRole('button', { name: 'Play now' }).click();
    await first.locator('.game-table').waitFor();

    const page = await app.open({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
    await page.goto('/');
    await page.getByRole('button', { name: 'Play now' }).tap();
    const notice = page.locator('.home-computer [role="alert"]');
    await notice.waitFor();
    expect(await notice.locator('.notice-text').innerText()).toBe(
      'Too many requests from your network just now: try again in 11 minutes.',
    );
    // Its ways on stand out from the notice: opaque, legible, a finger's size.
    for (const control of [
      notice.getByRole('button', { name: 'Try again' }),
      notice.getByRole('link', { name: /practise against the computer/ }),
    ]) {
      const look = await seen(control);
      expect(look.opaque).toBe(true);
      expect(look.contrast).toBeGreaterThanOrEqual(4.5);
      expect(look.height).toBeGreaterThanOrEqual(44);
    }
    await notice.getByRole('link', { name: /practise against the computer/ }).tap();
    await page.waitForURL(/\/practice$/);
    await page.locator('.game-table').waitFor();
    expect(await waitForTurnOrEnd(page)).toBe(true);
  });
});

describe.skipIf(!runBrowserTests)('the account in the header', () => {
  const app = useWebApp();

  it('names the player at once after a recovery, and logs out from its menu', async () => {
    const username = `Maus_${String(Date.now() % 100_000)}`;
    const password = 'a long enough pass';
    const other = await app.open();
    await apiCall(other.request, 'POST', ENDPOINTS.startSession.path);
    const registered = await apiCall<WithRecoveryCode>(other.request, 'POST', ENDPOINTS.register.path, {
      username,
      password,
    });

    const page = await app.open({ viewport: { width: 1440, height: 900 } });
    const header = page.locator('header');
    await page.goto('/recover');
    await page.getByLabel('User name').fill(username);
    await page.getByLabel('Recovery code').fill(registered.recoveryCode);
    await page.getByLabel('New password').fill('another long pass');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByRole('heading', { name: 'Your new password is set' }).waitFor();
    // The header says who is logged in, as the panel beside it does: no "Log in" any more.
    const account = header.getByRole('button', { name: `Your account: ${username}` });
    await account.waitFor();
    expect(await header.getByRole('link', { name: 'Log in' }).count()).toBe(0);

    // The account's menu: the profile, and logging out, here or everywhere.
    await account.click();
    expect(await account.getAttribute('aria-expanded')).toBe('true');
    await header.getByRole('link', { name: 'Your profile' }).waitFor();
    await header.getByRole('button', { name: 'Log out everywhere' }).waitFor();
    await page.keyboard.press('Escape');
    await header.getByRole('link', { name: 'Your profile' }).waitFor({ state: 'hidden' });
    await account.click();
    await header.getByRole('button', { name: 'Log out', exact: true }).click();
    await page.waitForURL(`${app.server.url}/`);
    await header.getByRole('link', { name: 'Log in' }).waitFor();

    // On a phone the folded menu lists the same, in words.
    const phone = await app.open({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
    await phone.goto('/login');
    await phone.getByLabel('User name').fill(username);
    await phone.getByLabel('Password').fill('another long pass');
    await phone.getByRole('button', { name: 'Log in' }).tap();
    await phone.waitForURL(`${app.server.url}/`);
    await phone.getByRole('button', { name: 'Menu' }).tap();
    const menu = phone.locator('.account-links-menu');
    await menu.getByRole('link', { name: 'Your profile' }).waitFor();
    expect(await menu.innerText()).toContain(username);
    await menu.getByRole('button', { name: 'Log out', exact: true }).tap();
    await phone.waitForURL(`${app.server.url}/`);
    await phone.locator('header').getByRole('link', { name: 'Log in' }).waitFor();
  });
});
