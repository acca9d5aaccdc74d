/**
 * Debian's Chromium through playwright-core, for the web app's tests, in two builds of the same version:
 * - the headless shell (package `chromium-headless-shell`), what Playwright itself runs headless: the same engine
 *   without the browser's windows, tabs and address bar. Each new page cost the full browser about 0.3 s of its
 *   own CPU for a window nobody sees (40 pages opened and loaded: its browser process 14 s, 26 s in all; the
 *   shell 3 s and 7 s), and the browser tests open hundreds. Every file runs in it unless it asks for the full
 *   browser.
 * - the full Chromium (package `chromium`), for the files that test what the shell refuses: it denies every page
 *   notifications, so pushes (the offer to be told of one's turn, the notification settings) need the full
 *   browser. Without the shell, every file runs in it.
 * On CI the browser tests never skip: without Chromium they fail, saying why; elsewhere they skip with the reason.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const hasChromium = existsSync(CHROMIUM);

/** Which build a file runs in. */
export type ChromiumBuild = 'shell' | 'full';

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

async function launchChromium(build: ChromiumBuild): Promise<Browser> {
  if (!hasChromium) throw new Error(`no Chromium at ${CHROMIUM}: install it (apt-get install -y chromium)`);
  const browser = await chromium.launch({
    executablePath: build === 'shell' && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM,
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

const shared = new Map<ChromiumBuild, Promise<Browser>>();

/**
 * The process's Chromium of that build, launched on first use and kept for the next file: the browser files run
 * one after another in one process (vitest.config.ts), and a launch took about a second of each. A file leaves it
 * as it found it (`releaseChromium`); a browser that failed to launch or has gone is launched anew by the next file.
 */
export function sharedChromium(build: ChromiumBuild = 'shell'): Promise<Browser> {
  const kept = shared.get(build);
  if (kept !== undefined) return kept;
  const launched = launchChromium(build).then(
    (browser) => {
      browser.once('disconnected', () => {
        shared.delete(build);
      });
      return browser;
    },
    (error: unknown) => {
      shared.delete(build);
      throw error;
    },
  );
  shared.set(build, launched);
  return launched;
}

/** Closes every context of the shared browser, those a file opened itself included: the next file starts clean. */
export async function releaseChromium(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close()));
}
