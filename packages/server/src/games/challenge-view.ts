/** A challenge as the API shows it (the protocol's CHALLENGE): to its creator, its player, or the lobby. */
import type { ChallengeView } from '@katz/protocol';
import type { Challenge } from './challenges.js';

/** Where a person opens an invitation; the web app handles this path (docs/api.md). */
const inviteLink = (id: string): string => `/invite/${id}`;

export const challengeView = (challenge: Challenge): ChallengeView => ({
  id: challenge.id,
  creator: challenge.creator,
  visibility: challenge.to !== null ? 'direct' : challenge.listed ? 'lobby' : 'link',
  to: challenge.to?.name ?? null,
  turnSeconds: challenge.turnSeconds,
  rated: challenge.rated,
  state: challenge.state,
  gameId: challenge.gameId,
  expiresAt: challenge.expiresAt?.toISOString() ?? null,
  link: inviteLink(challenge.id),
});
