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
 * What a reading of the opponent is worth, it cannot see either: its judge draws the opponent's hand from the
 * view, as the searches do. DECISION_QUALITY_JUDGE=hand judges every plan in worlds that hold the opponent's
 * true hand instead (the rest still drawn from what the player has not seen), and adds a reference row that
 * searches those worlds too: the most that reading the opponent's hand could gain. A candidate that reads the
 * opponent's last turn (`last-turn.ts`) searches the worlds its reading leaves, read from the strong level's
 * views of the game in order.
 *
 * DECISION_QUALITY_GAMES=N games (default 10), DECISION_QUALITY_WORLDS=N worlds per judged plan (default 600),
 * DECISION_QUALITY_SEED=S the deals (default "dq"), DECISION_QUALITY_CANDIDATES=a,b the candidates (default all,
 * none if empty; only their search settings and reading count: each is asked at the strong level's searches),
 * DECISION_QUALITY_JUDGE=view (default) or hand.
 */
import { apply, deal, Random, statusOf, viewPosition, type Position, type PositionView } from '@katz/engine';
import { createCoreState, playerToMove, type ActionCode, type CoreState } from '@katz/engine/core';
import { createBot } from '../src/bot.js';
import { decisionRandom } from '../src/decision-random.js';
import { LastTurnReader, readingSampler, type LastTurnReading } from '../src/search/last-turn.js';
import {
  PlanSearch,
  STRONG_SEARCH,
  type PlanSearchOptions,
  type WorldSampler,
} from '../src/search/plan-search.js';
import { Playout } from '../src/search/playout.js';
import { isSearchCandidate, SEARCH_CANDIDATES } from '../src/search/search-candidates.js';
import { STRONG_ITERATIONS, type StrongBotSettings } from '../src/search/strong-bot.js';
import { determinizer } from '../src/view-state.js';

const games = Number(process.env.DECISION_QUALITY_GAMES ?? 10);
const worldCount = Number(process.env.DECISION_QUALITY_WORLDS ?? 600);
const seed = process.env.DECISION_QUALITY_SEED ?? 'dq';
const named =
  process.env.DECISION_QUALITY_CANDIDATES?.split(',').filter((name) => name !== '') ??
  Object.keys(SEARCH_CANDIDATES);
for (const name of named) {
  if (!isSearchCandidate(name)) throw new Error(`DECISION_QUALITY_CANDIDATES: no candidate "${name}"`);
}
const judge = process.env.DECISION_QUALITY_JUDGE ?? 'view';
if (judge !== 'view' && judge !== 'hand') {
  throw new Error(`DECISION_QUALITY_JUDGE: "${judge}" is neither "view" nor "hand"`);
}
/** The worlds a row searches: the view's, with the opponent's true hand, or those a reading leaves. */
type RowWorlds = 'view' | 'true hand' | 'stock top read' | 'stock top and discard read';

function rowWorlds(settings: StrongBotSettings): RowWorlds {
  if (!settings.readsLastTurn) return 'view';
  return settings.readsDiscard === true ? 'stock top and discard read' : 'stock top read';
}

/**
 * The reference row first: a search that never leaves plan 0 picks the solid judgement's own plan. With the
 * hand judge, the strong level's search in worlds that hold the opponent's true hand comes second.
 */
const rows: readonly {
  readonly name: string;
  readonly search: PlanSearchOptions;
  readonly worlds: RowWorlds;
}[] = [
  { name: 'solid judgement’s plan', search: { ...STRONG_SEARCH, switchZ: Infinity }, worlds: 'view' },
  ...(judge === 'hand'
    ? [{ name: 'sees the opponent’s hand', search: STRONG_SEARCH, worlds: 'true hand' as const }]
    : []),
  ...named.map((name) => {
    const settings = SEARCH_CANDIDATES[name as keyof typeof SEARCH_CANDIDATES];
    return { name, search: settings.search, worlds: rowWorlds(settings) };
  }),
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

/**
 * The view with the other player's hand in it: what a player who could read that hand would see. Only this
 * bench's judge and reference row are given such a view, never a bot.
 */
function handSeenView(position: Position): PositionView {
  const view = viewPosition(position, position.toMove);
  const other = 1 - position.toMove;
  const players = view.players.map((player, index) =>
    index === other ? { ...player, hand: [...position.players[other]!.hand] } : player,
  );
  return { ...view, players: [players[0]!, players[1]!] };
}

interface SearchedView {
  readonly view: PositionView;
  readonly botSeed: string;
  /** The same view with the opponent's true hand in it (`handSeenView`). */
  readonly handSeen: PositionView;
  /** What the opponent's last turn says, read from the strong level's views of the game so far. */
  readonly reading: LastTurnReading;
}

/** The strong level's searched views in one game against solid, with the bot's seed. */
async function searchedViews(game: number): Promise<SearchedView[]> {
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
  const views: SearchedView[] = [];
  const reader = new LastTurnReader(true);
  const dealt = deal(`${seed}-${game}`);
  if (!dealt.ok) throw new Error(dealt.error.message);
  let position: Position = dealt.value;
  const strongSeat = game % 2;
  while (!statusOf(position).over) {
    const view = viewPosition(position, position.toMove);
    const before = counted.searches;
    const reading = position.toMove === strongSeat ? reader.observe(view) : null;
    const action = await (position.toMove === strongSeat ? strong : solid).decide(view);
    if (reading !== null) reader.acted(view, action);
    if (counted.searches > before) {
      views.push({ view, botSeed, handSeen: handSeenView(position), reading: reading! });
    }
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
  for (const { view, botSeed, handSeen, reading } of await searchedViews(game)) {
    searchCount++;
    const worlds = determinizer(view);
    const sample = (random: Random, into: CoreState) => worlds.sample(random, into);
    const handWorlds = determinizer(handSeen);
    const sampleWithHand = (random: Random, into: CoreState) => handWorlds.sample(random, into);
    const judged = judge === 'hand' ? sampleWithHand : sample;
    const other = 1 - worlds.me;
    const samplers: Record<RowWorlds, WorldSampler> = {
      view: sample,
      'true hand': sampleWithHand,
      'stock top read': readingSampler(sample, other, { reach: reading.reach, discard: null }),
      'stock top and discard read': readingSampler(sample, other, reading),
    };
    const budget = { iterations: STRONG_ITERATIONS };
    const chosen = (await strongSearch.choose(sample, decisionRandom(botSeed, view), budget)).actions;
    const me = worlds.me;
    for (const [index, search] of searches.entries()) {
      const searchStarted = performance.now();
      const searched = samplers[rows[index]!.worlds];
      const plan = (await search.choose(searched, decisionRandom(botSeed, view), budget)).actions;
      tallies[index]!.ms += performance.now() - searchStarted;
      tallies[index]!.playouts += search.lastSearch.playouts;
      if (plan.join() === chosen.join()) continue;
      // The same worlds for both plans, so that the difference is the plans', not the luck's.
      const random = Random.fromSeed(`${seed}-judge-${searchCount}`);
      let sum = 0;
      let squares = 0;
      for (let i = 0; i < worldCount; i++) {
        judged(random, world);
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
  `decision quality: ${games} game${games === 1 ? '' : 's'} of strong against solid, ${searchCount} searches, ${worldCount} worlds per plan, seed "${seed}", judged in worlds drawn from ${judge === 'hand' ? 'the view and the opponent’s true hand' : 'the view'}`,
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
