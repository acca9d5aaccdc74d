/** Guests: start a session, see it, change the display name. */
import { createGuest, renamePlayer } from '../identity/players.js';
import type { Services } from '../services.js';
import { endpoint, type Endpoint } from './endpoint.js';
import { PLAYER, RENAME_BODY } from './schemas.js';
import { setSessionCookie } from './session-cookie.js';

export const sessionEndpoints = ({ db, config }: Services): Endpoint[] => [
  endpoint({
    method: 'POST',
    url: '/api/session',
    summary: 'Play as a guest: creates a player and sets its session cookie (or returns the current one)',
    tag: 'session',
    session: false,
    response: PLAYER,
    handle: async ({ player, reply }) => {
      if (player) return player;
      const guest = await createGuest(db);
      setSessionCookie(reply, guest.sessionToken, config.cookieSecure);
      return guest.player;
    },
  }),
  endpoint({
    method: 'GET',
    url: '/api/session',
    summary: 'The player of this session',
    tag: 'session',
    session: true,
    response: PLAYER,
    handle: ({ player }) => Promise.resolve(player),
  }),
  endpoint({
    method: 'PATCH',
    url: '/api/session',
    summary: 'Change the display name',
    tag: 'session',
    session: true,
    body: RENAME_BODY,
    response: PLAYER,
    handle: ({ player, body }) => renamePlayer(db, player.id, body.name),
  }),
];
