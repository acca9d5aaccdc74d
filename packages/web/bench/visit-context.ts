/**
 * A visit's browser context, as the benches open it: fresh (no cache, no cookie), as the page's visitor (the
 * player with their session cookie and the page's mark that this browser has a session, or a new visitor), and
 * watching every frame from the first script on for the page's ready element: the first frame that holds it is
 * when the page is usable, kept as `firstScreenReady` and marked `first-screen-ready` for a trace.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { BenchPage, PageFixtures } from './page-fixtures.js';

interface Marks {
  firstScreenReady?: number;
}

function watchReady(selector: string): void {
  const marks = globalThis as unknown as Marks;
  const check = () => {
    if (document.querySelector(selector) === null) {
      requestAnimationFrame(check);
      return;
    }
    marks.firstScreenReady = performance.now();
    performance.mark('first-screen-ready');
  };
  requestAnimationFrame(check);
}

export async function visitContext(
  browser: Browser,
  base: string,
  fixtures: PageFixtures,
  shown: BenchPage,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    ...options,
    ...(shown.as === 'player'
      ? {
          storageState: {
            cookies: fixtures.player.cookies,
            // The page's mark that this browser has a session (src/connection/session-mark.ts).
            origins: [{ origin: base, localStorage: [{ name: 'katz.hadSession', value: '1' }] }],
          },
        }
      : {}),
  });
  await context.addInitScript(watchReady, shown.ready);
  return context;
}

/** When the page was first usable, in ms from its navigation's start; waits for it. */
export async function readyAt(page: Page, name: string): Promise<number> {
  try {
    const handle = await page.waitForFunction(
      () => (globalThis as unknown as Marks).firstScreenReady,
      undefined,
      { timeout: 120_000 },
    );
    return Number(await handle.jsonValue());
  } catch (error) {
    throw new Error(`${name} (${page.url()}): never usable: ${String(error)}`, { cause: error });
  }
}
