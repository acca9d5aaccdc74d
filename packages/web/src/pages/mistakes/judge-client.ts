/**
 * Tries judged in a Web Worker of the page's own (judge-worker.ts), one after another: the worker starts with
 * the page, so that its code is in by the time the first try ends, and stops when the page is left. A worker that
 * fails (its script did not load, say) is replaced, and the questions it held are asked of the new one, three
 * times in all, as the practice game's computer is asked again (local/bot-client.ts).
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

/** How often a question is asked before its try is given up as not judged. */
const ATTEMPTS = 3;

interface Waiting {
  readonly question: JudgeQuestion;
  attempts: number;
  readonly settle: (answer: JudgeAnswer) => void;
}

class JudgeClient {
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private asked = 0;

  constructor() {
    this.start();
  }

  readonly judge: Judge = (settings, job, attempt) => {
    const question: JudgeQuestion = { id: ++this.asked, settings, job, attempt };
    return new Promise((resolve, reject) => {
      this.waiting.set(question.id, {
        question,
        attempts: 1,
        settle: (answer) => {
          if (answer.ok) resolve(answer.judged);
          else reject(new Error(answer.message));
        },
      });
      (this.worker ?? this.start()).postMessage(question);
    });
  };

  close(): void {
    this.worker?.terminate();
    this.worker = null;
    this.waiting.clear();
  }

  private start(): Worker {
    const worker = new Worker(new URL('./judge-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<JudgeAnswer>) => {
      this.waiting.get(data.id)?.settle(data);
      this.waiting.delete(data.id);
    };
    worker.onerror = (event) => {
      worker.terminate();
      if (this.worker === worker) this.worker = null;
      for (const [id, waiting] of this.waiting) {
        if (waiting.attempts >= ATTEMPTS) {
          this.waiting.delete(id);
          waiting.settle({ id, ok: false, message: event.message || 'the judge did not start' });
        } else {
          waiting.attempts++;
          (this.worker ?? this.start()).postMessage(waiting.question);
        }
      }
    };
    this.worker = worker;
    return worker;
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
