/** Accounts: register the guest, log in and out (here or everywhere), recover with a code, a public profile. */
import { ENDPOINTS } from '@katz/protocol';
import { checkCredentials } from '../accounts/check-credentials.js';
import { loadProfile } from '../accounts/profiles.js';
import { recover } from '../accounts/recover.js';
import { register } from '../accounts/register.js';
import { ApiError } from '../api/api-error.js';
import type { Player } from '../identity/players.js';
import { WEAK_PASSWORD_MESSAGES, weakPassword } from '../identity/weak-passwords.js';
import { startSession } from '../identity/sessions.js';
import { endAllSessionsNow, endSessionNow } from '../accounts/end-sessions.js';
import { relationTo } from '../people/relation.js';
import { playerReviews } from '../reviews/player-reviews.js';
import type { Services } from '../services.js';
import { route, type Route } from './endpoint.js';
import { guardLogin, tooMany, wrongNameOrPassword } from './login-guard.js';
import { clearSessionCookie, sessionToken, setSessionCookie } from './session-cookie.js';

export const accountRoutes = ({ db, config, accountLimits: limits }: Services): Route[] => {
  const { scrypt, sessions } = config.accounts;
  const secure = config.cookieSecure;
  const registeredCookie = { secure, maxAgeSeconds: sessions.maxSeconds };
  const mustBeRegistered = (player: Player): void => {
    if (player.username === null) {
      throw new ApiError(
        'not-registered',
        "a guest's session is its only way back to its games: register before logging out",
      );
    }
  };
  return [
    route(ENDPOINTS.register, async ({ player, body, request, reply }) => {
      refuseWeakPassword(body.password, body.username, 'body.password');
      const place = await limits.newAccount(request.ip);
      if (!place.granted) throw tooMany(reply, place.waitSeconds, 'accounts registered from this address');
      const done = await register({ db, scrypt }, { player, token: sessionToken(request) }, body).catch(
        async (error: unknown) => {
          await place.giveBack();
          throw error;
        },
      );
      if (done.outcome !== 'registered') {
        await place.giveBack();
        throw registrationRefused(done.outcome, body.username);
      }
      setSessionCookie(reply, done.token, registeredCookie);
      return { player: done.player, recoveryCode: done.recoveryCode };
    }),

    route(ENDPOINTS.logIn, async ({ body, request, reply }) => {
      const attempt = await guardLogin(limits.login, { username: body.username, address: request.ip }, reply);
      const player = await checkCredentials({ db, scrypt }, attempt, body);
      if (!player) throw wrongNameOrPassword();
      // A new token at every login: a token someone else planted or saw before stops working here.
      const old = sessionToken(request);
      if (old !== undefined) await endSessionNow(db, old);
      setSessionCookie(reply, await startSession(db, player.id), registeredCookie);
      return player;
    }),

    route(ENDPOINTS.logOut, async ({ player, request, reply }) => {
      mustBeRegistered(player);
      const token = sessionToken(request);
      if (token !== undefined) await endSessionNow(db, token);
      clearSessionCookie(reply, secure);
      return null;
    }),

    route(ENDPOINTS.logOutEverywhere, async ({ player, reply }) => {
      mustBeRegistered(player);
      await endAllSessionsNow(db, player.id);
      clearSessionCookie(reply, secure);
      return null;
    }),

    route(ENDPOINTS.recover, async ({ body, request, reply }) => {
      refuseWeakPassword(body.newPassword, body.username, 'body.newPassword');
      const attempt = await guardLogin(limits.login, { username: body.username, address: request.ip }, reply);
      const done = await recover({ db, scrypt }, attempt, { ...body, currentToken: sessionToken(request) });
      if (!done) throw new ApiError('wrong-recovery-code', 'wrong name or recovery code');
      setSessionCookie(reply, done.token, registeredCookie);
      return { player: done.player, recoveryCode: done.recoveryCode };
    }),

    route(ENDPOINTS.getProfile, async ({ params, player }) => {
      const profile = await loadProfile(db, params.name);
      if (!profile) {
        throw new ApiError('player-not-found', `there is no registered player named "${params.name}"`);
      }
      return {
        ...profile,
        ...(await playerReviews(db, profile.id)),
        you: await relationTo(db, player, profile.id),
      };
    }),
  ];
};

/** Why a registration was refused: the name taken (or one like it), or the player registered already. */
function registrationRefused(outcome: 'taken' | 'already-registered', username: string): ApiError {
  return outcome === 'taken'
    ? new ApiError(
        'username-taken',
        `the user name "${username}" is taken, or looks like one that is: choose another`,
        {
          path: 'body.username',
        },
      )
    : new ApiError('already-registered', `this session's player is registered already`);
}

/** A new password that is guessed first is refused before anything else is done (identity/weak-passwords.ts). */
function refuseWeakPassword(password: string, username: string, path: string): void {
  const weak = weakPassword(password, username);
  if (weak !== null) throw new ApiError('weak-password', WEAK_PASSWORD_MESSAGES[weak], { path });
}
