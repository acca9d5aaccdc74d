/**
 * One player's WebSocket connection: reads each frame as a client message (frames.ts), refuses floods, hands the
 * message to its handler (message-handlers.ts), and sends the server's messages, typed by the protocol.
 */
import type { WebSocket } from '@fastify/websocket';
import { LIVE_CLOSE, type ClientMessage, type ServerMessage } from '@katz/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../api/api-error.js';
import { createConnectionLimiter, type RateLimit } from '../api/rate-limiter.js';
import type { Player } from '../identity/players.js';
import type { Services } from '../services.js';
import { sessionExists } from '../identity/sessions.js';
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
  session: { readonly player: Player; readonly tokenHash: string },
  services: Services,
  options: ConnectionOptions,
): void {
  const { player, tokenHash } = session;
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
  // The session ended (a logout, here or everywhere, a recovery): nothing more is answered, and the socket
  // closes with the code the client knows to mean it. Before a game is shown, the session is asked for too,
  // so that a session that merely expired shows nothing either.
  let sessionEnded = false;
  const endSession = () => {
    sessionEnded = true;
    socket.close(LIVE_CLOSE.sessionEnded, 'session ended');
  };
  const stopSessionWatch = feed.watchSession(tokenHash, endSession);
  const sessionLive = async (): Promise<boolean> => {
    if (!sessionEnded && !(await sessionExists(db, tokenHash))) endSession();
    return !sessionEnded;
  };
  const watches = createWatches({
    db,
    feed,
    changes,
    spectators,
    playerId: player.id,
    sessionLive,
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
  const allowed = createConnectionLimiter(options.rate);
  let plays: Promise<void> = Promise.resolve();
  let throttledInARow = 0;

  socket.on('message', (data, isBinary) => {
    if (sessionEnded) {
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
    const message = read.value;
    // The table's type is checked by `satisfies` where it is made; here each message meets its own handler.
    const handle = handlers[message.type] as (message: ClientMessage) => Promise<void>;
    const run = () =>
      handle(message).catch((error: unknown) => {
        if (error instanceof ApiError) {
          refuse(error, message.ref);
          return;
        }
        options.log.error({ err: error }, 'live message failed');
        refuse(new ApiError('internal', 'the server failed to handle this message'), message.ref);
      });
    // A connection's plays are taken in the order sent, each once the one before it is stored or refused: a
    // play sent right behind another, at the version that one makes, was checked before it was stored (2 of 4
    // such pairs were refused as stale). Watches and the rest need no order among them.
    if (message.type === 'act' || message.type === 'resign') plays = plays.then(run);
    else void run();
  });

  socket.on('close', () => {
    stopSessionWatch();
    stopPlayerWatch();
    leavePresence();
    watches.close();
    tournaments.close();
  });
}
