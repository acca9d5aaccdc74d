/**
 * A page's first screen asks the server nothing it does not need, and its code comes in one round trip: the
 * home page draws a pressable "Play now" with the API blocked, and only pressing it makes a guest; an invitation,
 * the rules and the leaderboard make none; a spectator's table is drawn with the guest the live connection needs
 * still refused; every script a first screen runs is named in the page the server sent, so none is found a wave
 * later; the page is drawn in the app's first render (not the frame with "Loading…" first, then the page); and
 * the data the page was sent with is the page's own call, not asked for twice. Speed itself is the
 * bench's (`npm run bench:web`): these check what is asked, not how fast.
 */
import { ENDPOINTS, type ChallengeView, type GameView } from '@katz/protocol';
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, startSessionFor } from './support/api-call.js';
import { runBrowserTests } from './support/browser.js';
import { useWebApp } from './support/web-app.js';

/** The API calls a page makes, as `METHOD /path`. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

const MAKES_GUEST = `POST ${ENDPOINTS.startSession.path}`;

/** Resolves with the first frame the page's live connection hears from the server, within 30 s. */
function firstLiveFrame(page: Page): Promise<string> {
  return new Promise((resolve, reject) => {
    const limit = setTimeout(() => {
      reject(new Error(`no live frame within 30 s at ${page.url()}`));
    }, 30_000);
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        clearTimeout(limit);
        resolve(String(payload));
      });
    });
  });
}

