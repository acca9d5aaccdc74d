/** Challenges between people: the lobby, invitation links, accepting and cancelling. */
import { ENDPOINTS, type ChallengeView } from '@katz/protocol';
import { addressKey } from '../accounts/client-address.js';
import { ApiError, fromGameError } from '../api/api-error.js';
import {
  acceptChallenge,
  cancelChallenge,
  createChallenge,
  findChallenge,
  openChallenges,
  openChallengesOf,
  type Challenge,
} from '../games/challenges.js';
import type { Services } from '../services.js';
import { route, type Route } from './endpoint.js';

/** Where a person opens an invitation; the web app handles this path (docs/api.md). */
const inviteLink = (id: string): string => `/invite/${id}`;

const challengeView = (challenge: Challenge): ChallengeView => ({
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

/** The most challenges the lobby lists. */
const LOBBY_SIZE = 100;

export const challengeRoutes = ({ config, db, changes }: Services): Route[] => [
  route(ENDPOINTS.createChallenge, async ({ player, body, request }) => {
    const created = await createChallenge(db, {
      creator: player.id,
      address: addressKey(request.ip),
      listed: body.visibility === 'lobby',
      turnSeconds: body.turnSeconds,
      rated: body.rated,
      limits: config.playerLimits,
    });
    if (!created.ok) throw fromGameError(created.error);
    return challengeView(created.value);
  }),
  route(ENDPOINTS.listChallenges, async ({ player, query }) => {
    if (!query.mine) return (await openChallenges(db, LOBBY_SIZE)).map(challengeView);
    if (!player) {
      throw new ApiError('no-session', "mine=true lists the session's own challenges: it needs a session");
    }
    return (await openChallengesOf(db, player.id)).map(challengeView);
  }),
  route(ENDPOINTS.getChallenge, async ({ params }) => {
    const challenge = await findChallenge(db, params.id);
    if (!challenge) throw new ApiError('challenge-not-found', `there is no challenge ${params.id}`);
    return challengeView(challenge);
  }),
  route(ENDPOINTS.acceptChallenge, async ({ player, params }) => {
    const accepted = await acceptChallenge(db, params.id, player.id);
    if (!accepted.ok) throw fromGameError(accepted.error);
    // Kept, so that the players' first updates and the first play need no read of it (change-reader.ts).
    changes.remember(accepted.value, []);
    return { gameId: accepted.value.id };
  }),
  route(ENDPOINTS.cancelChallenge, async ({ player, params }) => {
    const cancelled = await cancelChallenge(db, params.id, player.id);
    if (!cancelled.ok) throw fromGameError(cancelled.error);
    return null;
  }),
];
