/**
 * Token buckets: each client may send `perSecond` requests or messages on average and `burst` at once. Kept
 * per process; a client that spreads a flood over several processes still meets a limit in each.
 */
export interface RateLimiter {
  /** Takes one token for `key`; false when the client must wait. */
  take(key: string): boolean;
  /** Seconds until `key` has a token again. */
  retryAfter(key: string): number;
}

export interface RateLimit {
  readonly perSecond: number;
  readonly burst: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export function createRateLimiter(
  limit: RateLimit,
  now: () => number = performance.now.bind(performance),
): RateLimiter {
  const buckets = new Map<string, Bucket>();
  const refill = (key: string): Bucket => {
    const time = now();
    const bucket = buckets.get(key) ?? { tokens: limit.burst, at: time };
    bucket.tokens = Math.min(limit.burst, bucket.tokens + ((time - bucket.at) / 1000) * limit.perSecond);
    bucket.at = time;
    buckets.set(key, bucket);
    if (buckets.size > 100_000) forgetFull(buckets, limit.burst); // bounded memory under many clients
    return bucket;
  };
  return {
    take: (key) => {
      const bucket = refill(key);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    retryAfter: (key) => Math.max(1, Math.ceil((1 - refill(key).tokens) / limit.perSecond)),
  };
}

/** Drops the buckets that are full again: forgetting them changes nothing. */
function forgetFull(buckets: Map<string, Bucket>, burst: number): void {
  for (const [key, bucket] of buckets) if (bucket.tokens >= burst) buckets.delete(key);
}

/** A single client's bucket, for one WebSocket connection. */
export function createConnectionLimiter(limit: RateLimit): () => boolean {
  const limiter = createRateLimiter(limit);
  return () => limiter.take('');
}
