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

export async function launchChromium(): Promise<Browser> {
  if (!hasChromium) throw new Error(`no Chromium at ${CHROMIUM}: install it (apt-get install -y chromium)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}
