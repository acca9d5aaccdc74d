/**
 * The rate limiter's memory stays bounded by time and by count, whatever keys arrive, and forgetting never
 * frees a client that is still over its limit.
 */
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../src/api/rate-limiter.js';

const LIMIT = { perSecond: 20, burst: 40 };
/** An unused bucket is full again after burst / perSecond seconds. */
const FILL_MS = 2000;

describe('the rate limiter', () => {
  it('forgets the buckets of 200,000 one-off keys as they fill up, a little at every take', () => {
    let time = 0;
    const limiter = createRateLimiter(LIMIT, { now: () => time });
    for (let index = 0; index < 200_000; index += 1) {
      time += 0.1; // 10,000 new keys a second
      limiter.take(`forged-${String(index)}`);
    }
    // Only the keys of the last FILL_MS are kept (and a few forgotten late): about 20,000, not 200,000.
    expect(limiter.size).toBeLessThanOrEqual((FILL_MS / 0.1) * 1.01);
    time += FILL_MS;
    for (let index = 0; index < 10_000; index += 1) limiter.take('real');
    expect(limiter.size).toBe(1);
  });

  it('keeps at most maxClients buckets however fast new keys come', () => {
    const limiter = createRateLimiter(LIMIT, { now: () => 0, maxClients: 1000 });
    for (let index = 0; index < 50_000; index += 1) limiter.take(`key-${String(index)}`);
    expect(limiter.size).toBe(1000);
  });

  it('keeps a client that is over its limit, however many others come and go', () => {
    let time = 0;
    const limiter = createRateLimiter(LIMIT, { now: () => time });
    for (let index = 0; index < LIMIT.burst; index += 1) expect(limiter.take('flood')).toBe(true);
    expect(limiter.take('flood')).toBe(false);
    for (let index = 0; index < 5000; index += 1) {
      time += 0.011;
      limiter.take(`other-${String(index)}`);
    }
    // 55 ms later: one token refilled, the next refused again.
    expect(limiter.take('flood')).toBe(true);
    expect(limiter.take('flood')).toBe(false);
    expect(limiter.retryAfter('flood')).toBe(1);
  });
});
