/**
 * The review's reasons (src/review/turn-reasons.ts) on positions whose reason is known: the planted errors of
 * planted-errors.ts (a stock card skipped, the only King thrown onto a card, a pile built up for the opponent's
 * stock), each set against the solid judgement's turn it spoils. The first reason given must name the error in
 * at least 80% of them (docs/review.md, "Why"); and a turn set against itself has no reason.
 */
import { decodeAction } from '@katz/engine';
import { describe, expect, it } from 'vitest';
import { turnReasons, type ReasonCode } from '../../src/review/turn-reasons.js';
import { PLANTED_KINDS, plantedErrors, solidPlan } from './planted-errors.js';

/** The reason each kind of planted error should be given first. */
const EXPECTED: Readonly<Record<(typeof PLANTED_KINDS)[number], ReasonCode>> = {
  'stock skipped': 'stock',
  'king discarded': 'king',
  'opponent fed': 'opponent-stock',
};

const PER_KIND = Number(process.env.REVIEW_REASONS_PER_KIND ?? 12);

describe('the reasons of a better turn', () => {
  it(
    `name the planted error first in at least 80% of ${String(PER_KIND)} of each kind`,
    { timeout: 600_000 },
    async () => {
      const planted = await plantedErrors(PER_KIND, 'reasons');
      const named = new Map(PLANTED_KINDS.map((kind) => [kind, 0]));
      const missed: string[] = [];
      for (const error of planted) {
        const better = solidPlan(error.view).map(decodeAction);
        const reasons = turnReasons(error.view, error.codes.map(decodeAction), better);
        expect(turnReasons(error.view, better, better)).toEqual([]);
        if (reasons[0]?.reason === EXPECTED[error.kind])
          named.set(error.kind, (named.get(error.kind) ?? 0) + 1);
        else missed.push(`${error.kind} at ${error.source}: ${JSON.stringify(reasons)}`);
      }
      const total = [...named.values()].reduce((sum, count) => sum + count, 0);
      console.log(
        `reasons named right: ${JSON.stringify(Object.fromEntries(named))} of ${String(PER_KIND)} each`,
      );
      if (missed.length > 0) console.log(missed.join('\n'));
      expect(planted).toHaveLength(3 * PER_KIND);
      expect(total / planted.length).toBeGreaterThanOrEqual(0.8);
    },
  );
});
