/**
 * What went wrong in a test's page, kept so that a wait that times out can say why: uncaught errors, console
 * errors (a Web Worker's too), requests that failed and files the server refused. A timeout alone says only that
 * nothing happened; with these a failure on a loaded CI machine can be read from its log.
 *
 * It also catches a handle cleared by the wrong kind of call. A timeout's, an animation frame's and an idle
 * callback's numbers are counted apart and overlap, so `clearTimeout` given an idle callback's number silently
 * cancels an unrelated timer (it once stopped the practice computer's pause for good). In test pages frame and
 * idle handles are lifted into ranges of their own, and a call given another kind's handle is said as a console
 * error.
 */
import type { Page } from 'playwright-core';

const troubles = new WeakMap<Page, string[]>();
const mixUps = new WeakMap<Page, string[]>();
/** How the page's guard begins what it says (guardHandleKinds). */
const MIX_UP = 'a handle of the wrong kind';
const KEPT = 20;

function keep(page: Page, line: string): void {
  const list = troubles.get(page);
  if (list === undefined) return;
  list.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  if (list.length > KEPT) list.shift();
}

/** Where the page's animation frame and idle callback handles start; timeouts stay far below. */
const FRAME_HANDLES = 1 << 29;
const IDLE_HANDLES = 1 << 30;

/**
 * Runs in the page before its scripts: every handle says its kind by its range. A cancel is still given the
 * browser's own number, whatever its kind, so a mixed-up handle cancels what it would cancel outside a test.
 */
function guardHandleKinds({ frames, idles, said }: { frames: number; idles: number; said: string }): void {
  const kindOf = (handle: number) =>
    handle >= idles ? 'idle callback' : handle >= frames ? 'animation frame' : 'timer';
  const ownNumber = (handle: number) => handle - (handle >= idles ? idles : handle >= frames ? frames : 0);
  const guarded =
    (call: string, kind: string, cancel: (handle: number) => void) =>
    (handle?: unknown): void => {
      if (typeof handle !== 'number') return;
      if (kindOf(handle) !== kind)
        console.error(
          `${call} was given ${said} (${kindOf(handle)}, not ${kind}): ` +
            `it cancels whichever ${kind} has that number`,
        );
      cancel(ownNumber(handle));
    };
  const clearTimeout = window.clearTimeout.bind(window);
  const clearInterval = window.clearInterval.bind(window);
  const requestAnimationFrame = window.requestAnimationFrame.bind(window);
  const cancelAnimationFrame = window.cancelAnimationFrame.bind(window);
  window.clearTimeout = guarded('clearTimeout', 'timer', clearTimeout);
  window.clearInterval = guarded('clearInterval', 'timer', clearInterval);
  window.requestAnimationFrame = (callback) => requestAnimationFrame(callback) + frames;
  window.cancelAnimationFrame = guarded('cancelAnimationFrame', 'animation frame', cancelAnimationFrame);
  if (typeof window.requestIdleCallback === 'function') {
    const requestIdleCallback = window.requestIdleCallback.bind(window);
    const cancelIdleCallback = window.cancelIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) => requestIdleCallback(callback, options) + idles;
    window.cancelIdleCallback = guarded('cancelIdleCallback', 'idle callback', cancelIdleCallback);
  }
}

/** Starts recording `page`'s trouble; `web-app.ts` calls it for every page it opens, before it loads. */
export async function recordPageTrouble(page: Page): Promise<void> {
  troubles.set(page, []);
  mixUps.set(page, []);
  await page.addInitScript(guardHandleKinds, { frames: FRAME_HANDLES, idles: IDLE_HANDLES, said: MIX_UP });
  page.on('pageerror', (error) => {
    keep(page, `page error: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    keep(page, `console error: ${message.text()}`);
    if (message.text().includes(MIX_UP)) mixUps.get(page)?.push(`${page.url()}: ${message.text()}`);
  });
  page.on('worker', (worker) => {
    worker.on('console', (message) => {
      if (message.type() === 'error') keep(page, `worker console error: ${message.text()}`);
    });
    worker.on('close', () => {
      keep(page, `worker closed: ${worker.url()}`);
    });
  });
  page.on('requestfailed', (request) => {
    keep(page, `request failed: ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) keep(page, `status ${response.status()}: ${response.url()}`);
  });
  page.on('crash', () => {
    keep(page, 'the page crashed');
  });
}

/** The page's recorded trouble, one line each, oldest first; "none recorded" when there was none. */
export function pageTrouble(page: Page): string {
  const list = troubles.get(page) ?? [];
  return list.length === 0 ? 'none recorded' : list.join('\n');
}

/** Every cancel the page gave another kind's handle: always a defect, so `web-app.ts` fails the test on one. */
export function handleMixUps(page: Page): readonly string[] {
  return mixUps.get(page) ?? [];
}
