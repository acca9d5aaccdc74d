/**
 * Tournaments (docs/tournaments.md): a Swiss of fixed rounds, each pairing one game or, on duplicate deals, two
 * games on one deal with the seats swapped. What a creator sends, and what anyone is shown of one.
 */
import { z } from 'zod';
import { DEFAULT_TURN_SECONDS, ID, TIMESTAMP, TURN_SECONDS } from './primitives.js';
import { PLAYER } from './session.js';

/** The fewest and most rounds of a Swiss: one round is a match, fifteen pair a thousand players to a winner. */
export const TOURNAMENT_ROUNDS = { min: 1, max: 15 } as const;
/** The most players a tournament takes (the pairing's bench pairs a round of this many in well under a second). */
export const TOURNAMENT_PLAYERS = { min: 2, max: 1_000 } as const;
/** A tournament's turn is at least ten seconds: a round of quicker turns would be over before a pairing is read. */
export const TOURNAMENT_MIN_TURN_SECONDS = 10;
/** How far ahead a tournament may be set to start. */
export const TOURNAMENT_START_WITHIN_DAYS = 60;
export const TOURNAMENT_NAME_MAX = 60;

const TOURNAMENT_NAME = z
  .string()
  .trim()
  .min(1, 'a tournament needs a name')
  .max(TOURNAMENT_NAME_MAX, `a tournament's name has at most ${String(TOURNAMENT_NAME_MAX)} characters`);

export const TOURNAMENT_BODY = z.strictObject({
  name: TOURNAMENT_NAME,
  rounds: z.number().int().min(TOURNAMENT_ROUNDS.min).max(TOURNAMENT_ROUNDS.max),
  turnSeconds: TURN_SECONDS.refine(
    (seconds) => seconds >= TOURNAMENT_MIN_TURN_SECONDS,
    `a tournament's turn is at least ${String(TOURNAMENT_MIN_TURN_SECONDS)} seconds`,
  ).default(DEFAULT_TURN_SECONDS),
  rated: z.boolean().default(false).meta({
    description: 'rated games change both ratings; only registered players may join a rated tournament',
  }),
  duplicate: z.boolean().default(false).meta({
    description: 'each pairing plays two games on one deal, the seats swapped (docs/tournaments.md)',
  }),
  visibility: z.enum(['listed', 'link']).default('listed').meta({
    description: '`listed`: on the tournaments page for anyone; `link`: only whoever has its address',
  }),
  maxPlayers: z.number().int().min(TOURNAMENT_PLAYERS.min).max(TOURNAMENT_PLAYERS.max).default(100),
  startsAt: TIMESTAMP.meta({
    description: `when the first round is paired: from now to ${String(TOURNAMENT_START_WITHIN_DAYS)} days ahead`,
  }),
});

export const TOURNAMENT_PARAMS = z.strictObject({ id: ID });

const TOURNAMENT_STATE = z.enum(['open', 'running', 'finished', 'cancelled']);

export const TOURNAMENTS_QUERY = z.strictObject({
  state: TOURNAMENT_STATE.exactOptional().meta({ description: 'only the listed tournaments in this state' }),
});

/** One line of the standings, best first. */
export const STANDING = z.strictObject({
  rank: z.number().int().min(1),
  player: PLAYER,
  /** Points: a pairing won 1, drawn (or a duplicate pair split evenly) ½, lost 0, a bye 1. */
  score: z.number(),
  buchholz: z.number().meta({ description: "the sum of the opponents' scores (the first tie-break)" }),
  sonnebornBerger: z
    .number()
    .meta({ description: "the opponents' scores weighted by the points taken from each (the second)" }),
  pairings: z.number().int().min(0),
  byes: z.number().int().min(0),
  withdrawn: z.boolean(),
});
export type Standing = z.infer<typeof STANDING>;

/** One game of a pairing, with the player in its seat 0. */
const TOURNAMENT_GAME = z.strictObject({
  id: ID,
  seat0: ID.meta({ description: 'the player in seat 0 (who is dealt first)' }),
  state: z.enum(['running', 'over']),
  winner: ID.nullable().meta({ description: 'the winner once over; null while running or for a draw' }),
});

export const PAIRING = z.strictObject({
  round: z.number().int().min(1),
  board: z.number().int().min(1),
  players: z.tuple([PLAYER, PLAYER.nullable()]).meta({ description: 'the second is null for a bye' }),
  games: z.array(TOURNAMENT_GAME),
  /** Points of each player from this pairing once decided, else null. */
  points: z.tuple([z.number(), z.number()]).nullable(),
});
export type PairingView = z.infer<typeof PAIRING>;

export const TOURNAMENT = z.strictObject({
  id: ID,
  name: z.string(),
  format: z.literal('swiss'),
  creator: PLAYER,
  state: TOURNAMENT_STATE,
  /** Why a tournament was cancelled (`too-few-players`: fewer than two at the start), else null. */
  cancelledFor: z.enum(['too-few-players']).nullable(),
  rounds: z.number().int(),
  round: z
    .number()
    .int()
    .min(0)
    .meta({ description: 'the round under way or last played; 0 before the first' }),
  turnSeconds: TURN_SECONDS,
  rated: z.boolean(),
  duplicate: z.boolean(),
  visibility: z.enum(['listed', 'link']),
  maxPlayers: z.number().int(),
  players: z.number().int().min(0),
  startsAt: TIMESTAMP,
  /** The session's player's part: joined (and not withdrawn), and their games still running. */
  you: z.strictObject({ joined: z.boolean(), withdrawn: z.boolean(), runningGames: z.array(ID) }).nullable(),
  standings: z.array(STANDING),
  /** Every round's pairings so far, the latest round first. */
  pairings: z.array(PAIRING),
  link: z.string().meta({ description: 'the tournament page, `/tournaments/{id}`' }),
});
export type TournamentView = z.infer<typeof TOURNAMENT>;

/** One line of the tournaments page. */
export const TOURNAMENT_SUMMARY = TOURNAMENT.pick({
  id: true,
  name: true,
  format: true,
  state: true,
  rounds: true,
  round: true,
  turnSeconds: true,
  rated: true,
  duplicate: true,
  maxPlayers: true,
  players: true,
  startsAt: true,
  link: true,
});
export type TournamentSummary = z.infer<typeof TOURNAMENT_SUMMARY>;
