/**
 * `node packages/bots/dist/bench/turn-searches.js`: how a turn's ceiling is shared among its searches
 * (docs/bots-history.md, "The top level: time for the turn's later searches"). A candidate plays solid at the
 * server's settings (1 s a turn, a playout thread); each of its searches is counted as a turn's first or a later
 * one (after a new stock card or a refilled hand), with whether it stopped at the ceiling and whether it started
 * with no time left, so that it played no world and the solid judgement's plan stood.
 *
 * TURN_SEARCHES_BOTS=a,b the candidates or `strong` (default strong-long5,strong-long5-split),
 * TURN_SEARCHES_GAMES=N games each (default 4), on the same deals and seeds for every bot.
 */
import { viewPosition } from '@katz/engine';
import { createBot } from '../src/bot.js';
import type { Bot, BotOptions, SearchRecord } from '../src/contract.js';
import { playGame } from '../src/match/play-game.js';
import type { Seat } from '../src/match/seat.js';
import { candidateBot, isSearchCandidate } from '../src/search/search-candidates.js';
import { startPlayoutThreads } from '../src/threads/index.js';
import { TURN_CEILING_MS } from '../src/turn-clock.js';

const names = (process.env.TURN_SEARCHES_BOTS ?? 'strong-long5,strong-long5-split').split(',');
const games = Number(process.env.TURN_SEARCHES_GAMES ?? 4);

function maker(name: string): (options: BotOptions) => Bot {
  if (name === 'strong') return (options) => createBot('strong', options);
  if (isSearchCandidate(name)) return (options) => candidateBot(name, options);
  throw new Error(`TURN_SEARCHES_BOTS: no candidate "${name}"`);
}

interface Tally {
  turns: number;
  first: number;
  firstStopped: number;
  later: number;
  laterStopped: number;
  laterUnsearched: number;
}

const threads = startPlayoutThreads(1);

/**
 * A seat for the match runner's game loop (its turn clock gives each decision the deadline the turn has left)
 * that counts the bot's searches by their place in the turn; `tally` null counts nothing (the solid opponent).
 */
function countingSeat(make: (options: BotOptions) => Bot, tally: Tally | null): Seat {
  let bot: Bot | null = null;
  // What the decision searched, if it did (a stretch's later actions are played from its plan).
  const searched: SearchRecord[] = [];
  let searchesThisTurn = 0;
  return {
    start: () => Promise.resolve(),
    newGame(game, seat) {
      bot = make({
        seed: `${game}-${String(seat)}`,
        helper: threads.helper,
        onSearch: (s) => searched.push(s),
      });
      searchesThisTurn = 0;
      return Promise.resolve();
    },
    async decide(position, limits) {
      if (bot === null) throw new Error('decide before newGame');
      const action = await bot.decide(viewPosition(position, position.toMove), limits);
      const search = searched.pop();
      if (tally === null) return action;
      if (search !== undefined) {
        if (searchesThisTurn === 0) {
          tally.first++;
          if (search.ceilingReached) tally.firstStopped++;
        } else {
          tally.later++;
          if (search.ceilingReached) tally.laterStopped++;
          if (search.worlds === 0) tally.laterUnsearched++;
        }
        searchesThisTurn++;
      }
      if (action.type === 'discard') {
        tally.turns++;
        searchesThisTurn = 0;
      }
      return action;
    },
    gameOver() {
      bot = null;
    },
    takeSearches: () => ({ searches: 0, atCeiling: 0 }),
    stop: () => Promise.resolve(),
  };
}

const share = (part: number, whole: number) =>
  `${String(part)} of ${String(whole)} (${((100 * part) / Math.max(1, whole)).toFixed(0)}%)`;
console.log(
  `turn searches: ${String(games)} games against solid each, ${String(TURN_CEILING_MS)} ms a turn, a playout thread`,
);
for (const name of names) {
  const make = maker(name);
  const tally: Tally = { turns: 0, first: 0, firstStopped: 0, later: 0, laterStopped: 0, laterUnsearched: 0 };
  const started = performance.now();
  const seat = countingSeat(make, tally);
  const solid = countingSeat((options) => createBot('solid', options), null);
  for (let game = 0; game < games; game++) {
    const id = `turn-searches-${String(game)}`;
    const seats = game % 2 === 0 ? ([seat, solid] as const) : ([solid, seat] as const);
    await playGame(seats, id, id, { turnMs: TURN_CEILING_MS });
  }
  console.log(
    `${name.padEnd(20)} ${String(tally.turns)} turns; first searches ${String(tally.first)}, stopped ${share(tally.firstStopped, tally.first)}; ` +
      `later searches ${String(tally.later)}, stopped ${share(tally.laterStopped, tally.later)}, ` +
      `with no time left ${share(tally.laterUnsearched, tally.later)}; ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}
await threads.close();
