/**
 * `node packages/bots/dist/bench/decision-hash.js`: a fingerprint of the bots' decisions, to show that a change
 * meant to keep their play (a refactoring, a speed-up) really does. It plays whole games from fixed seeds, the
 * strong level (at a fixed number of playouts, so that the machine's speed does not matter) against solid, and
 * the cheaper levels against each other, and prints the SHA-256 of every action log. The same hash before and
 * after a change means the same decisions in every one of those games.
 *
 * DECISION_HASH_GAMES=N sets the number of strong vs solid deals (each played twice, seats swapped);
 * DECISION_HASH_PLAYOUT_THREADS=P gives the strong level P playout threads, which must not change the hash.
 */
import { createHash } from 'node:crypto';
import { apply, deal, statusOf, viewPosition, type Action, type Position } from '@katz/engine';
import { createBot, type Bot, type BotLevel } from '../src/index.js';
import { startPlayoutThreads } from '../src/threads/index.js';

interface Pairing {
  readonly a: BotLevel;
  readonly b: BotLevel;
  readonly deals: number;
}

const strongDeals = Number(process.env.DECISION_HASH_GAMES ?? 10);
const PAIRINGS: readonly Pairing[] = [
  { a: 'strong', b: 'solid', deals: strongDeals },
  { a: 'solid', b: 'beginner', deals: 100 },
  { a: 'beginner', b: 'first', deals: 100 },
  { a: 'first', b: 'random', deals: 100 },
];
const playoutThreads = Number(process.env.DECISION_HASH_PLAYOUT_THREADS ?? 0);
const threads = playoutThreads > 0 ? startPlayoutThreads(playoutThreads) : null;
/** Fewer playouts than the strong level's default, so that a minute covers more deals. */
const ITERATIONS = 1000;

/** Plays one game to its end and returns every action, in order. */
async function playGame(seed: string, bots: readonly [Bot, Bot]): Promise<Action[]> {
  const dealt = deal(seed);
  if (!dealt.ok) throw new Error(dealt.error.message);
  let position: Position = dealt.value;
  const log: Action[] = [];
  while (!statusOf(position).over) {
    const action = await bots[position.toMove].decide(viewPosition(position, position.toMove));
    const applied = apply(position, action);
    if (!applied.ok) throw new Error(`illegal action ${JSON.stringify(action)}: ${applied.error.message}`);
    position = applied.value.position;
    log.push(action);
  }
  return log;
}

const hash = createHash('sha256');
const started = performance.now();
let games = 0;
let actions = 0;
for (const { a, b, deals } of PAIRINGS) {
  const pairing = createHash('sha256');
  for (let index = 0; index < deals; index++) {
    for (const swapped of [false, true]) {
      const game = `hash-${a}-${b}-${index}-${swapped ? 'ba' : 'ab'}`;
      const make = (level: BotLevel, seat: number) =>
        createBot(level, {
          seed: `${game}-${seat}`,
          iterations: ITERATIONS,
          ...(threads !== null && { helper: threads.helper }),
        });
      const bots: [Bot, Bot] = swapped ? [make(b, 0), make(a, 1)] : [make(a, 0), make(b, 1)];
      const log = await playGame(`deal-${index}`, bots);
      const line = `${game} ${JSON.stringify(log)}\n`;
      hash.update(line);
      pairing.update(line);
      games++;
      actions += log.length;
    }
  }
  console.log(
    `${`${a} vs ${b}`.padEnd(20)} ${String(deals * 2).padStart(4)} games  ${pairing.digest('hex')}`,
  );
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`all: ${games} games, ${actions} actions in ${seconds} s`);
console.log(`decision hash: ${hash.digest('hex')}`);
await threads?.close();
