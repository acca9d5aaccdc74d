/**
 * The session cookie: an opaque random token, HttpOnly and SameSite, looked up by its hash (identity/sessions.ts).
 * A guest's cookie is kept for a year; a registered player's as long as the session may last at most.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import type { SessionLifetimes } from '../identity/account-settings.js';
import type { Player } from '../identity/players.js';
import { playerOfSession } from '../identity/sessions.js';
import { ApiError } from '../api/api-error.js';

const SESSION_COOKIE = 'katz_session';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** The session token each request's answer gives the client, if any (the rate limit then knows it at once). */
const issued = new WeakMap<FastifyRequest, string>();

export const issuedToken = (request: FastifyRequest): string | undefined => issued.get(request);

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: { readonly secure: boolean; readonly maxAgeSeconds?: number },
): void {
  issued.set(reply.request, token);
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/',
    maxAge: options.maxAgeSeconds ?? ONE_YEAR_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

export const sessionToken = (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE];

/** Each request's session, looked up once: by the rate limit (api/request-limit.ts) and by the handler. */
const lookedUp = new WeakMap<FastifyRequest, Promise<Player | null>>();

/**
 * The player of the request's session, or null when it has none or an unknown one (where a session is only
 * optional, a stale cookie must not stand in the way, e.g. of starting a new guest session).
 */
export function sessionPlayer(
  db: Queryable,
  request: FastifyRequest,
  lifetimes: SessionLifetimes,
): Promise<Player | null> {
  const token = sessionToken(request);
  if (token === undefined) return Promise.resolve(null);
  const known = lookedUp.get(request);
  if (known) return known;
  const player = playerOfSession(db, token, lifetimes);
  lookedUp.set(request, player);
  return player;
}

export async function requirePlayer(
  db: Queryable,
  request: FastifyRequest,
  lifetimes: SessionLifetimes,
): Promise<Player> {
  if (sessionToken(request) === undefined) {
    throw new ApiError('no-session', 'this needs a session: first POST /api/session to play as a guest');
  }
  const player = await sessionPlayer(db, request, lifetimes);
  if (!player) {
    throw new ApiError(
      'unknown-session',
      'the session cookie is not known here (ended or expired): log in, or start a new guest session',
    );
  }
  return player;
}
