/** How a rating is shown: rounded, and marked provisional while it rests on few games. */
import type { SeatRating } from '@katz/protocol';

/** Below this many rated games a rating is provisional: it still moves a lot with each game. */
const PROVISIONAL_BELOW_GAMES = 10;

export const isProvisional = (games: number): boolean => games < PROVISIONAL_BELOW_GAMES;

/** A seat's rating from the columns read with a game; null for a guest (no rating read). */
export function seatRating(rating: number | null, games: number | null): SeatRating | null {
  if (rating === null || games === null) return null;
  return { value: Math.round(rating), provisional: isProvisional(games) };
}
