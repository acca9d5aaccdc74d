/**
 * `node packages/bots/dist/bench/last-turn-odds.js`: how much the opponent's last turn tells (docs/bots-history.md,
 * "The top level: reading the last turn"). Solid plays solid; at the start of each turn that follows one in
 * which the opponent drew one to four cards, it draws worlds from the player's view as the search does, and
 * counts those in which the opponent's held cards could have played their stock top, which they did not, and
 * those in which a held card would have been a better discard, by the solid judgement, than the one put down
 * (docs/bots-history.md, "The top level: reading the last discard").
 *
 * Then, in the first LAST_TURN_ODDS_SEARCH_GAMES of those games (default 4), it searches at each such turn
 * start of one seat as `strong-long5` does (6,000 playouts), with the worlds unread, read for the stock top,
 * and read for the stock top and the discard, and counts how often each reading changes the plan picked,
 * beside how often other random numbers change it.
 *
 * LAST_TURN_ODDS_GAMES=N sets the games (default 40), LAST_TURN_ODDS_WORLDS=N the worlds per turn start (100).
 */
import { apply, deal, Random, statusOf, viewPosition, type PositionView } from '@katz/engine';
import { createCoreState } from '@katz/engine/core';
import { createBot } from '../src/bot.js';
import { decisionRandom } from '../src/decision-random.js';
import { DiscardCheck } from '../src/plan/discard-read.js';
import { couldReachStock } from '../src/plan/stock-reach.js';
import { LastTurnReader, readingSampler, type LastTurnReading } from '../src/search/last-turn.js';
import { PlanSearch, type WorldSampler } from '../src/search/plan-search.js';
import { SEARCH_CANDIDATES } from '../src/search/search-candidates.js';
import { STRONG_ITERATIONS } from '../src/search/strong-bot.js';
import { determinizer } from '../src/view-state.js';

const games = Number(process.env.LAST_TURN_ODDS_GAMES ?? 40);
const worldsPerStart = Number(process.env.LAST_TURN_ODDS_WORLDS ?? 100);
const searchGames = Number(process.env.LAST_TURN_ODDS_SEARCH_GAMES ?? 4);

const searchOptions = SEARCH_CANDIDATES['strong-long5'].search;
const budget = { iterations: STRONG_ITERATIONS };
const searches = {
  plain: new PlanSearch(searchOptions),
  read: new PlanSearch(searchOptions),
  readDiscard: new PlanSearch(searchOptions),
  other: new PlanSearch(searchOptions),
};
const picks = { searched: 0, read: 0, readDiscard: 0, other: 0 };

/** Whether reading, and other random numbers, change the plan the search picks on `view`. */
async function comparePicks(view: PositionView, reading: LastTurnReading): Promise<void> {
  const worlds = determinizer(view);
  const sample: WorldSampler = (random, into) => worlds.sample(random, into);
  const plan = async (search: PlanSearch, sampler: WorldSampler, seed: string) =>
    (await search.choose(sampler, decisionRandom(seed, view), budget)).actions.join();
  const plain = await plan(searches.plain, sample, 'odds');
  if (searches.plain.lastSearch.worlds === 0) return;
  picks.searched++;
  const stockTopOnly = { reach: reading.reach, discard: null };
  if ((await plan(searches.read, readingSampler(sample, 1 - worlds.me, stockTopOnly), 'odds')) !== plain)
    picks.read++;
  if ((await plan(searches.readDiscard, readingSampler(sample, 1 - worlds.me, reading), 'odds')) !== plain)
    picks.readDiscard++;
  if ((await plan(searches.other, sample, 'odds-other')) !== plain) picks.other++;
}

let turnStarts = 0;
let read = 0;
let withAny = 0;
let worlds = 0;
let ruledOut = 0;
let discardRead = 0;
let discardWorlds = 0;
let discardRuledOut = 0;
let eitherRuledOut = 0;
let eitherWorlds = 0;
let heldTotal = 0;
const discardCheck = new DiscardCheck();
const world = createCoreState();
const started = performance.now();
for (let game = 0; game < games; game++) {
  const dealt = deal(`odds-${game}`);
  if (!dealt.ok) throw new Error(dealt.error.message);
  let position = dealt.value;
  const bots = [
    createBot('solid', { seed: `odds-${game}-0` }),
    createBot('solid', { seed: `odds-${game}-1` }),
  ];
  const readers = [new LastTurnReader(true), new LastTurnReader(true)];
  let previous = -1;
  while (!statusOf(position).over) {
    const me = position.toMove;
    const view = viewPosition(position, me);
    const reading = readers[me]!.observe(view);
    const { reach: question, discard } = reading;
    if (me !== previous) {
      turnStarts++;
      if (discard !== null) discardRead++;
      if (question !== null || discard !== null) {
        const sampler = determinizer(view);
        const random = Random.fromSeed(`odds-${game}-${turnStarts}`);
        let here = 0;
        for (let i = 0; i < worldsPerStart; i++) {
          sampler.sample(random, world);
          const reaches = question !== null && couldReachStock(world, 1 - me, question);
          const discardsBetter = discard !== null && !discardCheck.couldHaveDiscarded(world, 1 - me, discard);
          if (reaches) here++;
          if (discardsBetter) discardRuledOut++;
          if (reaches || discardsBetter) eitherRuledOut++;
        }
        eitherWorlds += worldsPerStart;
        if (discard !== null) discardWorlds += worldsPerStart;
        if (question !== null) {
          read++;
          heldTotal += question.held;
          worlds += worldsPerStart;
          ruledOut += here;
          if (here > 0) withAny++;
        }
        if (game < searchGames && me === game % 2) await comparePicks(view, reading);
      }
    }
    const action = await bots[me]!.decide(view);
    readers[me]!.acted(view, action);
    const result = apply(position, action);
    if (!result.ok) throw new Error(result.error.message);
    previous = me;
    position = result.value.position;
  }
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
console.log(
  `last-turn odds: ${games} games of solid against solid, ${worldsPerStart} worlds per turn start read`,
);
console.log(`turn starts                      ${turnStarts}`);
console.log(
  `read (the opponent drew 1 to 4)  ${read} (${percent(read, turnStarts)}), ${(heldTotal / Math.max(1, read)).toFixed(2)} cards held on average`,
);
console.log(`with some world ruled out        ${withAny} (${percent(withAny, read)} of those read)`);
console.log(`worlds ruled out                 ${ruledOut} of ${worlds} (${percent(ruledOut, worlds)})`);
console.log(
  `discard read                     ${discardRead} (${percent(discardRead, turnStarts)}); worlds it rules out ${discardRuledOut} of ${discardWorlds} (${percent(discardRuledOut, discardWorlds)}); either reading ${eitherRuledOut} of ${eitherWorlds} (${percent(eitherRuledOut, eitherWorlds)})`,
);
console.log(
  `searched as strong-long5 (${searchGames} games, one seat): ${picks.searched} searches; the plan picked changed by reading the stock top ${picks.read} (${percent(picks.read, picks.searched)}), the stock top and the discard ${picks.readDiscard} (${percent(picks.readDiscard, picks.searched)}), by other random numbers ${picks.other} (${percent(picks.other, picks.searched)})`,
);
console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
