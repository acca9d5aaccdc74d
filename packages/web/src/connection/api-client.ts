/**
 * The app's HTTP client: every call goes through an endpoint of the protocol (`requestOf` builds it, `readReply`
 * checks the answer; api-round-trip.ts), on the page's own origin with its session cookie. A call that needs a session first makes
 * sure there is one (a guest's, started on first use), so no page has to think about signing in.
 */
import { ok, type Result } from '@katz/engine';
import { ENDPOINTS, type Endpoint, type SessionPlayer, type RequestInput } from '@katz/protocol';
import { roundTrip, type CallError, type CallResult, type Fetch } from './api-round-trip.js';

export type { CallError, CallResult, Fetch } from './api-round-trip.js';

export interface ApiClient {
  /**
   * Calls an endpoint; a session is started first when the endpoint needs one and the browser has none (by its
   * mark), or again when the server says the one it had is gone.
   */
  call<E extends Endpoint>(endpoint: E, input?: Partial<RequestInput<E>>): Promise<CallResult<E>>;
  /**
   * The player of this browser's session, a new guest on first use. `renew` asks the server again instead of
   * trusting the last answer (after the live socket was refused, say, because the cookie had expired).
   */
  session(options?: { readonly renew?: boolean }): Promise<Result<SessionPlayer, CallError>>;
  /**
   * The player of this browser's session, if it has one, without starting a guest session: null when none.
   * `fresh` asks the server even when the last answer is known (the live socket said the session ended).
   */
  current(options?: { readonly fresh?: boolean }): Promise<Result<SessionPlayer | null, CallError>>;
  /** After a registration, login, recovery or logout: the session is now this player's (null: none at all). */
  sessionChanged(player: SessionPlayer | null): void;
}

/**
 * Whether this browser has had a session, kept by the page (the cookie itself is out of its reach): without
 * one, `current` answers "none" without asking, since asking would only earn a 401.
 */
export interface SessionMark {
  had(): boolean;
  mark(has: boolean): void;
}

/** Calls that leave the browser with a session (their answer sets the cookie), and those that end it. */
const STARTS_SESSION: ReadonlySet<Endpoint> = new Set([
  ENDPOINTS.startSession,
  ENDPOINTS.register,
  ENDPOINTS.logIn,
  ENDPOINTS.recover,
]);
const ENDS_SESSION: ReadonlySet<Endpoint> = new Set([ENDPOINTS.logOut, ENDPOINTS.logOutEverywhere]);

/** A session refused like this is gone (an old or foreign cookie): a new guest session replaces it. */
const LOST_SESSION = new Set(['no-session', 'unknown-session']);

/** Where the client calls, and what it tells and asks of the page. */
interface ApiClientOptions {
  readonly base: string;
  readonly fetch: Fetch;
  /** Without one, `current` always asks the server. */
  readonly sessionMark?: SessionMark;
  /**
   * The app's language, sent as the request's preferred language: the server names a new guest in it ("Gast
   * 1234"), which may differ from the browser's own list once the player has chosen a language in the app.
   */
  readonly language?: () => string;
  /**
   * Hears the player of a session this client started itself: a new guest, made by the first call that needs
   * one, so that the page can show who it now is.
   */
  readonly onSessionStarted?: (player: SessionPlayer) => void;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { base, fetch, sessionMark, language, onSessionStarted } = options;
  let started: Promise<Result<SessionPlayer, CallError>> | null = null;

  const send = async <E extends Endpoint>(
    endpoint: E,
    input: Partial<RequestInput<E>>,
  ): Promise<CallResult<E>> => {
    const reply = await roundTrip({ base, fetch, language }, endpoint, input);
    if (reply.ok && STARTS_SESSION.has(endpoint)) sessionMark?.mark(true);
    if (reply.ok && ENDS_SESSION.has(endpoint)) sessionMark?.mark(false);
    return reply;
  };

  const session = (options: { readonly renew?: boolean } = {}): Promise<Result<SessionPlayer, CallError>> => {
    if (options.renew === true) started = null;
    started ??= send(ENDPOINTS.startSession, {}).then((result) => {
      if (result.ok) onSessionStarted?.(result.value);
      else started = null; // try again on the next call
      return result;
    });
    return started;
  };

  const call = async <E extends Endpoint>(
    endpoint: E,
    input: Partial<RequestInput<E>> = {},
  ): Promise<CallResult<E>> => {
    if (!endpoint.session) return send(endpoint, input);
    // A browser that has had a session calls with its cookie at once: asking for the session first cost a
    // returning player's first calls a round trip. A session found gone is replaced below, as for anyone.
    if (started === null && sessionMark?.had() === true) {
      const result = await send(endpoint, input);
      if (result.ok || !LOST_SESSION.has(result.error.code)) return result;
    } else {
      const player = await session();
      if (!player.ok) return player;
      const result = await send(endpoint, input);
      if (result.ok || !LOST_SESSION.has(result.error.code)) return result;
    }
    started = null;
    const again = await session();
    return again.ok ? send(endpoint, input) : again;
  };

  const current = async (
    options: { readonly fresh?: boolean } = {},
  ): Promise<Result<SessionPlayer | null, CallError>> => {
    if (options.fresh === true) started = null;
    if (started) return started;
    if (sessionMark && !sessionMark.had()) return ok(null);
    const result = await send(ENDPOINTS.getSession, {});
    if (result.ok) {
      started = Promise.resolve(result);
      return result;
    }
    if (!LOST_SESSION.has(result.error.code)) return result;
    sessionMark?.mark(false);
    return ok(null);
  };

  const sessionChanged = (player: SessionPlayer | null): void => {
    started = player === null ? null : Promise.resolve(ok(player));
  };

  return { call, session, current, sessionChanged };
}
