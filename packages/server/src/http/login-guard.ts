/** Refuses a login or recovery, before any password is looked at, while its name or address has failed too often. */
import type { FastifyReply } from 'fastify';
import type { LoginThrottle } from '../accounts/login-throttle.js';
import { ApiError } from '../api/api-error.js';

export async function guardLogin(
  throttle: LoginThrottle,
  attempt: { readonly username: string; readonly address: string },
  reply: FastifyReply,
): Promise<void> {
  const wait = await throttle.wait(attempt.username, attempt.address);
  if (wait === null) return;
  void reply.header('retry-after', String(wait));
  throw new ApiError(
    429,
    'throttled',
    `too many failed logins for this name or from this address: try again in ${wait} seconds`,
  );
}

/** The one answer to a wrong user name or password, whichever it was. */
export const wrongNameOrPassword = (): ApiError =>
  new ApiError(401, 'wrong-name-or-password', 'wrong name or password');
