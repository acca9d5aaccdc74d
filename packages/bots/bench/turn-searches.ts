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
import { apply, deal, statusOf, viewPosition, type Action, type Position } from '@katz/engine';
import { createBot } from '../src/bot.js';
import type { Bot, BotOptions, SearchRecord } from '../src/contract.js';
import { candidateBot, isSearchCandidate } from '../src/search/search-candidates.js';
import { startPlayoutThreads } from '../src/threads/index.js';
import { startTurnClock, TURN_CEILING_MS } from '../src/turn-clock.js';

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

async function playGame(make: (options: BotOptions) => Bot, game: number, tally: Tally): Promise<void> {
  // What the decision searched, if it did (a stretch's later actions are played from its plan).
  const searched: SearchRecord[] = [];
  const seed = `turn-searches-${String(game)}`;
  const bot = make({ seed, helper: threads.helper, onSearch: (search) => searched.push(search) });
  const solid = createBot('solid', { seed: `${seed}-solid` });
  const dealt = deal(seed);
  if (!dealt.ok) throw new Error(dealt.error.message);
  let position: Position = dealt.value;
  const seat = game % 2;
  const clock = startTurnClock(TURN_CEILING_MS);
  let searchesThisTurn = 0;
  while (!statusOf(position).over) {
    const view = viewPosition(position, position.toMove);
    let action: Action;
    if (position.toMove === seat) {
      const started = performance.now();
      action = await bot.decide(view, { deadline: clock.deadline(started) });
      clock.spend(performance.now() - started, action.type === 'discard');
      const search = searched.pop();
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
    } else action = await solid.decide(view);
    const applied = apply(position, action);
    if (!applied.ok) throw new Error(applied.error.message);
    position = applied.value.position;
  }
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
  for (let game = 0; game < games; game++) await playGame(make, game, tally);
  console.log(
    `${name.padEnd(20)} ${String(tally.turns)} turns; first searches ${String(tally.first)}, stopped ${share(tally.firstStopped, tally.first)}; ` +
      `later searches ${String(tally.later)}, stopped ${share(tally.laterStopped, tally.later)}, ` +
      `with no time left ${share(tally.laterUnsearched, tally.later)}; ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}
await threads.close();
