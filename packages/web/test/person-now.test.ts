/**
 * "Play a person" across two server processes sharing PostgreSQL: two guests, each on their own process, ask for a
 * person on the same terms from the home page; the pool pairs them and both pages open the same game's table. One
 * who looks alone sees that they wait, and stops.
 */
import { describe, expect, it } from 'vitest';
import { startSessionFor } from './support/api-call.js';
import { runBrowserTests } from './support/browser.js';
import { useWebApp } from './support/web-app.js';
import { POSTGRES, useTwinWebServers } from './support/web-server.js';

describe.skipIf(!runBrowserTests || POSTGRES.skip)(`a person now ${POSTGRES.title}`, () => {
  const app = useWebApp();
  const twins = useTwinWebServers();

  it('pairs two people who look on the same terms, and opens the game for both', async () => {
    const pages = await Promise.all(
      twins.servers.map(async (server, index) => {
        const page = await app.open({
          baseURL: server.url,
          viewport: index === 0 ? { width: 1440, height: 900 } : { width: 360, height: 640 },
        });
        await startSessionFor(page);
        await page.goto('/');
        return page;
      }),
    );
    const [first, second] = pages;
    if (!first || !second) throw new Error('two pages');
    const panel = first.getByRole('region', { name: 'Play a person' });
    await panel.getByRole('button', { name: 'Find an opponent' }).click();
    await panel.getByText('You are the only one waiting on these terms.').waitFor();
    await panel.getByRole('button', { name: 'Stop looking' }).click();
    await panel.getByRole('button', { name: 'Find an opponent' }).waitFor();

    for (const page of pages) {
      await page
        .getByRole('region', { name: 'Play a person' })
        .getByRole('button', { name: 'Find an opponent' })
        .click();
    }
    await Promise.all(pages.map((page) => page.waitForURL(/\/game\//)));
    expect(new URL(first.url()).pathname).toBe(new URL(second.url()).pathname);
    await Promise.all(pages.map((page) => page.locator('.game-table').waitFor()));
  });
});