describe.skipIf(!runBrowserTests)('the first screen', () => {
  const app = useWebApp();
  let invitation: ChallengeView;
  let game: GameView;

  beforeAll(async () => {
    const host = await app.open();
    await apiCall(host.request, 'POST', ENDPOINTS.startSession.path);
    invitation = await apiCall<ChallengeView>(host.request, 'POST', ENDPOINTS.createChallenge.path, {
      visibility: 'link',
      turnSeconds: 300,
    });
    game = await apiCall<GameView>(host.request, 'POST', ENDPOINTS.startComputerGame.path, {
      level: 'novice',
      turnSeconds: 86_400,
    });
  });

  it('draws a pressable "Play now" on the home page with the API blocked, and makes a guest only when pressed', async () => {
    const page = await app.open({ locale: 'en-GB' });
    const calls = apiCalls(page);
    await page.route('**/api/**', (route) => route.abort());
    await page.goto('/');
    const play = page.getByRole('button', { name: 'Play now' });
    await expect.poll(() => play.isEnabled(), { timeout: 30_000 }).toBe(true);
    expect(calls).not.toContain(MAKES_GUEST);
    expect(calls.filter((call) => call.startsWith('GET /api/games'))).toEqual([]);

    // Pressed offline, it says so: it is live, not a drawing waiting for its script.
    await play.click();
    await page.locator('.home-computer .notice-error').waitFor({ timeout: 30_000 });
    expect(calls).toContain(MAKES_GUEST);

    await page.unroute('**/api/**');
    await page.locator('.home-computer .notice-error').getByRole('button').click();
    await page.locator('.game-table').waitFor({ timeout: 60_000 });
    expect(new URL(page.url()).pathname).toMatch(/^\/game\//);
  });

  it('makes no guest for a visitor who opens an invitation, the rules or the leaderboard', async () => {
    const ready = [
      [invitation.link, '.invite-card button.button-primary:not([disabled])'],
      ['/rules', '.rule-sketch'],
      ['/leaderboard', '.leaderboard'],
    ] as const;
    for (const [path, selector] of ready) {
      const page = await app.open({ locale: 'en-GB' });
      const calls = apiCalls(page);
      await page.goto(path);
      await page.locator(selector).first().waitFor({ timeout: 30_000 });
      expect(calls, path).not.toContain(MAKES_GUEST);
    }
  });

  it('draws a spectator’s table before the guest its live connection needs', async () => {
    const page = await app.open({ locale: 'en-GB' });
    const calls = apiCalls(page);
    await page.route(`**${ENDPOINTS.startSession.path}`, (route) =>
      route.request().method() === 'POST' ? route.abort() : route.fallback(),
    );
    await page.goto(`/game/${game.id}`);
    await page.locator('.game-table [data-slot^="stock-"]').first().waitFor({ timeout: 30_000 });
    expect(calls).toContain(`GET /api/games/${game.id}`);
  });

  it('connects a player’s table with the session it has, asking the server for none first', async () => {
    const page = await app.open({ locale: 'en-GB' });
    await startSessionFor(page);
    const own = await apiCall<GameView>(page.request, 'POST', ENDPOINTS.startComputerGame.path, {
      level: 'novice',
      turnSeconds: 86_400,
    });
    const calls = apiCalls(page);
    const heard = firstLiveFrame(page);
    await page.goto(`/game/${own.id}`);
    await heard;
    expect(calls).not.toContain(MAKES_GUEST);
  });

  it('makes a new guest when the session the browser believes it has is gone, and connects', async () => {
    const page = await app.open({ locale: 'en-GB' });
    // The mark says "a session", but there is no cookie (cleared, or its session ended on the server).
    await page.addInitScript(() => {
      localStorage.setItem('katz.hadSession', '1');
    });
    const calls = apiCalls(page);
    const heard = firstLiveFrame(page);
    await page.goto(`/game/${game.id}`);
    await heard;
    expect(calls).toContain(MAKES_GUEST);
  });

  it('names in the page every script its first screen runs', async () => {
    for (const path of ['/', invitation.link, `/game/${game.id}`, '/rules']) {
      const page = await app.open({ locale: 'de-DE' });
      const served = await page.goto(path);
      const named = [...((await served?.text()) ?? '').matchAll(/(?:src|href)="([^"]+\.js)"/g)].map(
        (match) => match[1],
      );
      await page.locator('main h1, main .game-table, main .invite-card').first().waitFor({ timeout: 30_000 });
      const loaded = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.endsWith('.js')),
      );
      // Scripts loaded later by design: the drag and drop, the header's count of games waiting for the player, the
      // challenges to them and their wait in the pool (after the first paint), and the computer's workers.
      const firstScreen = loaded.filter(
        (script) => !/drag-kit|WaitingCount|ChallengesToYou|PoolWaiting|worker/.test(script),
      );
      expect(firstScreen.length, path).toBeGreaterThan(0);
      expect(
        firstScreen.filter((script) => !named.includes(script)),
        path,
      ).toEqual([]);
    }
  });

  it('draws the page in the first render: never the frame around it with "Loading…" first', async () => {
    for (const [path, selector] of [
      ['/rules', '.rule-sketch'],
      [`/game/${game.id}`, '.game-table'],
      ['/leaderboard', '.leaderboard-levels'],
    ] as const) {
      const page = await app.open({ locale: 'en-GB' });
      // From the first script on: whatever the page ever showed of the app's frame without its page.
      await page.addInitScript(() => {
        const seen = globalThis as unknown as { loadingShown?: boolean };
        new MutationObserver(() => {
          if (document.querySelector('.page-loading') !== null) seen.loadingShown = true;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      await page.locator(selector).first().waitFor({ timeout: 30_000 });
      expect(await page.locator('header').count(), path).toBeGreaterThan(0);
      expect(
        await page.evaluate(
          () => (globalThis as unknown as { loadingShown?: boolean }).loadingShown ?? false,
        ),
        path,
      ).toBe(false);
    }
  });

  it('takes the data the page was sent with: the page’s own call, not asked for again', async () => {
    const pages = [
      ['/', '.home-lobby .muted, .home-lobby .list'],
      [invitation.link, '.invite-card'],
      [`/game/${game.id}`, '.game-table'],
      ['/leaderboard', '.leaderboard-levels'],
    ] as const;
    for (const [path, selector] of pages) {
      const page = await app.open({ locale: 'en-GB' });
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/') && request.method() === 'GET')
          asked.push(url.pathname + url.search);
      });
      const served = await page.goto(path);
      const sent = [
        ...((await served?.text()) ?? '').matchAll(/rel="preload" as="fetch" crossorigin href="([^"]+)"/g),
      ].map((match) => match[1]);
      await page.locator(selector).first().waitFor({ timeout: 30_000 });
      expect(sent.length, path).toBeGreaterThan(0);
      for (const call of sent)
        expect(
          asked.filter((each) => each === call),
          `${path}: ${call ?? ''}`,
        ).toHaveLength(1);
    }
  });
});
