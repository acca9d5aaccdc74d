/**
 * A vacation seen across the table: in a correspondence game between two registered players, the player to
 * move takes a vacation, and both players' clocks for that turn say it stands still and until when, instead of
 * counting down time that is not passing, on tables open when the vacation begins and when it ends (the server's
 * side: packages/server/test/vacation.test.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type ChallengeView, type GameView } from '@katz/protocol';
import type { TestServer } from '@katz/server/testing';
import { runBrowserTests } from './support/browser.js';
import { useWebApp, type WebApp } from './support/web-app.js';
import { apiCall } from './support/api-call.js';
import { photograph } from './support/photograph.js';

const PASSWORD = 'a quiet cat naps';
const TWO_DAYS = 2 * 86_400;

/** A registered player in a browser context of their own, and a way to call the API as them. */
async function registeredPlayer(app: WebApp<TestServer>, username: string) {
  const page = await app.open({ locale: 'en-GB' });
  const call = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown) =>
    apiCall<T>(page.request, method, path, data);
  await call('POST', ENDPOINTS.startSession.path);
  await call('POST', ENDPOINTS.register.path, { username, password: PASSWORD });
  return { page, call };
}

describe.skipIf(!runBrowserTests)('a vacation at the table', () => {
  const app = useWebApp();

  it('shows both players that the clock of the player to move stands still, and until when', async () => {
    const suffix = String(Date.now() % 100_000);
    const [anna, bert] = await Promise.all([
      registeredPlayer(app, `Anna_${suffix}`),
      registeredPlayer(app, `Bert_${suffix}`),
    ]);
    const challenge = await anna.call<ChallengeView>('POST', ENDPOINTS.createChallenge.path, {
      visibility: 'link',
      turnSeconds: TWO_DAYS,
    });
    const accepted = await bert.call<{ gameId: string }>(
      'POST',
      ENDPOINTS.acceptChallenge.path.replace('{id}', challenge.id),
    );
    const game = await anna.call<GameView>('GET', `/api/games/${accepted.gameId}`);
    // Anna made the challenge, so she sits in seat 0.
    const [mover, waiter] = game.toMove === 0 ? [anna, bert] : [bert, anna];

    const clockOf = (page: Page) => page.locator(`[role=timer][data-seat="${String(game.toMove)}"]`).first();
    await waiter.page.goto(`/game/${game.id}`);
    await expect.poll(() => clockOf(waiter.page).getAttribute('data-level')).toBe('calm');

    // Both tables are open when the vacation begins: each learns of it at once, without a reload.
    await mover.page.goto(`/game/${game.id}`);
    await expect.poll(() => clockOf(mover.page).getAttribute('data-level')).toBe('calm');
    const planned = await mover.call<{ vacation: { vacations: { id: string }[] } }>(
      'POST',
      ENDPOINTS.planVacation.path,
      { days: 3 },
    );
    for (const page of [waiter.page, mover.page]) {
      await expect.poll(() => clockOf(page).getAttribute('data-level')).toBe('paused');
      expect(await clockOf(page).textContent()).toMatch(/^paused until (\w+ \d+|\d+ \w+), \d+:\d\d/);
      expect(await clockOf(page).getAttribute('aria-label')).toContain('stands still for a vacation until');
    }
    // Ended early, the clock runs again on both open tables, again without a reload.
    const id = planned.vacation.vacations[0]?.id ?? '';
    await mover.call('DELETE', ENDPOINTS.endVacation.path.replace('{id}', id));
    for (const page of [waiter.page, mover.page]) {
      await expect.poll(() => clockOf(page).getAttribute('data-level')).toBe('calm');
    }
    await mover.call('POST', ENDPOINTS.planVacation.path, { days: 2 });
    // The longer words still fit a phone's width.
    await waiter.page.setViewportSize({ width: 360, height: 640 });
    await expect.poll(() => clockOf(waiter.page).getAttribute('data-level')).toBe('paused');
    await photograph(waiter.page, { path: 'packages/web/test-artifacts/clock-pause-360x640.png' });
    expect(await waiter.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
