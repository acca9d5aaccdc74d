/**
 * A review worker (use-review.ts): runs the review jobs it is sent one at a time, keeping its searches'
 * buffers from job to job, and answers each job's result. Several of them review one game on several cores.
 */
import { JobRunner, type JobResult, type ReviewJob, type ReviewSettings } from '@katz/bots/review';

export type ReviewWorkerMessage =
  | { readonly kind: 'start'; readonly settings: ReviewSettings }
  | { readonly kind: 'job'; readonly job: ReviewJob };

export type ReviewWorkerReply =
  { readonly ok: true; readonly result: JobResult } | { readonly ok: false; readonly message: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ReviewWorkerMessage>) => void) | null;
  postMessage(message: ReviewWorkerReply): void;
};

let runner: JobRunner | null = null;

scope.onmessage = ({ data }) => {
  if (data.kind === 'start') {
    runner = new JobRunner(data.settings);
    return;
  }
  if (runner === null) {
    scope.postMessage({ ok: false, message: 'a review job came before the review settings' });
    return;
  }
  runner.run(data.job).then(
    (result) => {
      scope.postMessage({ ok: true, result });
    },
    (error: unknown) => {
      scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
    },
  );
};
