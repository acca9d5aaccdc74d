/**
 * The review marks planted errors (docs/review.md, "Planted errors") a mistake or a blunder: the goal is 90%,
 * measured 90.2% over 102 of them (3 Dec 2026), and this test holds the review to at least 80% of a few of each
 * kind, so that the figure falls no lower. `REVIEW_PLANTED_PER_KIND=34` for the figures in the docs (102 positions).
 */
import { describe, expect, it } from 'vitest';
import { DecisionReviewer } from '../../src/review/review-decision.js';
import { reviewSettings } from '../../src/review/review-settings.js';
import { PLANTED_KINDS, plantedErrors } from './planted-errors.js';

const perKind = Number(process.env.REVIEW_PLANTED_PER_KIND ?? 4);
/** The kinds reviewed (REVIEW_PLANTED_KINDS="king discarded,opponent fed" for a part of a long run). */
const kinds = process.env.REVIEW_PLANTED_KINDS?.split(',') ?? PLANTED_KINDS;
/** Other settings for measuring only: REVIEW_PLANTED_SETTINGS='{"maxMistakeWorlds": 4096}'. */
const settings = reviewSettings(JSON.parse(process.env.REVIEW_PLANTED_SETTINGS ?? '{}') as object);

describe('planted errors', () => {
  // The limit grows with the errors reviewed: a long run (REVIEW_PLANTED_PER_KIND=34, over 100 errors) takes hours
  // of a shared machine, the suite's twelve minutes at most.
  it(
    'marks at least 80% of them a mistake or a blunder',
    async () => {
      const planted = (await plantedErrors(perKind)).filter((error) => kinds.includes(error.kind));
      expect(planted).toHaveLength(perKind * kinds.length);
      const reviewer = new DecisionReviewer(settings);
      const marked = new Map(PLANTED_KINDS.map((kind) => [kind, 0]));
      const lines: string[] = [];
      for (const [index, error] of planted.entries()) {
        const figures = await reviewer.review({ index, view: error.view, codes: error.codes });
        if (figures.mark === 'mistake' || figures.mark === 'blunder')
          marked.set(error.kind, marked.get(error.kind)! + 1);
        lines.push(
          `${figures.best.length} ${error.kind} ${error.source}: cost ${(figures.cost.mean * 100).toFixed(1)} (se ${(figures.cost.error * 100).toFixed(1)}) ${figures.mark ?? '-'} in ${figures.worlds} worlds`,
        );
        if (process.env.REVIEW_PLANTED_PER_KIND !== undefined) process.stderr.write(`${lines.at(-1)}\n`);
      }
      const summary = kinds
        .map((kind) => `${kind}: ${marked.get(kind as (typeof PLANTED_KINDS)[number])} of ${perKind}`)
        .join(', ');
      console.log(`${lines.join('\n')}\nmarked a mistake or a blunder: ${summary}`);
      const total = [...marked.values()].reduce((sum, count) => sum + count, 0);
      expect(total / planted.length).toBeGreaterThanOrEqual(0.8);
    },
    perKind * kinds.length * 150_000,
  );
});
