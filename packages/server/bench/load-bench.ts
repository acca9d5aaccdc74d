/**
 * `npm run bench`, server part: an open-loop load on the real server (docs/performance.md). Concurrent games
 * between people who play at a person's pace over the live WebSocket, on one process with PGlite, one with the
 * local PostgreSQL server, and two sharing it. Prints plays per second served, the median and 99th percentile
 * from a play's send to its acknowledgement and to the opponent's update, a new game's creation and first
 * update under the load, CPU and memory per game; it steps the number of games up and names the most at which
 * both 99th percentiles stay under the limit (LOAD_BENCH_FULL=0: one quick load per setup). With
 * LOAD_BENCH_ARENA_PLAYERS, an arena of that many players runs beside the load, its games ended at a steady rate,
 * and each load's figures come with how long its players waited for their next game (load/arena-driver.ts).
 * With LOAD_BENCH_REVIEWS=1, each load is measured twice: with the servers' review keepers idle, then while they
 * compute reviews the bench asks for, of finished games it made beforehand (load/review-feeder.ts).
 */
import { loadavg } from 'node:os';
import { playArena, type ArenaDriver, type ArenaFigures } from './load/arena-driver.js';
import { Load, type LoadFigures } from './load/load-run.js';
import { loadOptions, type LoadOptions, type SetupName } from './load/options.js';
import { arenaNotes, reviewNotes, reviewSummary, rowNotes, tableHeader, tableRow } from './load/report.js';
import { ReviewFeeder } from './load/review-feeder.js';
import { postgresReachable, SETUP_TITLES, startSetup } from './load/server-setups.js';

const options = loadOptions(process.env);

const withinLimit = (figures: LoadFigures) =>
  figures.ack.p99 < options.limitMs && figures.opponent.p99 < options.limitMs && figures.refused.size === 0;

async function benchSetup(name: SetupName, settings: LoadOptions): Promise<string> {
  const setup = await startSetup(name, settings);
  const load = new Load(setup, settings);
  const urls = setup.servers.map((server) => server.url);
  // One review more asked than there are processes: each keeper finds the next waiting as it finishes one.
  const feeder =
    settings.reviews === null
      ? null
      : new ReviewFeeder(urls, { ...settings.reviews, depth: setup.servers.length + 1 });
  let arena: ArenaDriver | null = null;
  let best: number | null = null;
  try {
    await load.start();
    if (feeder !== null && settings.reviews !== null) {
      const seconds = await feeder.prepare();
      const { games, turns } = settings.reviews;
      console.log(`    ${games} finished games of ${turns} turns made to review, in ${seconds.toFixed(1)} s`);
    }
    // Made before the load grows, so that its games already end at their steady rate when the load is measured.
    if (settings.arena !== null)
      arena = await playArena(
        setup.servers.map((server) => server.url),
        settings.arena,
      );
    for (let games = settings.games; games <= settings.maxGames; games += settings.step) {
      let figures: LoadFigures;
      let arenaFigures: ArenaFigures | null = null;
      try {
        await load.grow(games);
        figures = await load.measure();
        if (arena !== null) arenaFigures = await arena.figures(figures.window);
        console.log(tableRow(setup.title, figures));
        console.log(rowNotes(figures));
        if (arenaFigures !== null) console.log(arenaNotes(arenaFigures));
        if (feeder !== null && settings.reviews !== null) {
          figures = await measureWithReviews(load, feeder, {
            title: setup.title,
            quiet: figures,
            rounds: settings.reviews.rounds,
            drainAfter: settings.search,
          });
        }
      } catch (error) {
        // An overloaded server may drop requests: the load failed, which ends a search like a miss.
        console.log(`${setup.title.padEnd(32)} ${String(games).padStart(6)}  failed: ${String(error)}`);
        break;
      }
      if (!settings.search) return '';
      if (!withinLimit(figures)) break;
      best = games;
    }
  } finally {
    load.stop();
    await feeder?.stop();
    await arena?.stop();
    await setup.close();
  }
  if (!settings.search) return '';
  const limit = `${options.limitMs} ms`;
  return best === null
    ? `${setup.title}: even ${settings.games} games missed ${limit}`
    : `${setup.title}: ${best.toLocaleString('en-US')} games within ${limit} (both 99th percentiles)`;
}

/**
 * The load beside reviews, paired with the same load without them: the window without them (`quiet`, the
 * keepers idle) was measured first; then the feeder keeps the keepers busy for a window, and drains them, so
 * that the next round's window without reviews finds them idle. Its windows with reviews are the search's figures.
 */
async function measureWithReviews(
  load: Load,
  feeder: ReviewFeeder,
  options: { title: string; quiet: LoadFigures; rounds: number; drainAfter: boolean },
): Promise<LoadFigures> {
  const pairs: { quiet: LoadFigures; busy: LoadFigures }[] = [];
  let quiet = options.quiet;
  for (let round = 1; ; round++) {
    await feeder.feed();
    const busy = await load.measure();
    console.log(tableRow(`${options.title}, reviews`, busy));
    console.log(rowNotes(busy));
    console.log(reviewNotes(quiet, busy, feeder.figures(busy.window)));
    pairs.push({ quiet, busy });
    if (round === options.rounds && !options.drainAfter) break;
    await feeder.drain();
    if (round === options.rounds) break;
    quiet = await load.measure();
    console.log(tableRow(options.title, quiet));
    console.log(rowNotes(quiet));
  }
  if (pairs.length > 1) console.log(reviewSummary(pairs));
  return pairs.at(-1)?.busy ?? options.quiet;
}

const pace = `${options.pace.minMs}-${options.pace.maxMs} ms`;
console.log(
  `Katz und Maus load bench (${options.search ? 'search' : 'quick'}): games between two people over WebSocket, ` +
    `each play ${pace} after its turn starts; ${options.seconds} s measured per load after ${options.warmupSeconds} s ` +
    `of warm-up; ${options.probesPerSecond} new games per second timed under load` +
    (options.arena === null
      ? ''
      : `; beside it an arena of ${options.arena.players} players, ${options.arena.endsPerSecond} of its games ` +
        'ended a second') +
    (options.reviews === null
      ? ''
      : `; each load measured without reviews, then while the servers compute reviews of finished games of ` +
        `${options.reviews.turns} turns, ${options.reviews.rounds} rounds of both`) +
    `. Node ${process.version}, ` +
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
