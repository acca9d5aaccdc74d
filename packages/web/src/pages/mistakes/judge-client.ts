/**
 * Tries judged in a Web Worker of the page's own (judge-worker.ts), one at a time: the worker starts with the
 * page, so that its code is in by the time the first try ends, and stops when the page is left.
 */
import type { AttemptJob, JudgedAttempt, ReviewSettings } from '@katz/bots/review';
import type { Action } from '@katz/engine';
import { useEffect, useState } from 'react';
import type { JudgeAnswer, JudgeQuestion } from './judge-worker.js';

export type Judge = (
  settings: ReviewSettings,
  job: AttemptJob,
  attempt: readonly Action[],
) => Promise<JudgedAttempt>;

class JudgeClient {
  private readonly worker = new Worker(new URL('./judge-worker.ts', import.meta.url), { type: 'module' });
  private readonly waiting = new Map<number, (answer: JudgeAnswer) => void>();
  private asked = 0;

  constructor() {
    this.worker.onmessage = ({ data }: MessageEvent<JudgeAnswer>) => {
      this.waiting.get(data.id)?.(data);
      this.waiting.delete(data.id);
    };
    this.worker.onerror = (event) => {
      for (const [id, answer] of this.waiting) answer({ id, ok: false, message: event.message });
      this.waiting.clear();
    };
  }

  readonly judge: Judge = (settings, job, attempt) => {
    const id = ++this.asked;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, (answer) => {
        if (answer.ok) resolve(answer.judged);
        else reject(new Error(answer.message));
      });
      this.worker.postMessage({ id, settings, job, attempt } satisfies JudgeQuestion);
    });
  };

  close(): void {
    this.worker.terminate();
    this.waiting.clear();
  }
}

/** The page's judge, with its worker for as long as the page is shown. */
export function useJudge(): Judge | null {
  const [client, setClient] = useState<JudgeClient | null>(null);
  useEffect(() => {
    const started = new JudgeClient();
    setClient(started);
    return () => {
      started.close();
    };
  }, []);
  return client?.judge ?? null;
}
