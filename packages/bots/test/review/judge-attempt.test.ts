/**
 * A second try at a decision (src/review/judge-attempt.ts), on planted errors whose better turn is known: trying
 * the solid judgement's turn again is as good as the best, trying the planted error again is worse, and a try is
 * weighed in the review's own worlds (the same decision judged twice gives the same figures).
 */
import { decodeAction } from '@katz/engine';
import { describe, expect, it } from 'vitest';
import { AttemptJudge } from '../../src/review/judge-attempt.js';
import { REVIEW_SETTINGS } from '../../src/review/review-settings.js';
import { plantedErrors, solidPlan } from './planted-errors.js';

describe('a second try at a decision', () => {
  it(
    'is as good as the best with the better turn, worse with the error again',
    { timeout: 300_000 },
    async () => {
      const planted = await plantedErrors(2, 'tries');
      const judge = new AttemptJudge(REVIEW_SETTINGS);
      let worse = 0;
      for (const [index, error] of planted.entries()) {
        const best = solidPlan(error.view).map(decodeAction);
        const played = error.codes.map(decodeAction);
        const job = { index, view: error.view, played, best };
        const good = judge.judge(job, best);
        expect(good).toMatchObject({ judgement: 'best', reasons: [] });
        expect(judge.judge(job, best)).toEqual(good);
        const again = judge.judge(job, played);
        expect(again.judgement).not.toBe('better');
        if (again.judgement === 'worse') {
          worse++;
          expect(again.reasons.length).toBeGreaterThan(0);
        }
      }
      // A planted error is clear in most positions (docs/review.md, "Planted errors": over 80% marked).
      expect(worse).toBeGreaterThanOrEqual(planted.length - 2);
    },
  );
});
