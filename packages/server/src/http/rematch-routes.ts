/** Around a finished or running game: its rematch offer, and how many watch it. */
import { ENDPOINTS } from '@katz/protocol';
import { fromGameError } from '../api/api-error.js';
import { gameSeenBy } from '../api/game-access.js';
import { tableNews } from '../api/table-news.js';
import { declineRematch, offerRematch } from '../games/rematch.js';
import type { Services } from '../services.js';
import { route, type Route } from './endpoint.js';

export const rematchRoutes = ({ db, spectators }: Services): Route[] => [
  route(ENDPOINTS.tableNews, async ({ player, params }) => {
    await gameSeenBy(db, params.id, player?.id ?? null);
    return tableNews(db, spectators, params.id);
  }),
  route(ENDPOINTS.offerRematch, async ({ player, params }) => {
    const offered = await offerRematch(db, params.id, player.id);
    if (!offered.ok) throw fromGameError(offered.error);
    return offered.value;
  }),
  route(ENDPOINTS.declineRematch, async ({ player, params }) => {
    const declined = await declineRematch(db, params.id, player.id);
    if (!declined.ok) throw fromGameError(declined.error);
    return declined.value;
  }),
];
