/** The guest's session cookie: an opaque random token, HttpOnly and SameSite, looked up by its hash. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { playerOfSession, type Player } from '../identity/players.js';
import { ApiError } from '../api/api-error.js';

const SESSION_COOKIE = 'katz_session';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
  });
}

export const sessionToken = (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE];

/**
 * The player of the request's session, or null when it has none or an unknown one (where a session is only
 * optional, a stale cookie must not stand in the way, e.g. of starting a new guest session).
 */
export async function sessionPlayer(db: Queryable, request: FastifyRequest): Promise<Player | null> {
  const token = sessionToken(request);
  return token === undefined ? null : playerOfSession(db, token);
}

export async function requirePlayer(db: Queryable, request: FastifyRequest): Promise<Player> {
  const token = sessionToken(request);
  if (token === undefined) {
    throw new ApiError(401, 'no-session', 'this needs a session: first POST /api/session to play as a guest');
  }
  const player = await playerOfSession(db, token);
  if (!player) {
    throw new ApiError(
      401,
      'unknown-session',
      'the session cookie is not known here: start a new guest session',
    );
  }
  return player;
}
