/** Challenges between people: the lobby, invitation links, direct challenges' answers, accepting and cancelling. */
import { ENDPOINTS } from '@katz/protocol';
import { addressKey } from '../accounts/client-address.js';
import { ApiError, fromGameError } from '../api/api-error.js';
import {
  acceptChallenge,
  cancelChallenge,
  createChallenge,
  findChallenge,
  openChallenges,
  openChallengesOf,
  openChallengesTo,
  declineChallenge,
  visibleTo,
} from '../games/challenges.js';
import { challengeView } from '../games/challenge-view.js';
import type { Services } from '../services.js';
import { route, type Route } from './endpoint.js';

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
    if (!query.mine && !query.incoming) return (await openChallenges(db, LOBBY_SIZE)).map(challengeView);
    if (!player) {
      throw new ApiError(
        'no-session',
        "mine=true and incoming=true list the session's challenges: they need a session",
      );
    }
    const mine = query.mine ? await openChallengesOf(db, player.id) : [];
    const incoming = query.incoming ? await openChallengesTo(db, player.id) : [];
    return [...mine, ...incoming].map(challengeView);
  }),
  route(ENDPOINTS.getChallenge, async ({ params, player }) => {
    const challenge = await findChallenge(db, params.id);
    // A direct challenge shows to its two players only: to anyone else it does not exist.
    if (!challenge || !visibleTo(challenge, player?.id ?? null)) {
      throw new ApiError('challenge-not-found', `there is no challenge ${params.id}`);
    }
    return challengeView(challenge);
  }),
  route(ENDPOINTS.acceptChallenge, async ({ player, params }) => {
    const accepted = await acceptChallenge(db, params.id, player.id);
    if (!accepted.ok) throw fromGameError(accepted.error);
    // Kept, so that the players' first updates and the first play need no read of it (change-reader.ts).
    changes.remember(accepted.value, []);
    return { gameId: accepted.value.id };
  }),
  route(ENDPOINTS.declineChallenge, async ({ player, params }) => {
    const declined = await declineChallenge(db, params.id, player.id);
    if (!declined.ok) throw fromGameError(declined.error);
    return null;
  }),
  route(ENDPOINTS.cancelChallenge, async ({ player, params }) => {
    const cancelled = await cancelChallenge(db, params.id, player.id);
    if (!cancelled.ok) throw fromGameError(cancelled.error);
    return null;
  }),
];
