/**
 * Screenshots for a person to look at (in `packages/web/test-artifacts/`, not kept in git): taken only when
 * `KATZ_SCREENSHOTS=1` asks for them. Nobody looks at them on CI, and there they cost the browser group some
 * 30 s (the every-page file's 126 full-page pictures alone 20 of its 87 s). What a test checks of a page never
 * depends on its picture; a picture of a failure (a test's own diagnosis) is taken regardless.
 */
import type { Locator, Page } from 'playwright-core';

/** Whether pictures are asked for: a test may draw more of a page for them than its checks need. */
export const photographsWanted = process.env.KATZ_SCREENSHOTS === '1';

/** Writes `target`'s picture to `options.path` when screenshots are asked for; the whole page with `fullPage`. */
export async function photograph(
  target: Page | Locator,
  options: { readonly path: string; readonly fullPage?: boolean },
): Promise<void> {
  if (!photographsWanted) return;
  if ('goto' in target) await target.screenshot(options);
  else await target.screenshot({ path: options.path });
}
