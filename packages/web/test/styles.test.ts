/**
 * The style sheets' naming rule, checked without a browser. Every style sheet of the app is global, so two of
 * them that style the same class fight by load order (the table's buttons and the pages' once did: a blue-on-
 * yellow mix). The rule: each class that starts a selector belongs to one style sheet, and no other sheet starts a
 * selector with it; a sheet reaches another's class only below or beside one of its own (`.game-table .button`).
 * Selectors without a class (elements, `:root`) are the base's alone (`app.css`, besides the tokens' `:root`), and
 * so is the rule that hides text for screen readers only. The base's own classes (the page's frame) may be styled
 * within elsewhere.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = fileURLToPath(new URL('../src/', import.meta.url));
const BASE = 'app/app.css';
const TOKENS = 'app/tokens.css';

interface Rule {
  readonly sheet: string;
  readonly selector: string;
  readonly body: string;
}

/** Every style rule of a sheet (inside `@media` too), with each selector of a list on its own. */
function rulesOf(sheet: string, text: string): Rule[] {
  const rules: Rule[] = [];
  const css = text.replace(/\/\*[\s\S]*?\*\//g, '');
  // A selector is the text before a `{` back to the previous `{`, `}` or `;`; its body runs to the next `}`.
  const pattern = /([^{};]+)\{([^{}]*)\}/g;
  for (const match of css.matchAll(pattern)) {
    const [, selectors = '', body = ''] = match;
    for (const selector of selectors.split(',')) rules.push({ sheet, selector: selector.trim(), body });
  }
  return rules;
}

const sheets = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => file.replaceAll('\\', '/'))
  .sort();
const rules = sheets.flatMap((sheet) => rulesOf(sheet, readFileSync(`${SOURCE}${sheet}`, 'utf8')));

/** Steps of a `@keyframes` (`from`, `to`, `50%`) are no selectors. */
const isKeyframeStep = (selector: string) => /^(from|to|\d+(\.\d+)?%)$/.test(selector);
const firstClass = (selector: string) => /\.(-?[_a-zA-Z][\w-]*)/.exec(selector)?.[1];
/** Whether a selector goes on below its first part (`.page h1`, `.page > p`). */
const belowIt = (selector: string) => /^\S*?[\s>+~]/.test(selector.trim());

describe('the style sheets', () => {
  it('reads every sheet of the app', () => {
    expect(sheets).toContain(BASE);
    expect(sheets).toContain('table/table.css');
    expect(rules.length).toBeGreaterThan(300);
  });

  it('start a selector with a given class in one sheet only', () => {
    const baseClasses = new Set(
      rules.filter(({ sheet }) => sheet === BASE).map(({ selector }) => firstClass(selector)),
    );
    const owners = new Map<string, Set<string>>();
    for (const { sheet, selector } of rules) {
      const name = firstClass(selector);
      if (name === undefined) continue;
      // The base's page frame may be styled within (`.page h1`), never itself.
      if (sheet !== BASE && baseClasses.has(name) && belowIt(selector)) continue;
      owners.set(name, (owners.get(name) ?? new Set()).add(sheet));
    }
    const shared = [...owners]
      .filter(([, owner]) => owner.size > 1)
      .map(([name, owner]) => [name, [...owner]]);
    expect(shared).toEqual([]);
  });

  it('leave selectors without a class to the base', () => {
    const classless = rules.filter(
      ({ sheet, selector }) =>
        sheet !== BASE && sheet !== TOKENS && firstClass(selector) === undefined && !isKeyframeStep(selector),
    );
    expect(classless.map(({ sheet, selector }) => `${sheet}: ${selector}`)).toEqual([]);
  });

  it('hide text for screen readers in the base only', () => {
    const hiding = rules.filter(({ body }) => /clip-path:\s*inset\(50%\)/.test(body));
    expect(new Set(hiding.map(({ sheet }) => sheet))).toEqual(new Set([BASE]));
    expect(hiding.map(({ selector }) => selector)).toEqual([
      '.visually-hidden',
      '.visually-hidden-narrow',
      '.visually-hidden-phone',
    ]);
  });
});
