/**
 * A review on threads may be paced by its caller (the server's kept reviews wait while the computer plays): no
 * job goes out before `beforeJob` lets it, the review held there makes no progress, and a stop ends it at once
 * with its threads. Paced or not, the figures are the same.
 */
import { describe, expect, it } from 'vitest';
import { reviewOnThreads } from '../../src/threads/review-threads.js';
import { LIGHT_SETTINGS, levelGame } from './review-games.js';

/** A job is a fraction of a second, longer on a busy machine. */
const WAIT = { timeout: 60_000 };

describe('a paced review', () => {
  it('hands out each job only when let, and gives the same figures', async () => {
    const record = await levelGame('pacing1');
    const unpaced = await reviewOnThreads(record, LIGHT_SETTINGS, 1);
    let asked = 0;
    let done = 0;
    /** The gates of the first two jobs, which the test opens one at a time; the rest go out at once. */
    const gates: (() => void)[] = [];
    const beforeJob = () => {
      asked++;
      return asked > 2 ? Promise.resolve() : new Promise<void>((resolve) => gates.push(resolve));
    };
    const paced = reviewOnThreads(record, LIGHT_SETTINGS, 1, () => done++, { beforeJob });
    for (let job = 1; job <= 2; job++) {
      await expect.poll(() => asked, WAIT).toBe(job);
      expect(done).toBe(job - 1);
      gates[job - 1]?.();
      await expect.poll(() => done, WAIT).toBeGreaterThanOrEqual(job); // after the second, the rest flow
    }
    expect(await paced).toEqual(unpaced);
    expect(asked).toBe(done);
  });

  it('stops when told, with no job more', async () => {
    const record = await levelGame('pacing2');
    const stop = new AbortController();
    let asked = 0;
    const review = reviewOnThreads(record, LIGHT_SETTINGS, 1, undefined, {
      beforeJob: () => {
        asked++;
        return new Promise<void>(() => undefined); // held: the computer plays on and on
      },
      signal: stop.signal,
    });
    await expect.poll(() => asked, WAIT).toBe(1);
    stop.abort('the server stops');
    await expect(review).rejects.toThrow('the review was stopped: the server stops');
    expect(asked).toBe(1);
  });
});
