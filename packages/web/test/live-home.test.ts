/**
 * A live home across server processes: two people, each on a server process of their own that shares one
 * PostgreSQL database with the other, keep the home page open. When one moves, the other's list says "Your turn",
 * the tab's title counts the game and the header's badge appears, without a reload and without the periodic
 * refresh (which runs only while the live connection is down): the news comes over the live connection. The test
 * prints how long each took from the move's answer.
 */
import type { GameView } from '@katz/protocol';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, lobbyGame, startSessionFor } from './support/api-call.js';
import { runBrowserTests } from './support/browser.js';
import { useWebApp } from './support/web-app.js';
import { POSTGRES, useTwinWebServers } from './support/web-server.js';

/** Plays the first legal discard of the page's person: an action that ends their turn. */
async function discard(page: Page, gameId: string): Promise<void> {
  const game = await apiCall<GameView>(page.request, 'GET', `/api/games/${gameId}`);
  const action = game.legalActions.find((legal) => legal.type === 'discard');
  if (action === undefined) throw new Error('no discard to play');
  await apiCall(page.request, 'POST', `/api/games/${gameId}/actions`, { version: game.version, action });
}

describe.skipIf(!runBrowserTests || POSTGRES.skip)(
  `a live home across two server processes ${POSTGRES.title}`,
  () => {
    const app = useWebApp();
    const twins = useTwinWebServers();

    it('tells the other’s home page, title and header of a move within the second', async () => {
      const [first, second] = twins.servers;
      const pages = await Promise.all(
        [first, second].map(async (server) => {
          const page = await app.open({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
          await startSessionFor(page);
          return page;
        }),
      );
      const [a, b] = pages as [Page, Page];
      const gameId = await lobbyGame(a.request, b.request, 86_400);
      await Promise.all(pages.map((page) => page.goto('/')));
      // The list is there (its game) before anyone moves.
      for (const page of pages) await page.locator('.home-running li').first().waitFor();

      const first0 = await apiCall<GameView>(a.request, 'GET', `/api/games/${gameId}`);
      let mover = first0.toMove === 0 ? a : b;
      for (let turn = 0; turn < 2; turn++) {
        const other = mover === a ? b : a;
        const badge = other.getByRole('link', { name: '1 game waits for your move' });
        expect(await badge.count()).toBe(0);
        await discard(mover, gameId);
        const moved = Date.now();
        const arrivals = await Promise.all([
          other
            .waitForFunction(() => document.title.startsWith('(1) Your turn · '))
            .then(() => Date.now() - moved),
          other
            .locator('.home-running .badge-turn', { hasText: 'Your turn' })
            .waitFor()
            .then(() => Date.now() - moved),
          badge.waitFor().then(() => Date.now() - moved),
        ]);
        console.log(`turn ${String(turn + 1)}: title, list and header after ${arrivals.join(', ')} ms`);
        // The mover's own page drops its count as live.
        await mover.waitForFunction(() => !document.title.startsWith('('));
        mover = other;
      }
    });
  },
);
