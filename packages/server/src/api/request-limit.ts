/**
 * The rate limit of the API's requests, per client: a verified session is a client of its own; anything else
 * (no cookie, or a cookie this process has not seen verified) is counted on its address (an IPv6 address by its
 * /64). So made-up cookies buy no budget: each is counted on its sender's address, and costs no lookup in the
 * database before it has a token. Above the clients, every request of an address counts against the address's
 * ceiling too (`ADDRESS_RATE_*`), so that an address that starts many guests does not get a bucket per guest.
 *
 * Which cookies were verified is kept per process for a while, bounded in count, only to choose the bucket: the
 * request's session is still checked by its handler. A token not known here takes one of its address's tokens,
 * then is looked up; if it is a session, it has a bucket of its own from then on. A session this process starts
 * (a new guest, a login) is known from its start.
 */
import type { FastifyRequest } from 'fastify';
import { addressKey } from '../accounts/client-address.js';
import { sha256Hex } from '../identity/tokens.js';
import type { Player } from '../identity/players.js';
import { createRateLimiter, type RateLimit, type RateLimiter } from './rate-limiter.js';

/** How long a verified session is known here without being seen again. */
const KNOWN_FOR_MS = 10 * 60 * 1000;
/** The most sessions known here at once; the longest unseen are forgotten first. */
const MAX_KNOWN = 100_000;

export interface RequestLimit {
  /** Takes a token for the request's client; null when it may go on, else the seconds to wait. */
  take(request: FastifyRequest): Promise<number | null>;
  /** Knows a session token this process has just given a client: its first request needs no lookup. */
  issued(token: string): void;
  /** How many clients' and addresses' buckets the limiter keeps, and how many sessions are known as verified. */
  sizes(): { readonly clients: number; readonly addresses: number; readonly sessions: number };
}

export function createRequestLimit(
  limits: { readonly client: RateLimit; readonly address: RateLimit },
  deps: {
    /** The request's session cookie, if it has one. */
    readonly tokenOf: (request: FastifyRequest) => string | undefined;
    /** The request's session's player (looked up once per request, so the handler's lookup is the same). */
    readonly playerOf: (request: FastifyRequest) => Promise<Player | null>;
    readonly now?: () => number;
  },
): RequestLimit {
  const now = deps.now ?? performance.now.bind(performance);
  const limiter: RateLimiter = createRateLimiter(limits.client, { now });
  const ceiling: RateLimiter = createRateLimiter(limits.address, { now });
  /** Hashes of verified session tokens and when each was last seen, the longest unseen first. */
  const known = new Map<string, number>();
  const isKnown = (hash: string, time: number): boolean => {
    const seen = known.get(hash);
    if (seen === undefined) return false;
    known.delete(hash);
    if (time - seen > KNOWN_FOR_MS) return false;
    known.set(hash, time);
    return true;
  };
  const remember = (hash: string, time: number) => {
    known.set(hash, time);
    for (const [oldest, seen] of known) {
      if (known.size <= MAX_KNOWN && time - seen <= KNOWN_FOR_MS) break;
      known.delete(oldest);
    }
  };
  const takeFor = (key: string): number | null => (limiter.take(key) ? null : limiter.retryAfter(key));
  /** The client's token, then (only for a request its client may send) the address's. */
  const takeForClient = async (request: FastifyRequest, address: string, time: number) => {
    const token = deps.tokenOf(request);
    if (token === undefined) return takeFor(address);
    const hash = sha256Hex(token);
    if (isKnown(hash, time)) return takeFor(`session:${hash}`);
    const wait = takeFor(address);
    if (wait !== null) return wait;
    if ((await deps.playerOf(request)) !== null) remember(hash, time);
    return null;
  };
  return {
    take: async (request) => {
      const address = `address:${addressKey(request.ip)}`;
      const wait = await takeForClient(request, address, now());
      if (wait !== null) return wait;
      return ceiling.take(address) ? null : ceiling.retryAfter(address);
    },
    issued: (token) => {
      remember(sha256Hex(token), now());
    },
    sizes: () => ({ clients: limiter.size, addresses: ceiling.size, sessions: known.size }),
  };
}
