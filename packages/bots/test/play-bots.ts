/** Whole games between bots for tests, every action applied by the rules (an illegal one throws). */
import { apply, statusOf, viewPosition, type Action, type Position } from '@katz/engine';
import type { Bot } from '../src/contract.js';

/** The actions of `bots` (seat 0, seat 1) from `position` to the game's end, or the first `limit` of them. */
export async function playBots(
  bots: readonly [Bot, Bot],
  position: Position,
  limit = Infinity,
): Promise<Action[]> {
  const actions: Action[] = [];
  let current = position;
  while (!statusOf(current).over && actions.length < limit) {
    const action = await bots[current.toMove].decide(viewPosition(current, current.toMove));
    const result = apply(current, action);
    if (!result.ok) throw new Error(result.error.message);
    current = result.value.position;
    actions.push(action);
  }
  return actions;
}
