/**
 * Friends across two server processes sharing PostgreSQL: a player follows another from the other's profile, sees
 * them online on the friends page and on the home page, and a link to watch the game they play; the followed one
 * is told nothing. Then the followed one blocks the follower from the follower's profile: the follow ends, and
 * following again meets "not available" and no more.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lobbyGame, registerFor } from './support/api-call.js';
import { runBrowserTests } from './support/browser.js';
import { useWebApp } from './support/web-app.js';
import { POSTGRES, useTwinWebServers } from './support/web-server.js';

let names = 0;
const freshName = (prefix: string) => `${prefix}${String(process.pid % 10_000)}_${String(++names)}`;

describe.skipIf(!runBrowserTests || POSTGRES.skip)(
  `friends across two server processes ${POSTGRES.title}`,
  () => {
    const app = useWebApp();
    const twins = useTwinWebServers();

    const personOn = async (server: 0 | 1, prefix: string, viewport = { width: 1440, height: 900 }) => {
      const page = await app.open({ baseURL: twins.servers[server].url, viewport });
      const name = freshName(prefix);
      await registerFor(page, name);
      return { page, name };
    };

    it('follow, see online and playing, watch; a block ends it and says no more than “not available”', async () => {
      const fan = await personOn(0, 'fan', { width: 360, height: 640 });
      const star = await personOn(1, 'star');
      const rival = await personOn(1, 'rival');

      // The star has the app open (on the other process); the fan follows them from their profile.
      await star.page.goto('/');
      await fan.page.goto(`/players/${star.name}`);
      await fan.page.getByRole('button', { name: 'Follow' }).click();
      await fan.page.getByText(`You follow ${star.name}.`).waitFor();

      await fan.page.goto('/friends');
      const entry = fan.page.locator('.followed-list li', { hasText: star.name });
      await entry.filter({ hasText: 'online' }).waitFor();

      // The star starts a game with the rival: the fan's list offers to watch it, and it opens as a spectator's table.
      const gameId = await lobbyGame(star.page.request, rival.page.request, 600);
      await fan.page.goto('/');
      const friends = fan.page.locator('.home-friends');
      await friends.getByText(star.name).waitFor();
      await friends.getByRole('link', { name: 'Watch' }).click();
      await fan.page.waitForURL(`**/game/${gameId}`);
      await fan.page.locator('.game-table').waitFor();

      // The star was told nothing: their friends page lists no one, and the fan's profile shows them as a stranger.
      await star.page.goto('/friends');
      await star.page.getByText('You follow no one yet.', { exact: false }).waitFor();
      await star.page.goto(`/players/${fan.name}`);
      await star.page.getByRole('button', { name: 'Follow' }).waitFor();

      // The star blocks the fan.
      await star.page.getByRole('button', { name: 'Block' }).click();
      await star.page.getByText(`You block ${fan.name}`, { exact: false }).waitFor();
      await fan.page.goto('/friends');
      await fan.page.getByText('You follow no one yet.', { exact: false }).waitFor();
      await fan.page.goto(`/players/${star.name}`);
      // The fan's view of the star's profile says nothing of the block; a follow meets "not available".
      expect(await fan.page.getByText('You block', { exact: false }).count()).toBe(0);
      await fan.page.getByRole('button', { name: 'Follow' }).click();
      await fan.page.getByRole('alert').getByText('This player is not available.').waitFor();
      expect(await fan.page.getByText(`You follow ${star.name}.`).count()).toBe(0);
      await closeAll([fan.page, star.page, rival.page]);
    });
  },
);

async function closeAll(pages: readonly Page[]): Promise<void> {
  await Promise.all(pages.map((page) => page.context().close()));
}
