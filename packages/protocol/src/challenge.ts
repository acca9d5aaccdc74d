/** Challenges between people: the lobby and invitation links. */
import { z } from 'zod';
import { DEFAULT_TURN_SECONDS, ID, TURN_SECONDS } from './primitives.js';
import { PLAYER } from './session.js';

export const CHALLENGE_BODY = z.strictObject({
  visibility: z.enum(['lobby', 'link']).meta({
    description: '`lobby`: listed for anyone to accept; `link`: only whoever has the invitation link',
  }),
  turnSeconds: TURN_SECONDS.default(DEFAULT_TURN_SECONDS),
  rated: z.boolean().default(false).meta({
    description: 'a rated game changes both ratings; only registered players may make or accept one',
  }),
});

/** `mine=true`: the session's own open challenges, both kinds, instead of the lobby. */
export const CHALLENGES_QUERY = z.strictObject({
  mine: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .meta({ description: "`true`: the session's own open challenges (lobby and link), newest first" }),
});

export const CHALLENGE = z.strictObject({
  id: ID,
  creator: PLAYER,
  visibility: z.enum(['lobby', 'link']),
  turnSeconds: TURN_SECONDS,
  rated: z.boolean(),
  state: z.enum(['open', 'accepted', 'cancelled']),
  gameId: ID.nullable().meta({ description: 'the game, once the challenge is accepted' }),
  link: z.string().meta({ description: 'the invitation page, `/invite/{id}`' }),
});
export type ChallengeView = z.infer<typeof CHALLENGE>;

export const ACCEPTED = z.strictObject({ gameId: ID });
