/**
 * Which decisions "Learn from your mistakes" (`/replay/{id}/learn`, pages/mistakes/) goes through for a seat:
 * its mistakes and blunders in the game's order, and its inaccuracies too where it made fewer than three of the
 * others, so that a game played well still offers a few. Here, beside the review, so that the review page can
 * tell whether to offer the page at all without importing it.
 */
import type { ReviewedDecision } from '@katz/bots/review';
import type { PlayerIndex } from '@katz/engine';

/** Fewer mistakes and blunders than this, and the inaccuracies are taken too. */
const FEW = 3;

/** The seat's decisions to learn from, in the game's order; `asked` (a decision's index) among them if given. */
export function decisionsToLearn(
  decisions: readonly ReviewedDecision[],
  seat: PlayerIndex,
  asked: number | null = null,
): ReviewedDecision[] {
  const own = decisions.filter((decision) => decision.seat === seat);
  const serious = own.filter((decision) => decision.mark === 'mistake' || decision.mark === 'blunder');
  const marked = serious.length < FEW ? own.filter((decision) => decision.mark !== null) : serious;
  const extra = own.find((decision) => decision.index === asked && !marked.includes(decision));
  return extra === undefined ? marked : [...marked, extra].sort((a, b) => a.index - b.index);
}

/** The page's address: at a decision, or at a seat's first. */
export function learnPath(
  gameId: string,
  at: { readonly decision: number } | { readonly seat: PlayerIndex },
): string {
  const query = 'decision' in at ? `decision=${at.decision}` : `seat=${at.seat}`;
  return `/replay/${gameId}/learn?${query}`;
}
