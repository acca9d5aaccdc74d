/** The whole-turn planner judges a position by the position alone. */
import { describe, expect, it } from 'vitest';
import { Random } from '@katz/engine';
import {
  applyAction,
  dealCore,
  fromCoreState,
  isOver,
  playerToMove,
  toCoreState,
  type CoreState,
} from '@katz/engine/core';
import { SolidJudge } from '../src/plan/solid-judge.js';
import { TurnSearch } from '../src/plan/turn-search.js';
import { solidPolicy } from '../src/policies/levels.js';

/** Positions of games between solid players, each as the player to move met it. */
function solidGamePositions(games: number): CoreState[] {
  const positions: CoreState[] = [];
  for (let game = 0; game < games; game++) {
    const state = dealCore(Random.fromSeed(`plans-${game}`));
    const players = [solidPolicy(), solidPolicy()];
    const random = Random.fromSeed(`plans-play-${game}`);
    while (!isOver(state)) {
      positions.push(state.slice());
      applyAction(state, players[playerToMove(state)]!(state, random), null);
    }
  }
  return positions;
}

function withHandReversed(state: CoreState): CoreState {
  const position = fromCoreState(state);
  const players = position.players.map((player, index) =>
    index === position.toMove ? { ...player, hand: [...player.hand].reverse() } : player,
  ) as unknown as typeof position.players;
  return toCoreState({ ...position, players });
}

describe('the whole-turn planner with the solid judgement', () => {
  const positions = solidGamePositions(6);

  it('values a position the same whatever the order of the hand', () => {
    const search = new TurnSearch(new SolidJudge(), { maxNodes: 2000 });
    for (const position of positions) {
      // Each discard is judged with the facts of its own position, not of a position searched just before.
      expect(search.plan(withHandReversed(position)).value).toBeCloseTo(search.plan(position).value, 9);
    }
  });

  it('plans the same with a fresh judge as with one that judged other positions before', () => {
    const used = new TurnSearch(new SolidJudge(), { maxNodes: 2000 });
    for (const position of positions) {
      const fresh = new TurnSearch(new SolidJudge(), { maxNodes: 2000 }).plan(position);
      expect(used.plan(position)).toEqual(fresh);
    }
  });
});
