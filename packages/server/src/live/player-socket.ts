/**
 * One player's WebSocket connection: reads each frame as a client message (frames.ts), refuses floods, hands the
 * message to its handler (message-dispatch.ts), and sends the server's messages, typed by the protocol, while its
 * session lasts (connection-session.ts).
 */
import type { WebSocket } from '@fastify/websocket';
import type { ClientMessage, ServerMessage } from '@katz/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData } from 'ws';
import { ApiError } from '../api/api-error.js';
import { createConnectionLimiter, type RateLimit } from '../api/rate-limiter.js';
import type { Player } from '../identity/players.js';
import type { Services } from '../services.js';
import { watchConnectionSession } from './connection-session.js';
import { createMessageDispatch } from './message-dispatch.js';
import { readClientMessage } from './frames.js';
import { messageHandlers } from './message-handlers.js';
import { createTournamentWatches } from './tournament-watches.js';
import { createWatches } from './watches.js';

/** After this many messages in a row refused for flooding, the connection is closed. */
const FLOOD_CLOSE_AFTER = 100;

export interface ConnectionOptions {
  readonly rate: RateLimit;
  /** Games the connection may follow at once. */
  readonly gamesWatched: number;
  readonly log: FastifyBaseLogger;
}

export function serveConnection(
  socket: WebSocket,
  who: { readonly player: Player; readonly tokenHash: string },
  services: Services,
  options: ConnectionOptions,
): void {
  const { player, tokenHash } = who;
  const { db, feed, changes, spectators } = services;
  const send = (message: ServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const refuse = (error: ApiError, ref: string | undefined) => {
    send({ type: 'error', error: error.toJson(), ...(ref === undefined ? {} : { ref }) });
  };
  let queue: Promise<void> = Promise.resolve();
  const inOrder = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => {
      options.log.error({ err: error }, 'live connection failed to send');
    });
  };
  const session = watchConnectionSession(socket, services, tokenHash);
  const watches = createWatches({
    db,
    feed,
    changes,
    spectators,
    playerId: player.id,
    sessionLive: () => session.live(),
    inOrder,
    send,
    limit: options.gamesWatched,
  });
  const tournaments = createTournamentWatches({ db, feed, send, limit: options.gamesWatched });
  const handlers = messageHandlers({
    db,
    changes,
    playerId: player.id,
    watches,
    tournaments,
    send,
    phrases: services.phraseLimiter,
  });
  // Every page of the player hears of their own games at once (the home page's list, the tab's title).
  const stopPlayerWatch = feed.watchPlayer(player.id, send);
  // A registered player with a connection open is online to the players who follow them (docs/social.md).
  const leavePresence = player.username === null ? () => undefined : services.presence.join(player.id);
  const dispatch = createMessageDispatch(handlers, refuse, options.log);
  socket.on(
    'message',
    messageReader(() => session.ended(), options.rate, refuse, dispatch, socket),
  );

  socket.on('close', () => {
    session.stop();
    stopPlayerWatch();
    leavePresence();
    watches.close();
    tournaments.close();
  });
}

/**
 * What the connection does with each frame: refuses it once the session has ended, and every one after the first
 * of a flood (closing the connection after `FLOOD_CLOSE_AFTER` in a row); else reads it and dispatches it.
 */
function messageReader(
  sessionEnded: () => boolean,
  rate: RateLimit,
  refuse: (error: ApiError, ref: string | undefined) => void,
  dispatch: (message: ClientMessage) => void,
  socket: WebSocket,
): (data: RawData, isBinary: boolean) => void {
  const allowed = createConnectionLimiter(rate);
  let throttledInARow = 0;
  return (data, isBinary) => {
    if (sessionEnded()) {
      refuse(
        new ApiError('session-ended', 'the session of this connection has ended: log in again'),
        undefined,
      );
      return;
    }
    if (!allowed()) {
      throttledInARow++;
      if (throttledInARow === 1) refuse(new ApiError('throttled', 'too many messages: slow down'), undefined);
      if (throttledInARow >= FLOOD_CLOSE_AFTER) socket.close(1008, 'flooding');
      return;
    }
    throttledInARow = 0;
    const read = readClientMessage(data, isBinary);
    if (!read.ok) {
      refuse(read.error.error, read.error.ref);
      return;
    }
    dispatch(read.value);
  };
}
