/** Games: start one against the computer, list them, look at one, follow its log, play, resign. */
import { ENDPOINTS, playsOf } from '@katz/protocol';
import { existingGame, gameSeenBy } from '../api/game-access.js';
import { fromGameError } from '../api/api-error.js';
import { playForPerson } from '../api/play-for-person.js';
import { OFFERED_LEVELS } from '../computer/levels.js';
import { resign } from '../games/end-game.js';
import { listGamesOf, loadLog } from '../games/game-store.js';
import { startComputerGame } from '../games/start-computer-game.js';
import { seatOfPlayer } from '../games/stored-game.js';
import { entryView, gameSummary, gameView } from '../games/views.js';
import type { Services } from '../services.js';
import { route, type Route } from './endpoint.js';

export const gameRoutes = ({ config, db, changes }: Services): Route[] => [
  route(ENDPOINTS.listLevels, () => Promise.resolve(OFFERED_LEVELS)),

  route(ENDPOINTS.startComputerGame, async ({ player, body }) => {
    const started = await startComputerGame(db, {
      playerId: player.id,
      level: body.level,
      turnSeconds: body.turnSeconds,
      limit: config.playerLimits.computerGames,
    });
    if (!started.ok) throw fromGameError(started.error);
    return gameView(await existingGame(db, started.value), 0);
  }),

  route(ENDPOINTS.listGames, async ({ player, query }) => {
    const games = await listGamesOf(db, player.id, { state: query.state, limit: 100 });
    return games.map((game) => gameSummary(game, seatOfPlayer(game, player.id) ?? 0));
  }),

  // No session needed: a link to a game shows its table to a new visitor at once, as a spectator.
  route(ENDPOINTS.getGame, async ({ player, params }) => {
    const game = await gameSeenBy(db, params.id, player?.id ?? null);
    return gameView(game, player === null ? null : seatOfPlayer(game, player.id));
  }),

  route(ENDPOINTS.getLog, async ({ player, params, query }) => {
    const game = await gameSeenBy(db, params.id, player.id);
    const viewer = seatOfPlayer(game, player.id);
    return (await loadLog(db, game.id, query.since)).map((entry) => entryView(entry, viewer));
  }),

  route(ENDPOINTS.play, async ({ player, params, body }) => {
    const { game, entries, repeated } = await playForPerson(db, changes, {
      gameId: params.id,
      playerId: player.id,
      version: body.version,
      actions: playsOf(body),
      clientActionId: body.clientActionId,
    });
    const seat = seatOfPlayer(game, player.id);
    const seen = entries.map((entry) => entryView(entry, seat));
    const last = seen.at(-1);
    if (!last) throw new Error(`game ${game.id}: a play stored no entry`);
    return { repeated, entry: last, entries: seen, game: gameView(game, seat) };
  }),

  route(ENDPOINTS.resign, async ({ player, params }) => {
    const ended = await resign(db, params.id, player.id);
    if (!ended.ok) throw fromGameError(ended.error);
    return gameView(ended.value, seatOfPlayer(ended.value, player.id));
  }),
];
