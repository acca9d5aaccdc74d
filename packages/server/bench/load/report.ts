/** The load bench's table: one line per measured load, columns aligned, times in milliseconds. */
import type { ArenaFigures } from './arena-driver.js';
import type { LoadFigures, Percentiles } from './load-run.js';
import type { ReviewFigures } from './review-feeder.js';

const COLUMNS = [
  ['setup', 32],
  ['games', 6],
  ['plays/s', 13],
  ['ack p50/p99', 14],
  ['opponent p50/p99', 17],
  ['new game p50/p99', 17],
  ['1st update p50/p99', 19],
  ['server CPU', 12],
  ['CPU ms/play', 12],
  ['db ms/play', 11],
  ['server MiB', 11],
  ['KiB/game', 9],
  ['gen. CPU', 9],
] as const;

const line = (cells: readonly string[]) =>
  cells
    .map((cell, index) =>
      index === 0 ? cell.padEnd(COLUMNS[0][1]) : cell.padStart(COLUMNS[index]?.[1] ?? 0),
    )
    .join(' ');

export const tableHeader = (): string => line(COLUMNS.map(([name]) => name));

const ms = (value: number) => (Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(1) : value.toFixed(0));
const pair = ({ p50, p99 }: Percentiles) => `${ms(p50)}/${ms(p99)}`;
const each = (values: readonly number[], digits: number) =>
  values.map((value) => value.toFixed(digits)).join('+');

export function tableRow(setup: string, figures: LoadFigures): string {
  return line([
    setup,
    String(figures.games),
    `${figures.served.toFixed(0)} of ${figures.offered.toFixed(0)}`,
    pair(figures.ack),
    pair(figures.opponent),
    pair(figures.created),
    pair(figures.firstUpdate),
    `${each(figures.serverCpu, 0)}%`,
    figures.cpuMsPerPlay.toFixed(2),
    figures.databaseMsPerPlay === null ? '-' : figures.databaseMsPerPlay.toFixed(2),
    each(figures.serverMiB, 0),
    figures.kibPerGame.toFixed(0),
    `${figures.generatorCpu.toFixed(0)}%`,
  ]);
}

/** What a row cannot say: refusals by code, late plays, the generator's own delays, how long joining took. */
export function rowNotes(figures: LoadFigures): string {
  const notes = [
    `${figures.joined.games} games made in ${figures.joined.seconds.toFixed(1)} s`,
    `${figures.ack.count} plays and ${figures.created.count} new games timed in ${figures.seconds.toFixed(0)} s`,
    `generator event loop p99 delay ${figures.generatorDelayP99.toFixed(1)} ms`,
    `server waited for a core ${figures.serverWaited.map((share) => `${share.toFixed(0)}%`).join('+')} of the time`,
  ];
  if (figures.vacuums !== null) {
    const runs = figures.vacuums.map((milliseconds) => `${milliseconds.toFixed(0)} ms`);
    notes.push(
      runs.length === 0
        ? 'no vacuum in the window'
        : `the embedded database vacuumed in the window (${runs.join(', ')})`,
    );
  }
  if (figures.late > 0) notes.push(`${figures.late} plays came due before the previous one was answered`);
  if (figures.refused.size === 0) notes.push('none refused');
  for (const [code, count] of figures.refused) notes.push(`${count} refused as ${code}`);
  return `    ${notes.join('; ')}`;
}

/** The arena beside the load (arena-driver.ts): its players' waits for their next game, its games, its page. */
export function arenaNotes(arena: ArenaFigures): string {
  const count = (value: number) => value.toLocaleString('en-US');
  const { waits } = arena;
  const notes = [
    `arena of ${count(arena.players)} players (made in ${arena.madeSeconds.toFixed(1)} s): a waiting player's ` +
      `next game median ${ms(waits.p50)}, 95th ${ms(waits.p95)}, slowest ${ms(waits.max)} ms ` +
      `(${count(waits.count)} waits)`,
    `${count(arena.ended)} games ended, ${count(arena.gamesMade)} made in the window (${count(arena.gamesInAll)} in all)`,
    `its page read median ${ms(arena.page.p50)}, slowest ${ms(arena.page.max)} ms`,
  ];
  if (arena.stillWaiting > 0) notes.push(`${arena.stillWaiting} players ended in the window still waited`);
  if (arena.unmet > 0) notes.push(`${arena.unmet} ends found no running game known`);
  for (const [code, times] of arena.refused) notes.push(`${times} refused or failed as ${code}`);
  return `    ${notes.join('; ')}`;
}

/**
 * The same load with the review keepers computing beside it (review-feeder.ts): the reviews kept in the window,
 * whether one was computing throughout, and the plays' percentiles without and with them.
 */
export function reviewNotes(quiet: LoadFigures, busy: LoadFigures, reviews: ReviewFigures): string {
  const seconds = busy.reviews.map((milliseconds) => `${(milliseconds / 1000).toFixed(0)} s`);
  const change = (label: string, before: Percentiles, after: Percentiles) =>
    `${label} p50/p99 ${pair(before)} without, ${pair(after)} with reviews ` +
    `(${signed(after.p50 - before.p50)}/${signed(after.p99 - before.p99)} ms)`;
  const notes = [
    `${busy.reviews.length} reviews kept in the window${seconds.length === 0 ? '' : ` (computed in ${seconds.join(', ')})`}`,
    reviews.busyThroughout ? 'a review computing at every look' : 'at some look no review was computing',
    `${reviews.asked} asked in all, ${reviews.left} games left to review`,
    change('ack', quiet.ack, busy.ack),
    change('opponent', quiet.opponent, busy.opponent),
  ];
  return `    ${notes.join('; ')}`;
}

const signed = (value: number) => `${value >= 0 ? '+' : ''}${ms(value)}`;

/** Rounds of the same load without and with reviews: the medians of each percentile over the rounds. */
export function reviewSummary(pairs: readonly { quiet: LoadFigures; busy: LoadFigures }[]): string {
  const median = (values: readonly number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1
      ? (sorted[middle] ?? Number.NaN)
      : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
  };
  const of = (side: 'quiet' | 'busy', figure: 'ack' | 'opponent', p: 'p50' | 'p99') =>
    median(pairs.map((pair) => pair[side][figure][p]));
  const both = (figure: 'ack' | 'opponent') =>
    `${figure} p50/p99 ${ms(of('quiet', figure, 'p50'))}/${ms(of('quiet', figure, 'p99'))} without, ` +
    `${ms(of('busy', figure, 'p50'))}/${ms(of('busy', figure, 'p99'))} with reviews`;
  return `    medians of ${pairs.length} rounds: ${both('ack')}; ${both('opponent')}`;
}
