/**
 * The friends page for docs/social.md: a registered player who follows three others, two of them here now (one
 * playing a game to watch, one hiding nothing), one away, and who blocks one more; at 1440×900 and 360×640, in
 * German, Dutch and English. The pictures go to FRIENDS_SHOTS (default docs/images) as friends-{lang}-{size}.png.
 *
 *   npm run build && node packages/web/dist-bench/friends-screenshots.js
 */
import { fileURLToPath } from 'node:url';
import { ENDPOINTS, type ChallengeView } from '@katz/protocol';
import type { Browser, Page } from 'playwright-core';
import { startBenchApp } from './bench-app.js';

const SHOTS = process.env.FRIENDS_SHOTS ?? fileURLToPath(new URL('../../../docs/images/', import.meta.url));
const SIZES = [
  { width: 1440, height: 900 },
  { width: 360, height: 640 },
] as const;
const LANGUAGES = [
  ['en', 'en-GB'],
  ['de', 'de-DE'],
  ['nl', 'nl-NL'],
] as const;

interface Person {
  readonly page: Page;
  /** Calls the API as this person. */
  call(method: 'POST' | 'PATCH', path: string, data?: unknown): Promise<unknown>;
}

async function registered(browser: Browser, url: string, username: string): Promise<Person> {
  const page = await (await browser.newContext({ baseURL: url })).newPage();
  const call = async (method: 'POST' | 'PATCH', path: string, data?: unknown): Promise<unknown> => {
    const answer = await page.request.fetch(path, { method, ...(data === undefined ? {} : { data }) });
    if (!answer.ok()) throw new Error(`${method} ${path}: ${String(answer.status())} ${await answer.text()}`);
    return answer.status() === 204 ? null : ((await answer.json()) as unknown);
  };
  await call('POST', ENDPOINTS.startSession.path);
  await call('POST', ENDPOINTS.register.path, { username, password: 'a long enough password' });
  await page.addInitScript(() => {
    localStorage.setItem('katz.hadSession', '1');
  });
  return { page, call };
}

const app = await startBenchApp('friends-shots');
try {
  const { browser, url } = app;
  // Clara and Eve are registered and away; Marit follows Clara and blocks Eve.
  const [me, anna, bram, , dirk] = await Promise.all(
    ['Marit', 'Anna_K', 'Bram', 'Clara', 'Dirk_Z', 'Eve'].map((name) => registered(browser, url, name)),
  );
  if (!me || !anna || !bram || !dirk) throw new Error('six players');
  for (const name of ['Anna_K', 'Bram', 'Clara']) await me.call('POST', `/api/players/${name}/follow`);
  await me.call('POST', '/api/players/Eve/block');
  // Anna and Bram are here (a page open); Anna plays Dirk.
  await Promise.all([anna.page.goto('/'), bram.page.goto('/rules')]);
  const challenge = (await anna.call('POST', ENDPOINTS.createChallenge.path, {
    visibility: 'lobby',
    turnSeconds: 120,
  })) as ChallengeView;
  await dirk.call('POST', `/api/challenges/${challenge.id}/accept`);
  const storage = await me.page.context().storageState();
  for (const [language, locale] of LANGUAGES) {
    for (const size of SIZES) {
      const context = await browser.newContext({
        baseURL: url,
        viewport: size,
        locale,
        storageState: storage,
      });
      const page = await context.newPage();
      await page.addInitScript(() => {
        localStorage.setItem('katz.hadSession', '1');
      });
      await page.goto('/friends');
      await page.locator('.followed-list li.is-online').nth(1).waitFor();
      await page.locator('.followed-game').first().waitFor();
      const name = `${SHOTS}friends-${language}-${String(size.width)}x${String(size.height)}.png`;
      await page.screenshot({ path: name, fullPage: true });
      console.log(name);
      await context.close();
    }
  }
} finally {
  await app.close();
}
