/**
 * `npm run bench`: how fast the engine plays. Prints full random games per second (uniformly random legal
 * actions to the end, one thread), actions applied per second, and legal-action listings per second, for the
 * fast core that bots search with and for the checked JSON API that servers and tools use.
 */
import { apply, deal, legalActions, type Position } from '../src/index.js';
import {
  applyAction,
  copyInto,
  createCoreState,
  dealCore,
  isOver,
  listLegal,
  MAX_LEGAL_ACTIONS,
} from '../src/core/index.js';
import { Random } from '../src/random.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);

interface Measure {
  readonly label: string;
  readonly count: number;
  readonly elapsedMs: number;
}

function timed(label: string, body: (deadline: number) => number): Measure {
  const start = performance.now();
  const count = body(start + seconds * 1000);
  return { label, count, elapsedMs: performance.now() - start };
}

function print(measure: Measure, unit: string): void {
  const perSecond = (measure.count / measure.elapsedMs) * 1000;
  console.log(
    `${measure.label.padEnd(44)} ${Math.round(perSecond).toLocaleString('en-US').padStart(14)} ${unit}/s`,
  );
}

// --- the fast core -------------------------------------------------------------------------------------------
const random = Random.fromSeed('bench');
const state = createCoreState();
const actions = new Int32Array(MAX_LEGAL_ACTIONS);
let totalActions = 0;
let totalGames = 0;

function playRandomGame(): void {
  dealCore(random, state);
  while (!isOver(state)) {
    const count = listLegal(state, actions);
    applyAction(state, actions[random.below(count)]!, null);
    totalActions++;
  }
  totalGames++;
}

for (let i = 0; i < 2000; i++) playRandomGame(); // warm up the JIT
totalActions = 0;
totalGames = 0;

const games = timed('core: full random games', (deadline) => {
  let played = 0;
  do {
    for (let i = 0; i < 500; i++) playRandomGame();
    played += 500;
  } while (performance.now() < deadline);
  return played;
});
const actionsPerGame = totalActions / totalGames;

// Actions and listings alone, on a fixed sample of mid-game positions.
const samples: Uint8Array[] = [];
while (samples.length < 1000) {
  dealCore(random, state);
  const stop = random.below(100);
  for (let i = 0; i < stop && !isOver(state); i++)
    applyAction(state, actions[random.below(listLegal(state, actions))]!, null);
  if (!isOver(state)) samples.push(state.slice());
}
const chosen = samples.map((sample) => {
  const count = listLegal(sample, actions);
  return actions[random.below(count)]!;
});
const listings = timed('core: legal-action listings', (deadline) => {
  let done = 0;
  do {
    for (const sample of samples) listLegal(sample, actions);
    done += samples.length;
  } while (performance.now() < deadline);
  return done;
});
const applied = timed('core: actions applied (with a state copy)', (deadline) => {
  let done = 0;
  do {
    for (let i = 0; i < samples.length; i++) {
      copyInto(state, samples[i]!);
      applyAction(state, chosen[i]!, null);
    }
    done += samples.length;
  } while (performance.now() < deadline);
  return done;
});

// --- the checked JSON API ------------------------------------------------------------------------------------
const jsonGames = timed('api: full random games (immutable JSON)', (deadline) => {
  let played = 0;
  do {
    const dealt = deal(`g${played}`);
    if (!dealt.ok) throw new Error(dealt.error.message);
    let position: Position = dealt.value;
    for (;;) {
      const legal = legalActions(position);
      if (legal.length === 0) break;
      const result = apply(position, legal[random.below(legal.length)]!);
      if (!result.ok) throw new Error(result.error.message);
      position = result.value.position;
    }
    played++;
  } while (performance.now() < deadline);
  return played;
});

console.log(`Katz und Maus engine benchmark, ${seconds} s per figure, one thread, Node ${process.version}`);
print(games, 'games');
console.log(`${'core: actions per random game'.padEnd(44)} ${actionsPerGame.toFixed(1).padStart(14)}`);
print({ ...games, count: games.count * actionsPerGame }, 'actions');
print(listings, 'listings');
print(applied, 'actions');
print(jsonGames, 'games');
