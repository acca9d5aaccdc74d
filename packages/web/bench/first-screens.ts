/**
 * Every page a link leads to (page-fixtures.ts), cold and warm, on localhost, at 100 ms round trip and at 4× CPU
 * slowdown: the median time until it is usable, its waves, and the median run's waterfall; then the pages that
 * got slower than docs/web.md's figures, and those past the goal (1 s, 1.5 s, 2.5 s). The runs go round every
 * page and setting in turn, so that a busy moment of the machine spreads over all of them.
 *
 * FIRST_SCREEN_RUNS (5) runs of each; FIRST_SCREEN_PAGES (all) a comma-separated list of page names;
 * FIRST_SCREEN_WATERFALLS: `100 ms round trip` (default) prints each page's cold waterfall at that setting,
 * `all` every one.
 */
import type { Browser } from 'playwright-core';
import { median } from './bench-app.js';
import { documentedFigures, figureKey } from './documented-figures.js';
import { CONDITIONS, visitPage, type Arrival, type Condition, type Visit } from './first-screen-visit.js';
import { makePageFixtures, type BenchPage } from './page-fixtures.js';
import { waterfallLines, waveSummary, wavesOf } from './waterfall.js';

const RUNS = Number(process.env.FIRST_SCREEN_RUNS ?? '5');
const ONLY = process.env.FIRST_SCREEN_PAGES?.split(',').map((name) => name.trim());
const WATERFALLS = process.env.FIRST_SCREEN_WATERFALLS ?? '100 ms round trip';
const ARRIVALS: readonly Arrival[] = ['cold', 'warm'];
/** A median this much above the documented one is named: more than this machine's noise between runs. */
const SLOWER_SHARE = 1.2;

interface Setting {
  readonly page: BenchPage;
  readonly condition: Condition;
  readonly arrival: Arrival;
  readonly visits: Visit[];
}

const ms = (value: number) => Math.round(value).toLocaleString('en');

/** The visit whose time is the median (the lower middle of an even count). */
function medianVisit(visits: readonly Visit[]): Visit {
  const sorted = [...visits].sort((a, b) => a.readyMs - b.readyMs);
  const found = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!found) throw new Error('no visit');
  return found;
}

function report(settings: readonly Setting[]): void {
  const documented = documentedFigures();
  console.log(
    `\nfirst screens: usable after (ms, median of ${String(RUNS)}; in brackets the median run's waves until then)`,
  );
  console.log(
    `${'page'.padEnd(18)} ${'visit'.padEnd(5)} ${CONDITIONS.map((condition) => condition.label.padStart(18)).join('')}`,
  );
  const pages = [...new Set(settings.map((setting) => setting.page))];
  const slower: string[] = [];
  const late: string[] = [];
  for (const page of pages) {
    for (const arrival of ARRIVALS) {
      const cells = CONDITIONS.map((condition) => {
        const setting = settings.find(
          (candidate) =>
            candidate.page === page && candidate.arrival === arrival && candidate.condition === condition,
        );
        if (!setting) return ''.padStart(18);
        const time = median(setting.visits.map((visit) => visit.readyMs));
        const waves = wavesOf(medianVisit(setting.visits).fetched).length;
        const what = `${page.name}, ${arrival}, ${condition.label}`;
        const figure = documented.get(figureKey(page.name, arrival, condition.label));
        if (figure !== undefined && time > figure * SLOWER_SHARE) {
          slower.push(`${what}: ${ms(time)} ms against ${ms(figure)} ms in docs/web.md`);
        }
        if (time > condition.targetMs)
          late.push(`${what}: ${ms(time)} ms (goal ${ms(condition.targetMs)} ms)`);
        return `${ms(time)} (${String(waves)})`.padStart(18);
      });
      console.log(`${page.name.padEnd(18)} ${arrival.padEnd(5)} ${cells.join('')}`);
    }
  }
  for (const setting of settings) {
    const shown =
      WATERFALLS === 'all' || (setting.arrival === 'cold' && setting.condition.label === WATERFALLS);
    if (!shown) continue;
    const visit = medianVisit(setting.visits);
    const waves = wavesOf(visit.fetched);
    console.log(
      `\n  ${setting.page.name} (${setting.page.path}), ${setting.arrival}, ${setting.condition.label}: usable at ${ms(visit.readyMs)} ms after ${String(waves.length)} waves; ${String(visit.later)} requests after`,
    );
    console.log(`    ${waveSummary(waves)}`);
    for (const line of waterfallLines(waves)) console.log(line);
  }
  console.log(
    slower.length === 0
      ? `\nno page slower than docs/web.md by more than ${String(Math.round((SLOWER_SHARE - 1) * 100))}%`
      : `\nslower than docs/web.md by more than ${String(Math.round((SLOWER_SHARE - 1) * 100))}%:\n  ${slower.join('\n  ')}`,
  );
  console.log(late.length === 0 ? 'every page within its goal' : `past the goal:\n  ${late.join('\n  ')}`);
}

export async function benchFirstScreens(browser: Browser, base: string): Promise<void> {
  const fixtures = await makePageFixtures(browser, base);
  const pages = fixtures.pages.filter((page) => ONLY === undefined || ONLY.includes(page.name));
  if (pages.length === 0)
    throw new Error(
      `FIRST_SCREEN_PAGES names no page of ${fixtures.pages.map((page) => page.name).join(', ')}`,
    );
  const settings: Setting[] = pages.flatMap((page) =>
    ARRIVALS.flatMap((arrival) => CONDITIONS.map((condition) => ({ page, condition, arrival, visits: [] }))),
  );
  for (let run = 0; run < RUNS; run++) {
    for (const setting of settings) {
      setting.visits.push(
        await visitPage(browser, base, fixtures, setting.page, setting.condition, setting.arrival),
      );
    }
    console.log(`first screens: run ${String(run + 1)} of ${String(RUNS)} done`);
  }
  report(settings);
}
