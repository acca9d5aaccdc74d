/**
 * The worker that judges a try (judge-client.ts): the review's own measure of a decision (`AttemptJudge` of
 * `@katz/bots/review`) is a second or two of work, so it runs here, beside the page, as the review's jobs do.
 * It keeps one judge per review settings, and answers each question by its number.
 */
import { AttemptJudge, type AttemptJob, type JudgedAttempt, type ReviewSettings } from '@katz/bots/review';
import type { Action } from '@katz/engine';

export interface JudgeQuestion {
  readonly id: number;
  readonly settings: ReviewSettings;
  readonly job: AttemptJob;
  readonly attempt: readonly Action[];
}

export type JudgeAnswer =
  | { readonly id: number; readonly ok: true; readonly judged: JudgedAttempt }
  | { readonly id: number; readonly ok: false; readonly message: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<JudgeQuestion>) => void) | null;
  postMessage(message: JudgeAnswer): void;
};

let kept: { readonly settings: ReviewSettings; readonly judge: AttemptJudge } | null = null;

scope.onmessage = ({ data: { id, settings, job, attempt } }) => {
  try {
    if (kept === null || JSON.stringify(kept.settings) !== JSON.stringify(settings))
      kept = { settings, judge: new AttemptJudge(settings) };
    scope.postMessage({ id, ok: true, judged: kept.judge.judge(job, attempt) });
  } catch (error) {
    scope.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
