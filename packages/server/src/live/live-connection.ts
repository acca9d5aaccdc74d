/**
 * One player's WebSocket connection: validates each message, acts through the same operations as the HTTP API,
 * and sends each watched game's changes as that player may see them, in order, after they are stored.
 */
import type { WebSocket } from '@fastify/websocket';
import type { FastifyBaseLogger } from 'fastify';
import { resign } from '../games/end-game.js';
import { loadGame, loadLog } from '../games/game-store.js';
import { playForPerson } from './play-for-person.js';
import { seatOfPlayer } from '../games/stored-game.js';
import { entryView, gameView } from '../games/views.js';
import { ApiError, fromGameError } from '../http/api-error.js';
import { createConnectionLimiter, type RateLimit } from '../http/rate-limiter.js';
import type { Player } from '../identity/players.js';
import type { Services } from '../services.js';
import { CLIENT_MESSAGE, MAX_MESSAGE_BYTES, type ClientMessage } from './protocol.js';

/** After this many messages in a row refused for flooding, the connection is closed. */
const FLOOD_CLOSE_AFTER = 100;

interface Watch {
  sent: number;
  readonly stop: () => void;
}

export function serveConnection(
  socket: WebSocket,
  player: Player,
  services: Services,
  options: { readonly rate: RateLimit; readonly log: FastifyBaseLogger },
): void {
  const { db, feed, changes } = services;
  const watches = new Map<string, Watch>();
  const allowed = createConnectionLimiter(options.rate);
  let throttledInARow = 0;
  /** Every send goes through this chain, so a game's updates leave in version order. */
  let chain: Promise<void> = Promise.resolve();
  const inOrder = (work: () => Promise<void>) => {
    chain = chain.then(work).catch((error: unknown) => {
      options.log.error({ err: error }, 'live connection failed to send');
    });
  };
  const send = (message: object) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const refuse = (error: ApiError, ref?: string) => {
    send({ type: 'error', ...(ref === undefined ? {} : { ref }), ...error.toJson() });
  };

  /** Sends what changed in a watched game since the last frame for it, once `version` is announced. */
  const push = (gameId: string, version: number) => {
    inOrder(async () => {
      const watch = watches.get(gameId);
      if (!watch || version <= watch.sent) return;
      const { game, entries } = await changes.read(gameId, watch.sent, version);
      if (!game || game.version <= watch.sent) return;
      const viewer = seatOfPlayer(game, player.id);
      watch.sent = game.version;
      send({
        type: 'update',
        gameId,
        game: gameView(game, viewer),
        entries: entries.map((entry) => entryView(entry, viewer)),
      });
    });
  };

  const stopPlayerWatch = feed.watchPlayer(player.id, (gameId) => {
    send({ type: 'gameStarted', gameId });
  });

  const handle = async (message: ClientMessage): Promise<void> => {
    switch (message.type) {
      case 'ping':
        send({ type: 'pong', ref: message.ref });
        return;
      case 'watch': {
        const game = await loadGame(db, message.gameId);
        if (!game) throw new ApiError(404, 'game-not-found', `there is no game ${message.gameId}`);
        watches.get(message.gameId)?.stop();
        const since = Math.min(message.since ?? game.version, game.version);
        const stop = feed.watchGame(message.gameId, (_gameId, version) => {
          push(message.gameId, version);
        });
        watches.set(message.gameId, { sent: since, stop });
        inOrder(async () => {
          const viewer = seatOfPlayer(game, player.id);
          const current = await loadGame(db, message.gameId);
          const watch = watches.get(message.gameId);
          if (!current || !watch) return;
          const entries = await loadLog(db, message.gameId, watch.sent);
          watch.sent = current.version;
          send({
            type: 'update',
            gameId: message.gameId,
            ref: message.ref,
            game: gameView(current, viewer),
            entries: entries.map((entry) => entryView(entry, viewer)),
          });
        });
        return;
      }
      case 'unwatch':
        watches.get(message.gameId)?.stop();
        watches.delete(message.gameId);
        send({ type: 'unwatched', gameId: message.gameId, ref: message.ref });
        return;
      case 'act': {
        const played = await playForPerson(db, changes, {
          gameId: message.gameId,
          actor: { playerId: player.id },
          version: message.version,
          action: message.action,
          clientActionId: message.clientActionId ?? null,
        });
        send({
          type: 'ack',
          ref: message.ref,
          gameId: message.gameId,
          version: played.entry.version,
          repeated: played.repeated,
        });
        return;
      }
      case 'resign': {
        const ended = await resign(db, message.gameId, player.id);
        if (!ended.ok) throw fromGameError(ended.error);
        send({
          type: 'ack',
          ref: message.ref,
          gameId: message.gameId,
          version: ended.value.version,
          repeated: false,
        });
        return;
      }
    }
  };

  socket.on('message', (data, isBinary) => {
    if (!allowed()) {
      throttledInARow++;
      if (throttledInARow === 1) refuse(new ApiError(429, 'throttled', 'too many messages: slow down'));
      if (throttledInARow >= FLOOD_CLOSE_AFTER) socket.close(1008, 'flooding');
      return;
    }
    throttledInARow = 0;
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    if (isBinary) {
      refuse(new ApiError(400, 'binary-frame', 'messages are JSON text frames'));
      return;
    }
    if (bytes.length > MAX_MESSAGE_BYTES) {
      refuse(
        new ApiError(
          413,
          'too-large',
          `a message has at most ${MAX_MESSAGE_BYTES} bytes, this one ${bytes.length}`,
        ),
      );
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(bytes.toString('utf8'));
    } catch (error) {
      refuse(new ApiError(400, 'malformed-json', `the message is not JSON: ${(error as Error).message}`));
      return;
    }
    const parsed = CLIENT_MESSAGE.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = (issue?.path ?? []).map(String).join('.');
      const ref =
        typeof json === 'object' && json !== null && 'ref' in json && typeof json.ref === 'string'
          ? json.ref
          : undefined;
      refuse(
        new ApiError(
          400,
          'invalid-input',
          `${path === '' ? 'message' : path}: ${issue?.message ?? 'invalid'}`,
          path,
        ),
        ref,
      );
      return;
    }
    const message = parsed.data;
    handle(message).catch((error: unknown) => {
      if (error instanceof ApiError) refuse(error, message.ref);
      else {
        options.log.error({ err: error }, 'live message failed');
        refuse(new ApiError(500, 'internal', 'the server failed to handle this message'), message.ref);
      }
    });
  });

  socket.on('close', () => {
    stopPlayerWatch();
    for (const watch of watches.values()) watch.stop();
    watches.clear();
  });
}
