/**
 * The solid judgement's threat (the opponent's chance to play their stock top next turn) is kept by pile height
 * within a turn; it must equal the threat worked out from the whole table, exactly, at every position a turn
 * can reach.
 */
import { describe, expect, it } from 'vitest';
import { Random } from '@katz/engine';
import {
  applyAction,
  copyInto,
  createCoreState,
  dealCore,
  handOf,
  isOver,
  listLegal,
  MAX_LEGAL_ACTIONS,
  HAND_SIZE,
  pileLength,
  playerToMove,
  actionKind,
  DISCARD,
  type CoreState,
} from '@katz/engine/core';
import {
  addDiscardChains,
  drawOdds,
  newOdds,
  newRankCounts,
  reachChance,
  stockRank,
  unseenCardChance,
  unseenRanks,
} from '../src/plan/table-facts.js';
import { ThreatOdds } from '../src/plan/threat-odds.js';

const CHAIN = 2;

/** The threat from the whole table, as the judgement defines it. */
function wholeTableThreat(state: CoreState, unseen: Int32Array, odds: Float64Array): number {
  const other = 1 - playerToMove(state);
  const have = newRankCounts();
  addDiscardChains(state, other, have);
  const draws = Math.min(HAND_SIZE, pileLength(state, handOf(other)));
  let chance = reachChance(state, stockRank(state, other), have, odds, draws);
  if (chance > 0.01) chance *= 1 + CHAIN * unseenCardChance(state, have, unseen, odds, draws);
  return chance;
}

describe('the threat kept by pile height', () => {
  it('equals the threat worked out from the whole table, through every build of a turn', () => {
    const threat = new ThreatOdds();
    const unseen = newRankCounts();
    const odds = newOdds();
    const legal = new Int32Array(MAX_LEGAL_ACTIONS);
    const built = createCoreState();
    let checked = 0;
    for (let game = 0; game < 30; game++) {
      const random = Random.fromSeed(`threat-${game}`);
      const state = dealCore(random);
      while (!isOver(state)) {
        const me = playerToMove(state);
        drawOdds(unseen, unseenRanks(state, me, unseen), odds);
        threat.begin(state, 1 - me, unseen, odds, CHAIN);
        // A random run of builds from the turn's start: the piles change, the rest of the turn's facts not.
        copyInto(built, state);
        for (let step = 0; step < 6 && !isOver(built) && playerToMove(built) === me; step++) {
          expect(threat.chance(built)).toBe(wholeTableThreat(built, unseen, odds));
          checked++;
          const count = listLegal(built, legal);
          const builds = [...legal.subarray(0, count)].filter((action) => actionKind(action) !== DISCARD);
          if (builds.length === 0) break;
          applyAction(built, builds[random.below(builds.length)]!, null);
        }
        applyAction(state, legal[random.below(listLegal(state, legal))]!, null);
      }
    }
    expect(checked).toBeGreaterThan(5_000);
  });
});
