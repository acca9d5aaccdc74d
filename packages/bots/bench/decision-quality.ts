/**
 * `node packages/bots/dist/bench/decision-quality.js`: a candidate for the top level judged decision by decision,
 * in a fraction of a match's time (docs/bots-history.md, "The top level: a longer horizon").
 *
 * The strong level plays solid (6,000 playouts, no ceiling). At each of its searches, each candidate's search
 * runs on the same view with the same random numbers; where it picks another plan than the strong level, both
 * plans are played to the end of the game in the same sampled worlds, both players then following the solid
 * judgement (plans of 100 positions, as in the playouts), and the gain is the difference in the share of points
 * (a win 1, a draw ½). The gains of a game's searches are summed, so a row reads as points of match score per
 * game, with the standard error of the worlds' sampling. The first row is a reference: the solid judgement's
 * own plan, as if the search never left it; it comes out near the strong level's lead over solid in matches
 * (its figures: docs/bots-history.md), so the sums are on the scale of a match's score. Each row also gives the
 * playouts its searches took on average: where no ceiling stops a search, what a candidate's decisions cost.
 *
 * What it cannot see: every plan is judged by how solid players would go on, and the search's own playouts
 * are solid players too, so a candidate whose playouts come nearer to the end of the game is judged by a
 * measure that resembles it. A match decides; this tells which candidate deserves one.
 *
 * DECISION_QUALITY_GAMES=N games (default 10), DECISION_QUALITY_WORLDS=N worlds per judged plan (default 600),
 * DECISION_QUALITY_SEED=S the deals (default "dq"), DECISION_QUALITY_CANDIDATES=a,b the candidates (default all;
 * only their search settings count: each is asked at the strong level's searches).
 */
import { apply, deal, Random, statusOf, viewPosition, type Position, type PositionView } from '@katz/engine';
import { createCoreState, playerToMove, type ActionCode, type CoreState } from '@katz/engine/core';
import { createBot } from '../src/bot.js';
import { decisionRandom } from '../src/decision-random.js';
import { PlanSearch, STRONG_SEARCH, type PlanSearchOptions } from '../src/search/plan-search.js';
import { Playout } from '../src/search/playout.js';
import { isSearchCandidate, SEARCH_CANDIDATES } from '../src/search/search-candidates.js';
import { STRONG_ITERATIONS } from '../src/search/strong-bot.js';
import { determinizer } from '../src/view-state.js';

const games = Number(process.env.DECISION_QUALITY_GAMES ?? 10);
const worldCount = Number(process.env.DECISION_QUALITY_WORLDS ?? 600);
const seed = process.env.DECISION_QUALITY_SEED ?? 'dq';
const named = process.env.DECISION_QUALITY_CANDIDATES?.split(',') ?? Object.keys(SEARCH_CANDIDATES);
for (const name of named) {
  if (!isSearchCandidate(name)) throw new Error(`DECISION_QUALITY_CANDIDATES: no candidate "${name}"`);
}

/** The reference row first: a search that never leaves plan 0 picks the solid judgement's own plan. */
const rows: readonly { readonly name: string; readonly search: PlanSearchOptions }[] = [
  { name: 'solid judgement’s plan', search: { ...STRONG_SEARCH, switchZ: Infinity } },
  ...named.map((name) => ({
    name,
    search: SEARCH_CANDIDATES[name as keyof typeof SEARCH_CANDIDATES].search,
  })),
];

/**
 * The points player `me` takes from a game played to its end by solid players (plans of 100 positions): a
 * playout without a turn limit, whose score is positive for a win, negative for a loss, 0 for a draw.
 */
const toTheEnd = new Playout({
  turns: Infinity,
  maxNodes: STRONG_SEARCH.playoutNodes,
  evaluation: 'stock lead',
  wonGame: STRONG_SEARCH.wonGame,
  tail: null,
});
function playedOut(world: CoreState, plan: readonly ActionCode[], me: number): number {
  return (Math.sign(toTheEnd.run(world, plan, me)) + 1) / 2;
}

