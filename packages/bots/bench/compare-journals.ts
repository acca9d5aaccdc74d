/**
 * `node packages/bots/dist/bench/compare-journals.js FIRST SECOND [FROM [TO]]`: two match journals of the same
 * seed, length and bot B, compared game by game, as docs/bots.md and docs/bots-history.md give their "game by
 * game" figures; and each match's own figures over the same games, as their tables give them. FROM and TO are
 * game numbers counted from 1 (games 1 to 437 are `1 437`); a journal may be as a match writes it or gzipped, as
 * `packages/bots/bench/journals` keeps them.
 */
import { compareGameByGame } from '../src/match/game-by-game.js';
import { loadJournal } from '../src/match/journal.js';
import { summarize, type MatchGame, type MatchSummary } from '../src/match/stats.js';

const [firstPath, secondPath, from = '1', to = String(Number.MAX_SAFE_INTEGER)] = process.argv.slice(2);
if (firstPath === undefined || secondPath === undefined) {
  console.error('usage: compare-journals.js FIRST SECOND [FROM [TO]]');
  process.exit(2);
}
const first = loadJournal(firstPath);
const second = loadJournal(secondPath);
for (const key of ['seed', 'games', 'b'] as const) {
  if (first.header[key] !== second.header[key]) {
    console.error(
      `the journals are of different matches: their ${key} is ${String(first.header[key])} and ${String(second.header[key])}`,
    );
    process.exit(2);
  }
}

const inRange = (game: MatchGame) => game.index + 1 >= Number(from) && game.index + 1 <= Number(to);
const percent = (value: number) => `${(100 * value).toFixed(1)}%`;
const points = (value: number) => `${value >= 0 ? '+' : ''}${(100 * value).toFixed(1)}`;

function row(name: string, summary: MatchSummary): string {
  const { a } = summary.turnMs;
  const { searches, atCeiling } = summary.searches.a;
  const { score } = summary;
  return [
    `${name}: ${summary.games} games, ${summary.wins}/${summary.draws}/${summary.losses},`,
    `${percent(score.value)} (${percent(score.low)} to ${percent(score.high)});`,
    `per turn ${a.median.toFixed(0)} / ${a.p95.toFixed(0)} / ${a.max.toFixed(0)} ms (median / p95 / max);`,
    `${atCeiling} of ${searches} searches at the ceiling (${percent(atCeiling / Math.max(1, searches))})`,
  ].join(' ');
}

// Each match's own figures over the games both played, so that they are the figures the difference is of.
const firstNumbers = new Set(first.games.filter(inRange).map((game) => game.index));
const secondGames = second.games.filter((game) => firstNumbers.has(game.index));
const secondNumbers = new Set(secondGames.map((game) => game.index));
const firstGames = first.games.filter((game) => secondNumbers.has(game.index));
console.log(row(`${first.header.a} (${firstPath})`, summarize(firstGames)));
console.log(row(`${second.header.a} (${secondPath})`, summarize(secondGames)));
const paired = compareGameByGame(firstGames, secondGames);
console.log(
  `game by game, over the ${paired.games} games both played: ${percent(paired.firstScore)} against ${percent(paired.secondScore)},`,
  `${points(paired.difference)} points (standard error ${(100 * paired.error).toFixed(1)}); ${paired.alike} ended the same`,
);
