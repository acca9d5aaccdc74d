/**
 * Whole games between two bot levels for the review's benches: seeded deals, each seat's bot seeded from the
 * game's seed, every action checked by the rules. The strong level plays at a fixed number of playouts, so a
 * game is the same on any machine.
 */
import {
  apply,
  deal,
  SHUFFLE_VERSION,
  statusOf,
  viewPosition,
  type Action,
  type SeededRecord,
} from '@katz/engine';
import { createBot } from '../src/bot.js';
import type { BotLevel } from '../src/levels.js';

export interface LevelGame {
  readonly record: SeededRecord;
  /** The winner's seat, or null for a draw. */
  readonly winner: 0 | 1 | null;
}

/** A game between `levels` (seat 0, seat 1) from the deal of `seed`. */
export async function playLevelGame(
  levels: readonly [BotLevel, BotLevel],
  seed: string,
  strongPlayouts: number,
): Promise<LevelGame> {
  const dealt = deal(seed);
  if (!dealt.ok) throw new Error(dealt.error.message);
  const bots = levels.map((level, seat) =>
    createBot(level, { seed: `${seed}-${seat}`, iterations: strongPlayouts }),
  );
  let position = dealt.value;
  const actions: Action[] = [];
  for (;;) {
    const status = statusOf(position);
    if (status.over) {
      return { record: { seed, shuffle: SHUFFLE_VERSION, actions }, winner: status.winner };
    }
    const action = await bots[position.toMove]!.decide(viewPosition(position, position.toMove));
    const applied = apply(position, action);
    if (!applied.ok) throw new Error(applied.error.message);
    position = applied.value.position;
    actions.push(action);
  }
}
