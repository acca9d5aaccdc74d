/**
 * The clipboard as a copy button leaves it: the page may write and read it, and its text is read back from a
 * focused page, within a limit, for a read the browser never answers would hold the test.
 */
import type { Page } from 'playwright-core';

const CLIPBOARD_ANSWER_MS = 5_000;

/** Lets the page write and read the clipboard, and brings it to the front, where a read is answered. */
export async function allowClipboard(page: Page): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.bringToFront();
}

/** The clipboard's text, or a failure after a while. */
export function clipboardText(page: Page): Promise<string> {
  return page.evaluate(
    (limit) =>
      Promise.race([
        navigator.clipboard.readText(),
        new Promise<string>((_, reject) =>
          setTimeout(() => {
            reject(new Error('the clipboard did not answer'));
          }, limit),
        ),
      ]),
    CLIPBOARD_ANSWER_MS,
  );
}
