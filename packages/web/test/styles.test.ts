/**
 * The style sheets' naming rule, checked without a browser. Every style sheet of the app is global, so two of
 * them that style the same class fight by load order (the table's buttons and the pages' once did: a blue-on-
 * yellow mix). The rule: each class that starts a selector belongs to one style sheet, and no other sheet starts a
 * selector with it; a sheet reaches another's class only below or beside one of its own (`.game-table .button`).
 * Selectors without a class (elements, `:root`) are the base's alone (`app.css`, besides the tokens' `:root`), and
 * so is the rule that hides text for screen readers only. The base's own classes (the page's frame) may be styled
 * within elsewhere.
 *
 * The tokens' rule: a colour (hex, `rgb()` and its kin, a named colour), the touch size and the smallest card's
 * width are written in `app/tokens.css` only, each a custom property named for its role, and every other sheet
 * says `var(--name)`; an `@media` asks only about the widths and heights of `app/breakpoints.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../src/app/breakpoints.js';

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
const texts = new Map(sheets.map((sheet) => [sheet, readFileSync(`${SOURCE}${sheet}`, 'utf8')]));
const rules = sheets.flatMap((sheet) => rulesOf(sheet, texts.get(sheet) ?? ''));

/** Every declaration of the sheets but the tokens' own, as `sheet: selector { property: value }`. */
const declarations = rules
  .filter(({ sheet }) => sheet !== TOKENS)
  .flatMap(({ sheet, selector, body }) =>
    body
      .split(';')
      .map((declaration) => declaration.trim())
      .filter((declaration) => declaration !== '')
      .map((declaration) => ({ where: `${sheet}: ${selector} { ${declaration} }`, declaration })),
  );
/** A declaration's value with its custom properties' names taken out (`var(--card-red)` names no colour). */
const valueOf = (declaration: string) => declaration.replace(/^[^:]*:/, '').replace(/--[\w-]+/g, '');

/** CSS's named colours (`transparent`, `currentColor` and `inherit` are none). */
const NAMED_COLOURS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
    'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan ' +
    'darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred ' +
    'darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink ' +
    'deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold ' +
    'goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush ' +
    'lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey ' +
    'lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime ' +
    'limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
    'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin ' +
    'navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise ' +
    'palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue ' +
    'saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow ' +
    'springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);

/** The raw colours a value writes: hex, a colour function, a named colour. */
function coloursIn(value: string): string[] {
  const hex = value.match(/#[0-9a-f]{3,8}\b/gi) ?? [];
  const functions = value.match(/\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi) ?? [];
  const names = (value.match(/(?<![\w-])[a-z]+(?![\w-])/gi) ?? []).filter((word) =>
    NAMED_COLOURS.has(word.toLowerCase()),
  );
  return [...hex, ...functions, ...names];
}

/** Every width and height an `@media` of a sheet asks about, as `sheet: value`. */
const mediaSizes = sheets.flatMap((sheet) =>
  [...(texts.get(sheet) ?? '').replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/@media([^{]*)\{/g)].flatMap(
    ([, query = '']) =>
      [...query.matchAll(/(?:min-|max-)?(?:width|height)\s*:\s*([^)\s]+)/g)].map(([, size = '']) => ({
        sheet,
        size,
      })),
  ),
);

/** Steps of a `@keyframes` (`from`, `to`, `50%`) are no selectors. */
const isKeyframeStep = (selector: string) => /^(from|to|\d+(\.\d+)?%)$/.test(selector);
const firstClass = (selector: string) => /\.(-?[_a-zA-Z][\w-]*)/.exec(selector)?.[1];
/** Whether a selector goes on below its first part (`.page h1`, `.page > p`). */
const belowIt = (selector: string) => /^\S*?[\s>+~]/.test(selector.trim());

describe('the style sheets', () => {
  it('reads every sheet of the app', () => {
    expect(sheets).toContain(BASE);
    expect(sheets).toContain('table/GameTable.css');
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

  it('write colours in the tokens only', () => {
    const raw = declarations.filter(({ declaration }) => coloursIn(valueOf(declaration)).length > 0);
    expect(raw.map(({ where }) => where)).toEqual([]);
  });

  it('write the touch size and the smallest card in the tokens only', () => {
    const raw = declarations.filter(({ declaration }) =>
      /(?<![\d.])(?:44px|2\.75rem)/.test(valueOf(declaration)),
    );
    expect(raw.map(({ where }) => where)).toEqual([]);
  });

  it('ask media queries about the breakpoints only', () => {
    expect(mediaSizes.length).toBeGreaterThan(10);
    const known = new Set<string>(Object.values(BREAKPOINTS));
    const unknown = mediaSizes.filter(({ size }) => !known.has(size));
    expect(unknown.map(({ sheet, size }) => `${sheet}: ${size}`)).toEqual([]);
  });

  it('find a raw colour wherever it is written', () => {
    expect(coloursIn('0 0 0 1px #0003, 0 2px 4px rgb(0 0 0 / 15%)')).toEqual(['#0003', 'rgb(']);
    expect(coloursIn('1px solid white')).toEqual(['white']);
    expect(coloursIn(valueOf('color: var(--card-red)'))).toEqual([]);
    expect(coloursIn('transparent currentColor inherit nowrap')).toEqual([]);
  });
});
