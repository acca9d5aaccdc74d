/** A game as one viewer may see it, its log entries, and the list of a player's games. */
import { END_REASONS, type GameResult } from '@katz/engine';
import { z } from 'zod';
import { ACTION } from './action.js';
import { GAME_EVENT } from './events.js';
import { LEVEL } from './levels.js';
import { POSITION_VIEW } from './position.js';
import { SEAT_RATING } from './ratings.js';
import { COUNT, ID, SEAT, TIMESTAMP, TURN_SECONDS, VERSION } from './primitives.js';

export const SEAT_VIEW = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('person'),
    id: ID,
    name: z.string(),
    rating: SEAT_RATING.exactOptional().meta({ description: 'for a registered player' }),
  }),
  z.strictObject({ kind: z.literal('computer'), level: LEVEL }),
]);
export type SeatView = z.infer<typeof SEAT_VIEW>;

/** The engine's GameResult as JSON: one meaning of a game's result, from the rules to the API. */
export const RESULT = z
  .strictObject({
    winner: SEAT.nullable().meta({ description: 'the winning seat, or null for a draw' }),
    reason: z.enum(END_REASONS),
  })
  .meta({ description: 'how a finished game ended' }) satisfies z.ZodType<GameResult>;
export type { GameResult };

export const CLOCK = z
  .strictObject({ deadline: TIMESTAMP, msLeft: COUNT })
  .meta({ description: 'when the person to move loses on time, and how many milliseconds that leaves' });
export type Clock = z.infer<typeof CLOCK>;

const GAME_STATE = z.enum(['running', 'over']);

/** The tournament whose pairing a game is (docs/tournaments.md), with its name for a list of games. */
export const GAME_TOURNAMENT = z
  .strictObject({ id: ID, name: z.string() })
  .nullable()
  .meta({ description: 'the tournament whose pairing this game is; null for any other game' });

export const GAME_VIEW = z
  .strictObject({
    id: ID,
    version: VERSION,
    state: GAME_STATE,
    seat: SEAT.nullable().meta({ description: "the viewer's seat, or null for a spectator" }),
    seats: z.tuple([SEAT_VIEW, SEAT_VIEW]).readonly(),
    turnSeconds: TURN_SECONDS,
    rated: z.boolean().meta({ description: "whether the game's end changes both players' ratings" }),
    toMove: SEAT,
    clock: CLOCK.nullable().meta({
      description: "null while no clock runs (the computer's turn, a game over)",
    }),
    view: POSITION_VIEW,
    legalActions: z.array(ACTION).readonly().meta({
      description:
        "the viewer's legal actions, on their turn only: for programs that play through the API (the web app finds its moves from `view`)",
    }),
    result: RESULT.nullable(),
    seedHash: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .meta({ description: 'SHA-256 of the seed (docs/fairness.md)' }),
    seed: z.string().nullable().meta({ description: 'revealed once the game is over' }),
    createdAt: TIMESTAMP,
    tournament: GAME_TOURNAMENT,
  })
  .meta({ description: 'a game as one viewer may see it' });
export type GameView = z.infer<typeof GAME_VIEW>;

export const ENTRY = z
  .strictObject({
    version: VERSION.min(1),
    seat: SEAT,
    kind: z.enum(['action', 'resign', 'timeout']),
    action: ACTION.nullable(),
    events: z.array(GAME_EVENT).readonly().meta({ description: 'the events, filtered for the viewer' }),
    at: TIMESTAMP,
  })
  .meta({ description: 'one change of a game: the entry that made its version' });
export type Entry = z.infer<typeof ENTRY>;

export const GAME_SUMMARY = z.strictObject({
  id: ID,
  state: GAME_STATE,
  seat: SEAT,
  opponent: SEAT_VIEW,
  yourTurn: z.boolean(),
  turnSeconds: TURN_SECONDS,
  rated: z.boolean(),
  clock: CLOCK.nullable(),
  result: RESULT.nullable(),
  version: VERSION,
  updatedAt: TIMESTAMP,
  tournament: GAME_TOURNAMENT,
});
export type GameSummary = z.infer<typeof GAME_SUMMARY>;
