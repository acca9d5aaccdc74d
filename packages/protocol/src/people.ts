/**
 * Players who find each other (docs/social.md): following a registered player and seeing who of them is online
 * or playing, blocking one, and hiding one's own presence. Only registered players follow and are followed.
 */
import { z } from 'zod';
import { PROFILE_PARAMS } from './accounts.js';
import { DEFAULT_TURN_SECONDS, ID, TIMESTAMP, TURN_SECONDS } from './primitives.js';
import { SEAT_RATING } from './ratings.js';

/** The player an address names, for following or blocking. */
export const PERSON_PARAMS = PROFILE_PARAMS;

/** How many players one player may follow, and block. */
export const MAX_FOLLOWS = 500;
export const MAX_BLOCKS = 500;

const PLAYING = z
  .strictObject({
    gameId: ID,
    opponent: z.string().meta({ description: "the opponent's name, or the computer's level" }),
  })
  .meta({ description: 'a running game of theirs that spectators may watch (at /game/{gameId})' });

export const FOLLOWED = z
  .strictObject({
    username: z.string(),
    rating: SEAT_RATING.nullable(),
    online: z.boolean().meta({
      description: 'whether they have the site open now (false too for a player who hides it)',
    }),
    playing: z.array(PLAYING).readonly().meta({
      description: 'their running games others may watch (none for a player who hides their presence)',
    }),
  })
  .meta({ description: 'a player you follow, and what they are doing now' });
export type Followed = z.infer<typeof FOLLOWED>;

export const FOLLOWS = z.strictObject({
  players: z.array(FOLLOWED).readonly().meta({ description: 'online ones first, then by name' }),
  hidden: z
    .boolean()
    .meta({ description: 'whether you hide your own presence from the players who follow you' }),
});
export type Follows = z.infer<typeof FOLLOWS>;

export const BLOCKED = z.strictObject({ username: z.string() });

export const PRESENCE_BODY = z.strictObject({
  hidden: z
    .boolean()
    .meta({ description: 'true: the players who follow you see you offline and not playing' }),
});

/**
 * How far apart in rating two waiting players may be paired (docs/social.md, "A person now"): `start` points at
 * once, `perSecond` more for each second the longer waiting of the two has waited, anyone after `anyoneAfterSeconds`.
 */
export const POOL_WINDOW = { start: 100, perSecond: 10, anyoneAfterSeconds: 60 } as const;

export const POOL_BODY = z.strictObject({
  turnSeconds: TURN_SECONDS.default(DEFAULT_TURN_SECONDS),
  rated: z.boolean().default(false).meta({ description: 'a rated pairing takes only registered players' }),
});

export const POOL_STATE = z
  .discriminatedUnion('state', [
    z.strictObject({ state: z.literal('none') }),
    z.strictObject({
      state: z.literal('waiting'),
      turnSeconds: TURN_SECONDS,
      rated: z.boolean(),
      since: TIMESTAMP,
      waiting: z.number().int().min(0).meta({ description: 'how many wait on the same terms, you included' }),
    }),
    z.strictObject({ state: z.literal('paired'), gameId: ID }),
  ])
  .meta({ description: 'whether you wait in the pool for a person to play, or were paired (with the game)' });
export type PoolState = z.infer<typeof POOL_STATE>;
