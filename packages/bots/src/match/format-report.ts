/** The match table for people (`katz match` without --json). */
import type { MatchReport } from './run-match.js';
import type { SearchTally } from './seat.js';
import type { Interval, Timing } from './stats.js';

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(0)}`;
const range = (interval: Interval, show: (value: number) => string) =>
  `${show(interval.value)}  (95% CI ${show(interval.low)} to ${show(interval.high)})`;
const ms = (t: Timing) =>
  `median ${t.median.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms, max ${t.max.toFixed(2)} ms`;
const ceiling = ({ searches, atCeiling, playouts }: SearchTally) =>
  `${atCeiling} of ${searches} searches stopped at the turn's ceiling (${((atCeiling / searches) * 100).toFixed(1)}%)` +
  (playouts === undefined ? '' : `, ${Math.round(playouts / searches)} playouts a search`);

export function formatReport(report: MatchReport): string {
  const rows: [string, string][] = [
    ['games', `${report.games} (${report.deals} deals, each with the seats swapped; seed ${report.seed})`],
    ['A wins / draws / losses', `${report.wins} / ${report.draws} / ${report.losses}`],
    ['A score', range(report.score, percent)],
    ['Elo difference A - B', range(report.elo, signed)],
    ['turns per game', report.averageTurns.toFixed(1)],
    ['actions per game', report.averageActions.toFixed(1)],
    ['A per decision', ms(report.decisionMs.a)],
    ['B per decision', ms(report.decisionMs.b)],
    ['A per turn', ms(report.turnMs.a)],
    ['B per turn', ms(report.turnMs.b)],
    ...(report.searches.a.searches > 0
      ? [['A searches', ceiling(report.searches.a)] as [string, string]]
      : []),
    ...(report.searches.b.searches > 0
      ? [['B searches', ceiling(report.searches.b)] as [string, string]]
      : []),
    [
      'games ended by',
      `stock ${report.endings.stock}, draw pile ${report.endings.drawPile}, forfeit ${report.endings.forfeit}`,
    ],
    [
      'time',
      `${(report.elapsedMs / 1000).toFixed(1)} s on ${report.jobs} worker threads${report.resumed > 0 ? ` (and ${report.resumed} games from the journal, played before)` : ''}`,
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = [
    `A = ${report.a}`,
    `B = ${report.b}`,
    '',
    ...rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`),
  ];
  for (const forfeit of report.forfeits)
    lines.push(`forfeit in game ${forfeit.game} by ${forfeit.bot} (${forfeit.kind}): ${forfeit.message}`);
  return `${lines.join('\n')}\n`;
}
