/**
 * `GET /api/live`, the WebSocket of live play (docs/api.md): an ordinary request first, whose Origin and rate the
 * app's hooks have checked and whose session is checked here, with one of the player's connection slots taken;
 * then the connection, served by live/player-socket.ts.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api/api-error.js';
import { requirePlayer, sessionToken } from './http/session-cookie.js';
import type { Player } from './identity/players.js';
import { sha256Hex } from './identity/tokens.js';
import { connectionSlots } from './live/connection-slots.js';
import { serveConnection } from './live/player-socket.js';
import type { Services } from './services.js';

export function liveEndpoint(app: FastifyInstance, services: Services): void {
  const { db, config } = services;
  /** The session each handshake authenticated, so the socket handler can start listening at once. */
  const handshakes = new WeakMap<object, { player: Player; tokenHash: string; release: () => void }>();
  const slots = connectionSlots(config.playerLimits.liveConnections);
  app.route({
    method: 'GET',
    url: '/api/live',
    // The handshake is an ordinary request first: Origin and rate were checked above, the session is here.
    preValidation: async (request) => {
      const player = await requirePlayer(db, request, config.accounts.sessions);
      const release = slots.take(player.id);
      if (!release) {
        throw new ApiError(
          'too-many-connections',
          `this player has ${String(config.playerLimits.liveConnections)} live connections open on this server, ` +
            'the most at once: close one (another tab or device) first',
        );
      }
      // Given back when the connection ends, or the handshake fails before it is one.
      request.raw.socket.once('close', release);
      handshakes.set(request, { player, tokenHash: sha256Hex(sessionToken(request) ?? ''), release });
    },
    handler: (request) => {
      // Not a WebSocket after all: its slot is given back now, not when a kept-alive socket closes.
      const handshake = handshakes.get(request);
      if (handshake) {
        handshake.release();
        request.raw.socket.off('close', handshake.release);
      }
      throw new ApiError('upgrade-required', '/api/live is a WebSocket: open it with an Upgrade request');
    },
    // Synchronous on purpose: a message that arrives before the listener is attached would be lost.
    wsHandler: (socket, request) => {
      const session = handshakes.get(request);
      if (!session) {
        socket.close(1008, 'no session');
        return;
      }
      socket.once('close', session.release);
      serveConnection(socket, session, services, {
        rate: { perSecond: config.ratePerSecond, burst: config.rateBurst },
        gamesWatched: config.playerLimits.gamesWatched,
        log: request.log,
      });
    },
  });
}
