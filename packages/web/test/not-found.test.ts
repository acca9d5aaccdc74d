/**
 * Every unknown address answers 404 with the app's page (issue 64, item 7): `/nope` and `/players/nobody` said
 * "not found" with status 200, while a missing game, replay or invitation already answered 404. Every page of
 * the app is opened in the browser as a person follows a link to it: each that exists answers 200, each address
 * that is none of the app's pages or names nothing answers 404 and shows the app saying so.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixtures, type Fixtures } from './pages/page-list.js';
import { runBrowserTests } from './support/browser.js';
import { useRestartableWebApp } from './support/web-app.js';

describe.skipIf(!runBrowserTests)('the status of every address', () => {
  const app = useRestartableWebApp();
  let fixtures: Fixtures;

  beforeAll(async () => {
    fixtures = await makeFixtures(app.browser, app.server.url);
  });

  it('is 200 for every page of the app and 404 for an unknown address, with the app saying so', async () => {
    const statuses: string[] = [];
    for (const as of ['player', 'visitor'] as const) {
      const page = await app.open({
        viewport: { width: 1440, height: 900 },
        storageState: as === 'player' ? fixtures.player : fixtures.visitor,
      });
      const missing = [
        { name: 'unknown', path: '/nope', as: 'visitor', ready: '.gone' },
        { name: 'unknown player', path: '/players/nobody', as: 'visitor', ready: '.gone' },
        { name: 'unknown review', path: '/replay/NoSuchGame/review', as: 'visitor', ready: '.gone' },
      ] as const;
      for (const shown of [...fixtures.pages, ...missing].filter((item) => item.as === as)) {
        const response = await page.goto(shown.path);
        const expected = shown.ready === '.gone' ? 404 : 200;
        // The app's page in either case: the page drawn, and for an unknown address its words saying so.
        const drawn = expected === 404 ? '.app-main .gone' : '.app-main > :not(.app-loading)';
        await page.locator(drawn).first().waitFor({ timeout: 20_000 });
        if (response?.status() !== expected)
          statuses.push(`${shown.path}: ${String(response?.status())}, not ${String(expected)}`);
      }
      await page.context().close();
    }
    expect(statuses).toEqual([]);
  });
});
