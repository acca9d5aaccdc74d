/**
 * `@katz/bots/review`: a finished game's review (docs/review.md): what each decision was worth from what its
 * player knew, and how much each draw gave or took. Runs in Node and in browsers.
 */
export { reviewGame, type ReviewProgress } from './review-game.js';
export {
  gameSteps,
  UnreviewableRecordError,
  DRAW_KINDS,
  type DrawKind,
  type GameSteps,
} from './game-steps.js';
export { reviewJobs, JobRunner, type ReviewJob, type JobResult } from './review-jobs.js';
export { assembleReview, reviewedDecision } from './assemble-review.js';
export { REVIEW_SETTINGS, reviewSettings, type ReviewSettings } from './review-settings.js';
export { MARKS, MARK_THRESHOLDS, MARK_MARGIN, type Mark } from './marks.js';
export { ACCURACY_SCALE } from './accuracy.js';
export { AttemptJudge, type AttemptJob, type AttemptJudgement, type JudgedAttempt } from './judge-attempt.js';
export * from './review-format.js';
export { MEASURED_ACCURACY, MEASURED_AGAINST, WEAKEST_CHANCES } from './measured.js';
