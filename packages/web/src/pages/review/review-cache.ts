/**
 * Finished reviews cached in the browser's storage, one per game and settings (not the server's kept review,
 * reviews/ of the server): a review follows from the game's public record and the review's seed alone, so a
 * cached one is exactly what computing it again would give, and a second look (or the replay's marks) costs
 * nothing. Storage that is full or refused keeps nothing, silently: the
 * review is computed again next time.
 */
import { REVIEW_FORMAT, type GameReview, type ReviewSettings } from '@katz/bots/review';

/** Where a game's review of these settings is cached: the format's version, the game and the settings in its name. */
export const reviewKey = (gameId: string, settings: ReviewSettings) =>
  `katz-review-${REVIEW_FORMAT}-${gameId}-${settings.seed}-${settings.worlds}-${settings.searchPlayouts}`;

export function cachedReview(gameId: string, settings: ReviewSettings): GameReview | null {
  try {
    const text = localStorage.getItem(reviewKey(gameId, settings));
    if (text === null) return null;
    // Cached under a key that names the format's version: what is found is of this version.
    return JSON.parse(text) as GameReview;
  } catch {
    return null;
  }
}

export function cacheReview(gameId: string, review: GameReview): void {
  try {
    localStorage.setItem(reviewKey(gameId, review.settings), JSON.stringify(review));
  } catch {
    // Full or refused storage: the review is computed again next time.
  }
}
