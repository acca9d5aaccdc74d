/**
 * A place in the login throttle for a login or recovery, taken before any password or code is looked at; while
 * its name or address has failed too often, the request is refused with 429 and Retry-After instead.
 */
import type { FastifyReply } from 'fastify';
import type { LoginAttempt, LoginThrottle } from '../accounts/login-throttle.js';
import { ApiError } from '../api/api-error.js';

export async function guardLogin(
  throttle: LoginThrottle,
  attempt: { readonly username: string; readonly address: string },
  reply: FastifyReply,
): Promise<LoginAttempt> {
  const place = await throttle.attempt(attempt.username, attempt.address);
  if (place.granted) return place.attempt;
  throw tooMany(reply, place.waitSeconds, 'failed logins for this name or from this address');
}

/** A 429 refusal with its Retry-After: too many of `what`. */
export function tooMany(reply: FastifyReply, waitSeconds: number, what: string): ApiError {
  void reply.header('retry-after', String(waitSeconds));
  return new ApiError('throttled', `too many ${what}: try again in ${waitSeconds} seconds`);
}

/** The one answer to a wrong user name or password, whichever it was. */
export const wrongNameOrPassword = (): ApiError =>
  new ApiError('wrong-name-or-password', 'wrong name or password');
