/** Ratings: the leaderboard, a player's rating and history by account name, the computer's fixed ratings. */
import { ENDPOINTS } from '@katz/protocol';
import { ApiError } from '../api/api-error.js';
import { COMPUTER_RATINGS } from '../ratings/computer-ratings.js';
import { leaderboard, playerRating, ratingHistory } from '../ratings/leaderboard.js';
import type { Services } from '../services.js';
import { route, type Route } from './endpoint.js';

const noSuchPlayer = (name: string) =>
  new ApiError('player-not-found', `there is no registered player named ${JSON.stringify(name)}`);

export const ratingRoutes = ({ db }: Services): Route[] => [
  route(ENDPOINTS.leaderboard, ({ query }) => leaderboard(db, query.limit)),
  route(ENDPOINTS.computerRatings, () => Promise.resolve(COMPUTER_RATINGS)),
  route(ENDPOINTS.playerRating, async ({ params }) => {
    const rating = await playerRating(db, params.name);
    if (!rating) throw noSuchPlayer(params.name);
    return rating;
  }),
  route(ENDPOINTS.playerRatingHistory, async ({ params, query }) => {
    const rating = await playerRating(db, params.name);
    if (!rating) throw noSuchPlayer(params.name);
    return ratingHistory(db, rating.player.id, query.limit);
  }),
];
