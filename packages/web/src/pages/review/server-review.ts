/**
 * The review the server keeps of a finished game (docs/api.md, "The kept review"): asking for it queues it there
 * when nobody has yet, so that later viewers get it at once. Only a review of this page's format and settings is
 * taken; anything else (not done yet, refused, no answer) leaves the page to compute its own.
 */
import type { GameReview, ReviewSettings } from '@katz/bots/review';
import { ENDPOINTS } from '@katz/protocol';
import { api } from '../../connection/browser-connection.js';

const sameSettings = (a: ReviewSettings, b: ReviewSettings) =>
  (Object.keys(b) as (keyof ReviewSettings)[]).every((key) => a[key] === b[key]);

export async function serverReview(gameId: string, settings: ReviewSettings): Promise<GameReview | null> {
  // An answer out of step with the protocol (a server of another version) throws: the page computes its own.
  const result = await api.call(ENDPOINTS.getReview, { params: { id: gameId } }).catch(() => null);
  if (result === null || !result.ok || 'state' in result.value) return null;
  // Checked by the protocol's schema, which must match the review format of @katz/bots/review to compile here.
  const review: GameReview = result.value;
  return sameSettings(review.settings, settings) ? review : null;
}
