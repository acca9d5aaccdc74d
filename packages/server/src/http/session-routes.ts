/** Guests: start a session, see it, change the display name. */
import { ENDPOINTS } from '@katz/protocol';
import { ApiError } from '../api/api-error.js';
import { announce } from '../notices/announce.js';
import { createGuest } from '../identity/guests.js';
import { looksLikeAddress } from '../identity/address-like-names.js';
import { renamePlayer } from '../identity/players.js';
import type { Services } from '../services.js';
import { route, type Route } from './endpoint.js';
import { tooMany } from './login-guard.js';
import { setSessionCookie } from './session-cookie.js';

export const sessionRoutes = ({ db, config, accountLimits, changes }: Services): Route[] => [
  route(ENDPOINTS.startSession, async ({ player, request, reply }) => {
    if (player) return player;
    // Each guest is a session, and each session a client of its own to the rate limit: one address may not mint
    // them without end.
    const place = await accountLimits.newGuest(request.ip);
    if (!place.granted) throw tooMany(reply, place.waitSeconds, 'new guests from this address');
    const guest = await createGuest(db, request.headers['accept-language']);
    setSessionCookie(reply, guest.sessionToken, { secure: config.cookieSecure });
    return guest.player;
  }),
  route(ENDPOINTS.getSession, ({ player }) => Promise.resolve(player)),
  route(ENDPOINTS.renamePlayer, async ({ player, body }) => {
    if (looksLikeAddress(body.name)) {
      throw new ApiError(
        'invalid-input',
        `body.name: "${body.name}" looks like a web or mail address, which a name may not: choose another`,
        { path: 'body.name' },
      );
    }
    const renamed = await renamePlayer(db, player, body.name);
    if (!renamed.ok) {
      throw renamed.refusal === 'registered'
        ? new ApiError('registered-name', 'a registered player plays under their user name')
        : new ApiError(
            'name-taken',
            `"${body.name}" is, or looks like, a registered player's name: choose another`,
            {
              path: 'body.name',
            },
          );
    }
    // Their games kept by any process show the old name: forgotten there, read again. This process forgets them
    // before it answers, so a watch opened right after the answer reads the new name (the notice reaches this
    // process's own reader only a moment later).
    await announce(db, { kind: 'seatOf', player: player.id });
    changes.forgetPlayer(player.id);
    return renamed.player;
  }),
];
