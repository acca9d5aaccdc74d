/** Ratings (docs/ratings.md): the leaderboard, a player's rating and its history, the computer's fixed ratings. */
import { z } from 'zod';
import { LEVEL } from './levels.js';
import { COUNT, ID, TIMESTAMP } from './primitives.js';

/** A rating on the familiar scale, rounded to a whole number (1500 for a newcomer). */
const RATING = z.number().int();

const PROVISIONAL = z
  .boolean()
  .meta({ description: 'fewer than 10 rated games: the rating is still unsure' });

/** A rating as shown beside a person's name in a game. */
export const SEAT_RATING = z
  .strictObject({ value: RATING, provisional: PROVISIONAL })
  .meta({ description: "a registered player's current rating" });
export type SeatRating = z.infer<typeof SEAT_RATING>;

/** A registered player's account name, as a path parameter (compared case-insensitively). */
export const PLAYER_NAME_PARAMS = z.strictObject({ name: z.string().min(1).max(64) });

export const LEADERBOARD_QUERY = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const RATED_PLAYER = z.strictObject({
  id: ID,
  name: z.string().meta({ description: 'the display name' }),
  username: z.string().meta({ description: 'the account name, for /api/players/{name}/rating' }),
});

export const LEADERBOARD_ENTRY = z.strictObject({
  rank: z.number().int().min(1),
  player: RATED_PLAYER,
  rating: RATING,
  rd: RATING.meta({ description: 'rating deviation: how unsure the rating is' }),
  games: COUNT,
  provisional: PROVISIONAL,
});
export type LeaderboardEntry = z.infer<typeof LEADERBOARD_ENTRY>;

export const PLAYER_RATING = z.strictObject({
  player: RATED_PLAYER,
  rating: RATING,
  rd: RATING,
  volatility: z.number(),
  games: COUNT,
  provisional: PROVISIONAL,
});
export type PlayerRating = z.infer<typeof PLAYER_RATING>;

export const RATING_HISTORY_QUERY = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const RATING_CHANGE = z
  .strictObject({
    gameId: ID,
    at: TIMESTAMP,
    opponent: z.strictObject({ id: ID, name: z.string(), username: z.string().nullable() }),
    score: z.union([z.literal(0), z.literal(0.5), z.literal(1)]),
    before: RATING,
    after: RATING,
    rdAfter: RATING,
  })
  .meta({ description: "one rated game's change of the player's rating, newest first" });
export type RatingChange = z.infer<typeof RATING_CHANGE>;

export const COMPUTER_RATING = z
  .strictObject({ level: LEVEL, rating: RATING })
  .meta({ description: "a computer level's fixed rating, from measured matches between the levels" });
export type ComputerRating = z.infer<typeof COMPUTER_RATING>;
