/** Games: start one against the computer, list, look, act, resign, and after the end replay and download. */
import { createGame } from '../games/create-game.js';
import { resign } from '../games/end-game.js';
import { listGamesOf, loadGame, loadLog } from '../games/game-store.js';
import { playForPerson } from '../live/play-for-person.js';
import { seatOfPlayer, type StoredGame } from '../games/stored-game.js';
import { entryView, gameView, recordOf, replayOf } from '../games/views.js';
import { PLAYER_LEVELS } from '../computer/levels.js';
import type { Services } from '../services.js';
import { ApiError, fromGameError } from './api-error.js';
import { endpoint, type Endpoint } from './endpoint.js';
import {
  ACTION_BODY,
  ACTION_REPLY,
  COMPUTER_GAME_BODY,
  ENTRY,
  GAME,
  GAME_PARAMS,
  GAME_SUMMARY,
  GAMES_QUERY,
  LOG_QUERY,
  REPLAY,
} from './schemas.js';
import { z } from 'zod';

export const gameEndpoints = ({ db, changes }: Services): Endpoint[] => {
  const found = async (id: string): Promise<StoredGame> => {
    const game = await loadGame(db, id);
    if (!game) throw new ApiError(404, 'game-not-found', `there is no game ${id}`);
    return game;
  };
  const finished = async (id: string): Promise<StoredGame> => {
    const game = await found(id);
    if (game.state !== 'over') {
      throw new ApiError(
        409,
        'game-running',
        'the game is still running: its replay and record come after the end',
      );
    }
    return game;
  };
  return [
    endpoint({
      method: 'GET',
      url: '/api/levels',
      summary: "The computer's levels, with their names in English, German and Dutch",
      tag: 'games',
      session: false,
      response: z.array(z.object({ level: z.string(), name: z.record(z.string(), z.string()) })),
      handle: () => Promise.resolve(PLAYER_LEVELS),
    }),
    endpoint({
      method: 'POST',
      url: '/api/games',
      summary: 'Start a game against the computer at the chosen level',
      tag: 'games',
      session: true,
      body: COMPUTER_GAME_BODY,
      status: 201,
      response: GAME,
      handle: async ({ player, body }) => {
        const id = await db.transaction((tx) =>
          createGame(tx, {
            seats: [{ playerId: player.id }, { computer: body.level }],
            turnSeconds: body.turnSeconds,
          }),
        );
        return gameView(await found(id), 0);
      },
    }),
    endpoint({
      method: 'GET',
      url: '/api/games',
      summary: "The player's running games (whose turn, time left) or finished ones, newest first",
      tag: 'games',
      session: true,
      query: GAMES_QUERY,
      response: z.array(GAME_SUMMARY),
      handle: async ({ player, query }) => {
        const games = await listGamesOf(db, player.id, { state: query.state, limit: 100 });
        return games.map((game) => {
          const seat = seatOfPlayer(game, player.id) ?? 0;
          const view = gameView(game, seat);
          return {
            id: game.id,
            state: game.state,
            seat,
            opponent: view.seats[seat === 0 ? 1 : 0],
            yourTurn: game.state === 'running' && game.position.toMove === seat,
            clock: view.clock,
            result: game.result,
            version: game.version,
            updatedAt: game.updatedAt.toISOString(),
          };
        });
      },
    }),
    endpoint({
      method: 'GET',
      url: '/api/games/:id',
      summary: "A game as this player may see it (a spectator's view for anyone not seated)",
      tag: 'games',
      session: true,
      params: GAME_PARAMS,
      response: GAME,
      refusals: [404],
      handle: async ({ player, params }) => {
        const game = await found(params.id);
        return gameView(game, seatOfPlayer(game, player.id));
      },
    }),
    endpoint({
      method: 'GET',
      url: '/api/games/:id/log',
      summary: 'The entries after version `since`, with the events this player may see: what a client missed',
      tag: 'games',
      session: true,
      params: GAME_PARAMS,
      query: LOG_QUERY,
      response: z.array(ENTRY),
      refusals: [404],
      handle: async ({ player, params, query }) => {
        const game = await found(params.id);
        const viewer = seatOfPlayer(game, player.id);
        return (await loadLog(db, game.id, query.since)).map((entry) => entryView(entry, viewer));
      },
    }),
    endpoint({
      method: 'POST',
      url: '/api/games/:id/actions',
      summary: 'Play an action on your turn; `version` is the game version you saw',
      tag: 'games',
      session: true,
      params: GAME_PARAMS,
      body: ACTION_BODY,
      response: ACTION_REPLY,
      refusals: [403, 404, 409, 413, 422],
      handle: async ({ player, params, body }) => {
        const { game, entry, repeated } = await playForPerson(db, changes, {
          gameId: params.id,
          actor: { playerId: player.id },
          version: body.version,
          action: body.action,
          clientActionId: body.clientActionId ?? null,
        });
        const seat = seatOfPlayer(game, player.id);
        return { repeated, entry: entryView(entry, seat), game: gameView(game, seat) };
      },
    }),
    endpoint({
      method: 'POST',
      url: '/api/games/:id/resign',
      summary: 'Give up the game (at any time); the other player wins',
      tag: 'games',
      session: true,
      params: GAME_PARAMS,
      response: GAME,
      refusals: [403, 404, 409],
      handle: async ({ player, params }) => {
        const ended = await resign(db, params.id, player.id);
        if (!ended.ok) throw fromGameError(ended.error);
        return gameView(ended.value, seatOfPlayer(ended.value, player.id));
      },
    }),
    endpoint({
      method: 'GET',
      url: '/api/games/:id/replay',
      summary: 'A finished game with every card revealed: its seed, record, start, end and every event',
      tag: 'games',
      session: false,
      params: GAME_PARAMS,
      response: REPLAY,
      refusals: [404, 409],
      handle: async ({ params }) => {
        const game = await finished(params.id);
        return replayOf(game, await loadLog(db, game.id, 0));
      },
    }),
    endpoint({
      method: 'GET',
      url: '/api/games/:id/record',
      summary: 'Download the game record of a finished game (docs/formats.md), for `katz replay`',
      tag: 'games',
      session: false,
      params: GAME_PARAMS,
      response: REPLAY.shape.record,
      refusals: [404, 409],
      handle: async ({ params, reply }) => {
        const game = await finished(params.id);
        void reply.header('content-disposition', `attachment; filename="katz-${game.id}.json"`);
        return recordOf(game, await loadLog(db, game.id, 0));
      },
    }),
  ];
};
