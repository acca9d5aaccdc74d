/** After a game's end: the replay with every card revealed, and the game record as a download. */
import { ENDPOINTS } from '@katz/protocol';
import { finishedGame } from '../api/game-access.js';
import { loadLog } from '../games/game-store.js';
import { recordOf, replayOf } from '../games/views.js';
import type { Services } from '../services.js';
import { route, type Route } from './endpoint.js';

export const replayRoutes = ({ db }: Services): Route[] => [
  route(ENDPOINTS.getReplay, async ({ params }) => {
    const game = await finishedGame(db, params.id);
    return replayOf(game, await loadLog(db, game.id, 0));
  }),

  route(ENDPOINTS.getRecord, async ({ params, reply }) => {
    const game = await finishedGame(db, params.id);
    void reply.header('content-disposition', `attachment; filename="katz-${game.id}.json"`);
    return recordOf(game, await loadLog(db, game.id, 0));
  }),
];
