/**
 * `npm run bench`: how fast the engine plays. Prints full random games per second (uniformly random legal
 * actions to the end, one thread), actions applied per second, and legal-action listings per second, for the
 * fast core that bots search with and for the checked JSON API that servers and tools use, and where the time
 * of a random game goes.
 */
import { apply, deal, legalActions, type Position } from '../src/index.js';
import {
  applyAction,
  createCoreState,
  dealCore,
  isOver,
  listLegal,
  MAX_LEGAL_ACTIONS,
  type CoreState,
} from '../src/core/index.js';
import { Random } from '../src/random.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);

/** Runs `body` (which does `batch` units of work per call) until the time is up; returns microseconds per unit. */
function measure(batch: number, body: () => void): number {
  const deadline = performance.now() + seconds * 1000;
  const start = performance.now();
  let units = 0;
  do {
    body();
    units += batch;
  } while (performance.now() < deadline);
  return ((performance.now() - start) * 1000) / units;
}

const line = (label: string, value: string) => {
  console.log(`${label.padEnd(50)} ${value.padStart(18)}`);
};
const rate = (microsecondsPerUnit: number, unit: string) =>
  `${Math.round(1e6 / microsecondsPerUnit).toLocaleString('en-US')} ${unit}/s`;

// --- the fast core -------------------------------------------------------------------------------------------
const random = Random.fromSeed('bench');
const state = createCoreState();
const actions = new Int32Array(MAX_LEGAL_ACTIONS);
const spare = new Int32Array(MAX_LEGAL_ACTIONS);
let actionCount = 0;

/** One random game; with `listTwice`, every listing is done twice, to measure what listing costs in play. */
function playRandomGame(into: CoreState, listTwice: boolean): void {
  dealCore(random, into);
  while (!isOver(into)) {
    if (listTwice) listLegal(into, spare);
    const count = listLegal(into, actions);
    applyAction(into, actions[random.below(count)]!, null);
    actionCount++;
  }
}

for (let i = 0; i < 3000; i++) playRandomGame(state, i % 2 === 0); // warm up the JIT on both paths
actionCount = 0;
let gamesPlayed = 0;
const perGame = measure(200, () => {
  for (let i = 0; i < 200; i++) playRandomGame(state, false);
  gamesPlayed += 200;
});
const actionsPerGame = actionCount / gamesPlayed;
const perGameListingTwice = measure(200, () => {
  for (let i = 0; i < 200; i++) playRandomGame(state, true);
});
const perDeal = measure(1000, () => {
  for (let i = 0; i < 1000; i++) dealCore(random, state);
});
const perListing = (perGameListingTwice - perGame) / actionsPerGame;
const perAction = (perGame - perDeal) / actionsPerGame - perListing; // applying one action, and picking it

// --- the checked JSON API ------------------------------------------------------------------------------------
let jsonGame = 0;
const perJsonGame = measure(1, () => {
  const dealt = deal(`g${jsonGame++}`);
  if (!dealt.ok) throw new Error(dealt.error.message);
  let position: Position = dealt.value;
  for (;;) {
    const legal = legalActions(position);
    if (legal.length === 0) break;
    const result = apply(position, legal[random.below(legal.length)]!);
    if (!result.ok) throw new Error(result.error.message);
    position = result.value.position;
  }
});

console.log(`Katz und Maus engine benchmark: ${seconds} s per figure, one thread, Node ${process.version}\n`);
line('core: full random games', rate(perGame, 'games'));
line('core: actions per random game', actionsPerGame.toFixed(1));
line('core: actions applied (in random games)', rate(perAction, 'actions'));
line('core: legal-action listings (in random games)', rate(perListing, 'listings'));
line('core: deals (shuffle and deal)', rate(perDeal, 'deals'));
line('api: full random games (checked, immutable JSON)', rate(perJsonGame, 'games'));
line('api: actions (legalActions + apply)', rate(perJsonGame / actionsPerGame, 'actions'));
console.log(`\nWhere one random game's ${perGame.toFixed(1)} µs go:`);
line(
  `  ${actionsPerGame.toFixed(0)} legal-action listings`,
  `${(perListing * actionsPerGame).toFixed(1)} µs`,
);
line(
  `  ${actionsPerGame.toFixed(0)} random choices and actions applied`,
  `${(perAction * actionsPerGame).toFixed(1)} µs`,
);
line('  the deal', `${perDeal.toFixed(1)} µs`);
