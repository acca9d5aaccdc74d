/**
 * What the server does for each message a client sends over the WebSocket: one handler per message type, in a
 * table the protocol's `ClientMessageHandlers` checks, so a message type without a handler does not compile.
 * Acting and resigning go through the same operations as the HTTP API.
 */
import { playsOf, type ClientMessageHandlers, type ServerMessage } from '@katz/protocol';
import { ApiError, fromGameError } from '../api/api-error.js';
import { playForPerson } from '../api/play-for-person.js';
import type { ChangeReader } from '../changes/change-reader.js';
import type { Database } from '../db/database.js';
import { resign } from '../games/end-game.js';
import type { RateLimiter } from '../api/rate-limiter.js';
import { PeopleRefusal } from '../people/people-refusal.js';
import { sayPhrase } from '../people/phrases.js';
import type { TournamentWatches } from './tournament-watches.js';
import type { Watches } from './watches.js';

export interface HandlerContext {
  readonly db: Database;
  readonly changes: ChangeReader;
  readonly playerId: string;
  readonly watches: Watches;
  readonly tournaments: TournamentWatches;
  readonly send: (message: ServerMessage) => void;
  /** The phrases each player of this process may say: a few a minute. */
  readonly phrases: RateLimiter;
}

const echo = (ref: string | undefined) => (ref === undefined ? {} : { ref });

export const messageHandlers = ({
  db,
  changes,
  playerId,
  watches,
  tournaments,
  send,
  phrases,
}: HandlerContext) =>
  ({
    ping: ({ ref }) => {
      send({ type: 'pong', ...echo(ref) });
      return Promise.resolve();
    },

    watch: ({ gameId, since, ref }) => watches.watch(gameId, since, ref),

    unwatch: ({ gameId, ref }) => {
      watches.unwatch(gameId);
      send({ type: 'unwatched', gameId, ...echo(ref) });
      return Promise.resolve();
    },

    act: async (message) => {
      const played = await playForPerson(db, changes, {
        gameId: message.gameId,
        playerId,
        version: message.version,
        actions: playsOf(message),
        clientActionId: message.clientActionId,
      });
      const version = played.entries.at(-1)?.version ?? played.game.version;
      send({ type: 'ack', gameId: message.gameId, version, repeated: played.repeated, ...echo(message.ref) });
    },

    watchTournament: ({ tournamentId, ref }) => tournaments.watch(tournamentId, ref),

    unwatchTournament: ({ tournamentId }) => {
      tournaments.unwatch(tournamentId);
      return Promise.resolve();
    },

    say: async ({ gameId, phrase, ref }) => {
      if (!phrases.take(playerId)) {
        const wait = Math.ceil(phrases.retryAfter(playerId));
        throw new ApiError('throttled', `a few phrases a minute at most: wait ${String(wait)} s`);
      }
      await sayPhrase(db, { gameId, playerId, phrase }).catch((error: unknown) => {
        throw error instanceof PeopleRefusal ? new ApiError(error.code, error.message) : error;
      });
      send({ type: 'pong', ...echo(ref) });
    },

    resign: async ({ gameId, ref }) => {
      const ended = await resign(db, gameId, playerId);
      if (!ended.ok) throw fromGameError(ended.error);
      send({ type: 'ack', gameId, version: ended.value.version, repeated: false, ...echo(ref) });
    },
  }) satisfies ClientMessageHandlers;
