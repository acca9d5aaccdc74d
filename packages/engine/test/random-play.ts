/** Random legal play through the checked JSON API, for property tests and golden games. */
import {
  apply,
  deal,
  legalActions,
  Random,
  type Action,
  type GameEvent,
  type Position,
} from '../src/index.js';

export interface Step {
  readonly before: Position;
  readonly action: Action;
  readonly after: Position;
  readonly events: readonly GameEvent[];
}

export function dealt(seed: string): Position {
  const result = deal(seed);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Plays uniformly random legal actions from a deal, at most `limit` of them, and returns every step. */
export function randomGame(
  seed: string,
  options: { readonly playSeed: string; readonly limit?: number },
): Step[] {
  const random = Random.fromSeed(options.playSeed);
  const steps: Step[] = [];
  let position = dealt(seed);
  while (steps.length < (options.limit ?? Infinity)) {
    const legal = legalActions(position);
    if (legal.length === 0) break;
    const action = legal[random.below(legal.length)]!;
    const result = apply(position, action);
    if (!result.ok) throw new Error(`a listed action was refused: ${result.error.message}`);
    steps.push({ before: position, action, after: result.value.position, events: result.value.events });
    position = result.value.position;
  }
  return steps;
}
