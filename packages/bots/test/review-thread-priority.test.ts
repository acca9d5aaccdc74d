/**
 * A review on threads given a niceness runs its threads that many steps below the process's priority (the
 * server's kept reviews: the lowest, so that the process's requests and its database's thread go first where
 * cores are short), and leaves every other thread of the process as it was. Linux only, where a nice value is a
 * thread's own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { apply, deal, legalActions, SHUFFLE_VERSION, type Action, type SeededRecord } from '@katz/engine';
import { reviewOnThreads } from '../src/threads/review-threads.js';
import { LIGHT_SETTINGS } from './review/review-games.js';

/** Each thread of this process by its id, with its nice value (the 19th field of its stat). */
function threadNices(): Map<string, number> {
  const nices = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      nices.set(tid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    } catch {
      // The thread ended meanwhile.
    }
  }
  return nices;
}

/** Steps below the process's priority: the thread's nice value is the process's raised by so many. */
const NICENESS = 3;
const PROCESS_NICE = getPriority();

/** The first turns of a game, each a discard at once: a review of a few jobs. */
function shortGame(seed: string, turns: number): SeededRecord {
  const dealt = deal(seed);
  if (!dealt.ok) throw new Error(dealt.error.message);
  let position = dealt.value;
  const actions: Action[] = [];
  for (let turn = 0; turn < turns; turn++) {
    const discard = legalActions(position).find((action) => action.type === 'discard');
    if (discard === undefined) throw new Error(`no discard at turn ${String(turn)}`);
    const applied = apply(position, discard);
    if (!applied.ok) throw new Error(applied.error.message);
    position = applied.value.position;
    actions.push(discard);
  }
  return { seed, shuffle: SHUFFLE_VERSION, actions };
}

describe.skipIf(process.platform !== 'linux' || PROCESS_NICE + NICENESS > 19)(
  'a review thread with a nice value',
  () => {
    it("runs that much below the process, and the process's other threads as before", async () => {
      const record = shortGame('niceness1', 4);
      const before = threadNices();
      // An object, so that what the callback saw is read as it is, not narrowed away.
      const during: { threads: Map<string, number> | null } = { threads: null };
      await reviewOnThreads(
        record,
        LIGHT_SETTINGS,
        1,
        () => {
          during.threads ??= threadNices(); // the thread is alive while it reports its first job
        },
        { niceness: NICENESS },
      );
      const seen = during.threads ?? new Map<string, number>();
      const started = [...seen].filter(([tid]) => !before.has(tid)).map(([, nice]) => nice);
      // Relative to the process's, never above it: a server started at nice 10 reviews at 13, not at 3.
      expect(started).toContain(PROCESS_NICE + NICENESS);
      for (const [tid, nice] of before) if (seen.has(tid)) expect(seen.get(tid), `thread ${tid}`).toBe(nice);
    });
  },
);
