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

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: { readonly secure: boolean; readonly maxAgeSeconds?: number },
): void {
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

/**
 * The player of the request's session, or null when it has none or an unknown one (where a session is only
 * optional, a stale cookie must not stand in the way, e.g. of starting a new guest session).
 */
export async function sessionPlayer(
  db: Queryable,
  request: FastifyRequest,
  lifetimes: SessionLifetimes,
): Promise<Player | null> {
  const token = sessionToken(request);
  return token === undefined ? null : playerOfSession(db, token, lifetimes);
}

export async function requirePlayer(
  db: Queryable,
  request: FastifyRequest,
  lifetimes: SessionLifetimes,
): Promise<Player> {
  const token = sessionToken(request);
  if (token === undefined) {
    throw new ApiError(401, 'no-session', 'this needs a session: first POST /api/session to play as a guest');
  }
  const player = await playerOfSession(db, token, lifetimes);
  if (!player) {
    throw new ApiError(
      401,
      'unknown-session',
      'the session cookie is not known here (ended or expired): log in, or start a new guest session',
    );
  }
  return player;
}
