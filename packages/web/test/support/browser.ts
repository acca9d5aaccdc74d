/**
 * Debian's Chromium through playwright-core, for the web app's tests and bench. On CI the browser tests never
 * skip: without Chromium they fail, saying why; elsewhere they skip with the reason.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);

export const runBrowserTests = hasChromium || process.env.CI === 'true';
if (!runBrowserTests) {
  console.warn(
    `Web app tests are skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH).`,
  );
}

/**
 * How long a page's waits and actions wait when a test names no time: Playwright's 30 s was too short on a
 * 2-core machine running the whole suite (a new game's table once took longer to show). A wait ends as soon as
 * what it waits for happens, so only a failing test waits this long.
 */
const BROWSER_WAIT_MS = 90_000;

async function launchChromium(): Promise<Browser> {
  if (!hasChromium) throw new Error(`no Chromium at ${CHROMIUM}: install it (apt-get install -y chromium)`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  // Every context waits that long: the tests open their contexts themselves, in many places.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(BROWSER_WAIT_MS);
    return context;
  };
  return browser;
}

let shared: Promise<Browser> | null = null;

/**
 * The process's Chromium, launched on first use and kept for the next file: the browser files run one after
 * another in one process (vitest.config.ts), and a launch took about a second of each. A file leaves it as it
 * found it (`releaseChromium`); a browser that failed to launch or has gone is launched anew by the next file.
 */
export function sharedChromium(): Promise<Browser> {
  shared ??= launchChromium().then(
    (browser) => {
      browser.once('disconnected', () => {
        shared = null;
      });
      return browser;
    },
    (error: unknown) => {
      shared = null;
      throw error;
    },
  );
  return shared;
}

/** Closes every context of the shared browser, those a file opened itself included: the next file starts clean. */
export async function releaseChromium(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close()));
}
