/** Challenges between people: the lobby, invitation links, accepting and cancelling. */
import { z } from 'zod';
import {
  acceptChallenge,
  cancelChallenge,
  createChallenge,
  findChallenge,
  openChallenges,
  type Challenge,
} from '../games/challenges.js';
import type { Services } from '../services.js';
import { ApiError, fromGameError } from './api-error.js';
import { endpoint, type Endpoint } from './endpoint.js';
import { CHALLENGE, CHALLENGE_BODY, GAME_PARAMS } from './schemas.js';

/** Where a person opens an invitation; the web app handles this path (docs/api.md). */
const inviteLink = (id: string): string => `/invite/${id}`;

const challengeView = (challenge: Challenge) => ({
  id: challenge.id,
  creator: challenge.creator,
  visibility: challenge.listed ? 'lobby' : 'link',
  turnSeconds: challenge.turnSeconds,
  state: challenge.state,
  gameId: challenge.gameId,
  link: inviteLink(challenge.id),
});

export const challengeEndpoints = ({ db }: Services): Endpoint[] => [
  endpoint({
    method: 'POST',
    url: '/api/challenges',
    summary: 'Challenge a person: an open challenge in the lobby, or one for an invitation link',
    tag: 'challenges',
    session: true,
    body: CHALLENGE_BODY,
    status: 201,
    response: CHALLENGE,
    handle: async ({ player, body }) => {
      const id = await createChallenge(db, {
        creator: player.id,
        listed: body.visibility === 'lobby',
        turnSeconds: body.turnSeconds,
      });
      const challenge = await findChallenge(db, id);
      if (!challenge) throw new Error(`challenge ${id} vanished after its creation`);
      return challengeView(challenge);
    },
  }),
  endpoint({
    method: 'GET',
    url: '/api/challenges',
    summary: 'The lobby: open challenges anyone may accept, oldest first',
    tag: 'challenges',
    session: false,
    response: z.array(CHALLENGE),
    handle: async () => (await openChallenges(db, 100)).map(challengeView),
  }),
  endpoint({
    method: 'GET',
    url: '/api/challenges/:id',
    summary: 'One challenge (what an invitation link shows); once accepted it names its game',
    tag: 'challenges',
    session: false,
    params: GAME_PARAMS,
    response: CHALLENGE,
    refusals: [404],
    handle: async ({ params }) => {
      const challenge = await findChallenge(db, params.id);
      if (!challenge) throw new ApiError(404, 'challenge-not-found', `there is no challenge ${params.id}`);
      return challengeView(challenge);
    },
  }),
  endpoint({
    method: 'POST',
    url: '/api/challenges/:id/accept',
    summary: "Accept someone else's open challenge; starts the game",
    tag: 'challenges',
    session: true,
    params: GAME_PARAMS,
    response: z.object({ gameId: z.string() }),
    refusals: [404, 409],
    handle: async ({ player, params }) => {
      const accepted = await acceptChallenge(db, params.id, player.id);
      if (!accepted.ok) throw fromGameError(accepted.error);
      return { gameId: accepted.value };
    },
  }),
  endpoint({
    method: 'DELETE',
    url: '/api/challenges/:id',
    summary: 'Withdraw your open challenge',
    tag: 'challenges',
    session: true,
    params: GAME_PARAMS,
    status: 204,
    response: null,
    refusals: [403, 404, 409],
    handle: async ({ player, params }) => {
      const cancelled = await cancelChallenge(db, params.id, player.id);
      if (!cancelled.ok) throw fromGameError(cancelled.error);
      return undefined;
    },
  }),
];
