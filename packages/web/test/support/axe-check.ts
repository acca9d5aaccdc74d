/**
 * axe-core on the page as it stands (its script injected through DevTools: the page's policy allows no inline
 * script). Serious and critical violations are returned for the test to fail on; minor and moderate ones are
 * printed, to be looked at.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly unknown[] }[];
}

/** The page's serious and critical violations, each a line naming the page, the rule and where. */
export async function seriousViolations(page: Page, pageName: string): Promise<string[]> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const injected = (globalThis as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } })
      .axe;
    return (await injected.run()).violations;
  });
  const serious: string[] = [];
  for (const violation of violations as Violation[]) {
    const where = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
    const line = `${pageName}: ${violation.impact ?? '?'} ${violation.id} (${violation.help}) at ${where}`;
    if (violation.impact === 'serious' || violation.impact === 'critical') serious.push(line);
    else console.log(`axe, to look at: ${line}`);
  }
  return serious;
}
