/**
 * Token buckets: each client may send `perSecond` requests or messages on average and `burst` at once. Kept
 * per process; a client that spreads a flood over several processes still meets a limit in each.
 *
 * Memory stays bounded by time and by count, whatever arrives. The map is kept in the order the buckets were
 * last used (a used bucket moves to the end), so the buckets at its front are the longest unused: each take
 * forgets those that are full again (forgetting one changes nothing), and past `maxClients` the longest unused
 * one whatever its level. Both are a constant amount of work per take, never a scan of the whole map.
 */
export interface RateLimiter {
  /** Takes one token for `key`; false when the client must wait. */
  take(key: string): boolean;
  /** Seconds until `key` has a token again. */
  retryAfter(key: string): number;
  /** How many clients' buckets are kept now. */
  readonly size: number;
}

export interface RateLimit {
  readonly perSecond: number;
  readonly burst: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** The most buckets kept: far above the clients one process serves at once. */
const MAX_CLIENTS = 100_000;
/** Full buckets forgotten at most per take, so that no take does more than a little work. */
const FORGET_PER_TAKE = 4;

export function createRateLimiter(
  limit: RateLimit,
  options: { readonly now?: () => number; readonly maxClients?: number } = {},
): RateLimiter {
  const now = options.now ?? performance.now.bind(performance);
  const maxClients = options.maxClients ?? MAX_CLIENTS;
  /** How long an unused bucket takes to fill up again. */
  const fillMs = (limit.burst / limit.perSecond) * 1000;
  const buckets = new Map<string, Bucket>();
  const forgetOld = (time: number) => {
    let forgotten = 0;
    for (const [key, bucket] of buckets) {
      const full = time - bucket.at >= fillMs;
      if (!full && buckets.size <= maxClients) return;
      buckets.delete(key);
      if (full && ++forgotten >= FORGET_PER_TAKE && buckets.size <= maxClients) return;
    }
  };
  const refill = (key: string): Bucket => {
    const time = now();
    const bucket = buckets.get(key) ?? { tokens: limit.burst, at: time };
    bucket.tokens = Math.min(limit.burst, bucket.tokens + ((time - bucket.at) / 1000) * limit.perSecond);
    bucket.at = time;
    buckets.delete(key); // to the end: the most recently used
    buckets.set(key, bucket);
    forgetOld(time);
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
    get size() {
      return buckets.size;
    },
  };
}

/** A single client's bucket, for one WebSocket connection. */
export function createConnectionLimiter(limit: RateLimit): () => boolean {
  const limiter = createRateLimiter(limit);
  return () => limiter.take('');
}
