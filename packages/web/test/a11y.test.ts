/**
 * axe-core (its script injected into the page) on every page of the app, in a real browser, at a phone's size and a desktop's: no serious or
 * critical violation anywhere (minor and moderate ones are printed, to be looked at).
 */
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixtures, type Fixtures } from './pages/page-list.js';
import { runBrowserTests } from './support/browser.js';
import { useRestartableWebApp } from './support/web-app.js';

interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly unknown[] }[];
}

describe.skipIf(!runBrowserTests)('accessibility of every page', () => {
  const app = useRestartableWebApp();
  let fixtures: Fixtures;

  beforeAll(async () => {
    fixtures = await makeFixtures(app.browser, app.server.url);
  });

  for (const size of [
    { width: 360, height: 640 },
    { width: 1440, height: 900 },
  ]) {
    it(`has no serious violation at ${size.width}×${size.height}`, { timeout: 240_000 }, async () => {
      const found: string[] = [];
      for (const shown of fixtures.pages) {
        const page = await app.open({
          viewport: size,
          locale: 'en-GB',
          storageState: shown.as === 'player' ? fixtures.player : fixtures.visitor,
          appSettings: { animationSpeed: 'off' },
        });
        await page.goto(shown.path);
        await page.locator(shown.ready).first().waitFor({ timeout: 20_000 });
        await page.evaluate(axe.source); // through DevTools: the page's policy allows no inline script
        const violations = await page.evaluate(async () => {
          const axe = (globalThis as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } })
            .axe;
          return (await axe.run()).violations;
        });
        for (const violation of violations as Violation[]) {
          const where = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
          const line = `${shown.name}: ${violation.impact ?? '?'} ${violation.id} (${violation.help}) at ${where}`;
          if (violation.impact === 'serious' || violation.impact === 'critical') found.push(line);
          else console.log(`axe, to look at: ${line}`);
        }
        await page.context().close();
      }
      if (found.length > 0) console.log(`axe, serious:\n${found.join('\n')}`);
      expect(found).toEqual([]);
    });
  }
});
