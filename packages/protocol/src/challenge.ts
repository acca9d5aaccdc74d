/** Challenges between people: the lobby and invitation links. */
import { z } from 'zod';
import { DEFAULT_TURN_SECONDS, ID, TIMESTAMP, TURN_SECONDS } from './primitives.js';
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

/** `mine=true`: the session's own open challenges, every kind; `incoming=true`: the direct ones to the session. */
export const CHALLENGES_QUERY = z.strictObject({
  mine: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .meta({
      description: "`true`: the session's own open challenges (lobby, link and direct), newest first",
    }),
  incoming: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .meta({ description: '`true`: the open direct challenges to the session, newest first' }),
});

/** How long a direct challenge waits for its answer: a live game's a few minutes, a correspondence game's days. */
export const DIRECT_CHALLENGE_MINUTES = { live: 10, correspondence: 3 * 24 * 60 } as const;

/** What one player may have waiting: direct challenges sent, and direct challenges to one player from anyone. */
export const DIRECT_CHALLENGES_SENT = 5;
export const DIRECT_CHALLENGES_RECEIVED = 5;

export const CHALLENGE_STATE = z.enum(['open', 'accepted', 'cancelled', 'declined', 'expired']);

/** A challenge to one registered player (docs/social.md): from their profile or the friends page. */
export const DIRECT_CHALLENGE_BODY = z.strictObject({
  turnSeconds: TURN_SECONDS.default(DEFAULT_TURN_SECONDS),
  rated: z.boolean().default(false),
});

export const CHALLENGE = z.strictObject({
  id: ID,
  creator: PLAYER,
  visibility: z.enum(['lobby', 'link', 'direct']),
  /** For a direct challenge: the player challenged. */
  to: z.string().nullable().meta({ description: "a direct challenge's player (their user name); else null" }),
  turnSeconds: TURN_SECONDS,
  rated: z.boolean(),
  state: CHALLENGE_STATE,
  gameId: ID.nullable().meta({ description: 'the game, once the challenge is accepted' }),
  expiresAt: TIMESTAMP.nullable().meta({
    description: 'when a direct challenge runs out unanswered; else null',
  }),
  link: z.string().meta({ description: 'the invitation page, `/invite/{id}`' }),
});
export type ChallengeView = z.infer<typeof CHALLENGE>;

export const ACCEPTED = z.strictObject({ gameId: ID });
