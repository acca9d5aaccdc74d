/**
 * `npm run bench`, server part: an open-loop load on the real server (docs/performance.md). Concurrent games
 * between people who play at a person's pace over the live WebSocket, on one process with PGlite, one with the
 * local PostgreSQL server, and two sharing it. Prints plays per second served, the median and 99th percentile
 * from a play's send to its acknowledgement and to the opponent's update, a new game's creation and first
 * update under the load, CPU and memory per game; it steps the number of games up and names the most at which
 * both 99th percentiles stay under the limit (LOAD_BENCH_FULL=0: one quick load per setup).
 */
import { loadavg } from 'node:os';
import { Load, type LoadFigures } from './load/load-run.js';
import { loadOptions, type LoadOptions, type SetupName } from './load/options.js';
import { rowNotes, tableHeader, tableRow } from './load/report.js';
import { postgresReachable, SETUP_TITLES, startSetup } from './load/server-setups.js';

const options = loadOptions(process.env);

const withinLimit = (figures: LoadFigures) =>
  figures.ack.p99 < options.limitMs && figures.opponent.p99 < options.limitMs && figures.refused.size === 0;

async function benchSetup(name: SetupName, settings: LoadOptions): Promise<string> {
  const setup = await startSetup(name, settings);
  const load = new Load(setup, settings);
  let best: number | null = null;
  try {
    await load.start();
    for (let games = settings.games; games <= settings.maxGames; games += settings.step) {
      let figures: LoadFigures;
      try {
        await load.grow(games);
        figures = await load.measure();
      } catch (error) {
        // An overloaded server may drop requests: the load failed, which ends a search like a miss.
        console.log(`${setup.title.padEnd(24)} ${String(games).padStart(6)}  failed: ${String(error)}`);
        break;
      }
      console.log(tableRow(setup.title, figures));
      console.log(rowNotes(figures));
      if (!settings.search) return '';
      if (!withinLimit(figures)) break;
      best = games;
    }
  } finally {
    load.stop();
    await setup.close();
  }
  if (!settings.search) return '';
  const limit = `${options.limitMs} ms`;
  return best === null
    ? `${setup.title}: even ${settings.games} games missed ${limit}`
    : `${setup.title}: ${best.toLocaleString('en-US')} games within ${limit} (both 99th percentiles)`;
}

const pace = `${options.pace.minMs}-${options.pace.maxMs} ms`;
console.log(
  `Katz und Maus load bench (${options.search ? 'search' : 'quick'}): games between two people over WebSocket, ` +
    `each play ${pace} after its turn starts; ${options.seconds} s measured per load after ${options.warmupSeconds} s ` +
    `of warm-up; ${options.probesPerSecond} new games per second timed under load. Node ${process.version}, ` +
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
);
console.log(tableHeader());
const summary: string[] = [];
for (const name of options.setups) {
  if (name !== 'pglite' && !(await postgresReachable(options.postgresUrl))) {
    console.log(`${SETUP_TITLES[name]}: skipped, no PostgreSQL server at ${options.postgresUrl}`);
    continue;
  }
  const line = await benchSetup(name, options);
  if (line !== '') summary.push(line);
}
for (const line of summary) console.log(line);
console.log(
  `load average at the end ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