/** The strong level's searched views in one game against solid, with the bot's seed. */
async function searchedViews(game: number): Promise<{ view: PositionView; botSeed: string }[]> {
  const botSeed = `${seed}-strong-${game}`;
  // Counts the bot's searches that played worlds (not the ones with a single plan, or past a ceiling).
  const counted = { searches: 0 };
  const strong = createBot('strong', {
    seed: botSeed,
    iterations: STRONG_ITERATIONS,
    onSearch: (record) => {
      if (record.worlds > 0) counted.searches++;
    },
  });
  const solid = createBot('solid', { seed: `${seed}-solid-${game}` });
  const views: { view: PositionView; botSeed: string }[] = [];
  const dealt = deal(`${seed}-${game}`);
  if (!dealt.ok) throw new Error(dealt.error.message);
  let position: Position = dealt.value;
  const strongSeat = game % 2;
  while (!statusOf(position).over) {
    const view = viewPosition(position, position.toMove);
    const before = counted.searches;
    const action = await (position.toMove === strongSeat ? strong : solid).decide(view);
    if (counted.searches > before) views.push({ view, botSeed });
    const result = apply(position, action);
    if (!result.ok) throw new Error(result.error.message);
    position = result.value.position;
  }
  return views;
}

interface Tally {
  differ: number;
  gain: number;
  variance: number;
  /** Playouts over every search, what a candidate costs where no ceiling stops it. */
  playouts: number;
  /** Milliseconds over every search: what those playouts cost (each row's searches run side by side). */
  ms: number;
}

const strongSearch = new PlanSearch(STRONG_SEARCH);
const searches = rows.map((row) => new PlanSearch(row.search));
const tallies: Tally[] = rows.map(() => ({ differ: 0, gain: 0, variance: 0, playouts: 0, ms: 0 }));
const world = createCoreState();
let searchCount = 0;
const started = performance.now();
for (let game = 0; game < games; game++) {
  for (const { view, botSeed } of await searchedViews(game)) {
    searchCount++;
    const worlds = determinizer(view);
    const sample = (random: Random, into: CoreState) => worlds.sample(random, into);
    const budget = { iterations: STRONG_ITERATIONS };
    const chosen = (await strongSearch.choose(sample, decisionRandom(botSeed, view), budget)).actions;
    const me = worlds.me;
    for (const [index, search] of searches.entries()) {
      const searchStarted = performance.now();
      const plan = (await search.choose(sample, decisionRandom(botSeed, view), budget)).actions;
      tallies[index]!.ms += performance.now() - searchStarted;
      tallies[index]!.playouts += search.lastSearch.playouts;
      if (plan.join() === chosen.join()) continue;
      // The same worlds for both plans, so that the difference is the plans', not the luck's.
      const random = Random.fromSeed(`${seed}-judge-${searchCount}`);
      let sum = 0;
      let squares = 0;
      for (let i = 0; i < worldCount; i++) {
        sample(random, world);
        if (playerToMove(world) !== me) throw new Error('a sampled world with another player to move');
        const difference = playedOut(world, plan, me) - playedOut(world, chosen, me);
        sum += difference;
        squares += difference * difference;
      }
      const mean = sum / worldCount;
      const tally = tallies[index]!;
      tally.differ++;
      tally.gain += mean;
      tally.variance += Math.max(0, squares / worldCount - mean * mean) / (worldCount - 1);
    }
  }
}

const points = (value: number) => (100 * value).toFixed(1).padStart(6);
console.log(
  `decision quality: ${games} game${games === 1 ? '' : 's'} of strong against solid, ${searchCount} searches, ${worldCount} worlds per plan, seed "${seed}"`,
);
console.log(
  'plans picked where the strong level picks another: points of match score per game (standard error); playouts and ms a search',
);
rows.forEach((row, index) => {
  const tally = tallies[index]!;
  const perSearch = Math.round(tally.playouts / Math.max(1, searchCount));
  const msPerSearch = Math.round(tally.ms / Math.max(1, searchCount));
  console.log(
    `${row.name.padEnd(24)} ${String(tally.differ).padStart(5)} differ  ${points(tally.gain / games)} (${points(Math.sqrt(tally.variance) / games).trim()})  ${String(perSearch).padStart(5)} playouts  ${String(msPerSearch).padStart(5)} ms`,
  );
});
console.log(`${((performance.now() - started) / 1000).toFixed(0)} s`);
