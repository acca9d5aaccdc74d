/**
 * Tournaments (docs/tournaments.md): a Swiss of fixed rounds, each pairing one game, on ordinary deals or on
 * duplicate deals (every table of a round dealt the same cards, each result scored against the others from the
 * same seat); or an arena, a time window in which a player is paired again as soon as their game ends. What a
 * creator sends, and what anyone is shown of one.
 */
import { z } from 'zod';
import { isCorrespondence } from './correspondence.js';
import { DEFAULT_TURN_SECONDS, ID, PLAIN_LINE, TIMESTAMP, TURN_SECONDS } from './primitives.js';
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
/** An arena's window, in minutes: long enough for several games, short enough to sit through. */
export const ARENA_MINUTES = { min: 30, max: 120 } as const;
/** An arena is live: a turn of at most five minutes, so that a window holds games, not one move each. */
export const ARENA_MAX_TURN_SECONDS = 300;

/** A correspondence Swiss's rounds at set times: at most one round every this many days. */
export const ROUND_DAYS = [1, 2, 3, 7, 14] as const;

export const TOURNAMENT_FORMATS = ['swiss', 'arena'] as const;
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];

/**
 * How a tournament's games are dealt: `game`, each its own deal; `round`, duplicate deals, one deal for every
 * table of a round; `pairing`, the duplicate deals of tournaments made before those, each pairing two games on one
 * deal with the seats swapped (no new tournament is made so; the old ones stay readable as they were).
 */
export const TOURNAMENT_DEALINGS = ['game', 'round', 'pairing'] as const;
export type TournamentDealing = (typeof TOURNAMENT_DEALINGS)[number];

/**
 * The fewest players a duplicate Swiss plays with: two tables a round, so that each result has another from the
 * same seat to be compared with. Fewer at the start cancel it; fewer left after withdrawals end it.
 */
export const DUPLICATE_MIN_PLAYERS = 4;

/** The fewest players a tournament of this dealing plays with. */
export const minPlayersOf = (dealing: TournamentDealing): number =>
  dealing === 'round' ? DUPLICATE_MIN_PLAYERS : TOURNAMENT_PLAYERS.min;

const TOURNAMENT_NAME = z
  .string()
  .trim()
  .min(1, 'a tournament needs a name')
  .max(TOURNAMENT_NAME_MAX, `a tournament's name has at most ${String(TOURNAMENT_NAME_MAX)} characters`)
  .regex(
    PLAIN_LINE,
    "a tournament's name cannot hold control characters (a line break, NUL, a direction mark)",
  );

export const TOURNAMENT_BODY = z
  .strictObject({
    name: TOURNAMENT_NAME,
    format: z.enum(TOURNAMENT_FORMATS).default('swiss').meta({
      description:
        '`swiss`: fixed rounds paired by score; `arena`: a time window, each player paired again as their game ends',
    }),
    rounds: z
      .number()
      .int()
      .min(TOURNAMENT_ROUNDS.min)
      .max(TOURNAMENT_ROUNDS.max)
      .exactOptional()
      .meta({ description: "a Swiss's rounds (required for a Swiss, not sent for an arena)" }),
    roundDays: z
      .union(ROUND_DAYS.map((days) => z.literal(days)))
      .exactOptional()
      .meta({
        description:
          "a correspondence Swiss's rounds at set times: round n starts no earlier than (n - 1) × roundDays days " +
          'after the start, and never before the last game of the round before is over',
      }),
    minutes: z.number().int().min(ARENA_MINUTES.min).max(ARENA_MINUTES.max).exactOptional().meta({
      description: "an arena's window from its start (required for an arena, not sent for a Swiss)",
    }),
    turnSeconds: TURN_SECONDS.refine(
      (seconds) => seconds >= TOURNAMENT_MIN_TURN_SECONDS,
      `a tournament's turn is at least ${String(TOURNAMENT_MIN_TURN_SECONDS)} seconds`,
    ).default(DEFAULT_TURN_SECONDS),
    rated: z.boolean().default(false).meta({
      description: 'rated games change both ratings; only registered players may join a rated tournament',
    }),
    duplicate: z
      .boolean()
      .default(false)
      .meta({
        description:
          "a Swiss on duplicate deals: every table of a round plays the round's deal, and each result is scored " +
          `against the others from the same seat (docs/tournaments.md); at least ${String(DUPLICATE_MIN_PLAYERS)} players`,
      }),
    visibility: z.enum(['listed', 'link']).default('listed').meta({
      description: '`listed`: on the tournaments page for anyone; `link`: only whoever has its address',
    }),
    maxPlayers: z.number().int().min(TOURNAMENT_PLAYERS.min).max(TOURNAMENT_PLAYERS.max).default(100),
    startsAt: TIMESTAMP.meta({
      description: `when the first round is paired: from now to ${String(TOURNAMENT_START_WITHIN_DAYS)} days ahead`,
    }),
  })
  .superRefine((body, context) => {
    const refuse = (path: string, message: string) => {
      context.addIssue({ code: 'custom', path: [path], message });
    };
    if (body.format === 'swiss') {
      if (body.rounds === undefined) refuse('rounds', 'a Swiss needs its number of rounds');
      if (body.duplicate && body.maxPlayers < DUPLICATE_MIN_PLAYERS)
        refuse(
          'maxPlayers',
          `a duplicate Swiss needs room for ${String(DUPLICATE_MIN_PLAYERS)} players: two tables a round to compare`,
        );
      if (body.minutes !== undefined) refuse('minutes', 'a Swiss runs for its rounds, not for minutes');
      if (body.roundDays !== undefined && !isCorrespondence(body.turnSeconds))
        refuse('roundDays', 'rounds at set times are for correspondence: a turn of a day or more');
      return;
    }
    if (body.minutes === undefined) refuse('minutes', "an arena needs its window's length in minutes");
    if (body.rounds !== undefined) refuse('rounds', 'an arena has no rounds: it runs for its minutes');
    if (body.roundDays !== undefined) refuse('roundDays', 'an arena has no rounds: it runs for its minutes');
    if (body.duplicate) refuse('duplicate', "an arena's games are dealt one by one, not on duplicate deals");
    if (body.turnSeconds > ARENA_MAX_TURN_SECONDS)
      refuse('turnSeconds', `an arena is live: a turn of at most ${String(ARENA_MAX_TURN_SECONDS)} seconds`);
  });

export const TOURNAMENT_PARAMS = z.strictObject({ id: ID });

const TOURNAMENT_STATE = z.enum(['open', 'running', 'finished', 'cancelled']);

export const TOURNAMENTS_QUERY = z.strictObject({
  state: TOURNAMENT_STATE.exactOptional().meta({ description: 'only the listed tournaments in this state' }),
});

/** A player's matchpoints against the field, on duplicate deals (docs/tournaments.md). */
const FIELD_TOTAL = z.strictObject({
  matchpoints: z
    .number()
    .min(0)
    .meta({ description: '2 for each result from the same seat beaten, 1 for each tied' }),
  top: z.number().min(0).meta({ description: 'the most matchpoints the rounds counted could give' }),
  percent: z
    .number()
    .min(0)
    .max(100)
    .nullable()
    .meta({ description: 'matchpoints as a percentage of the top' }),
});

/** One line of the standings, best first. */
export const STANDING = z.strictObject({
  rank: z.number().int().min(1),
  player: PLAYER,
  /**
   * Points at the table: a pairing won 1, drawn ½, lost 0; on ordinary deals a bye 1 (on duplicate deals a bye
   * scores matchpoints only).
   */
  score: z.number(),
  field: FIELD_TOTAL.nullable().meta({
    description: 'on duplicate deals, the matchpoints that order the standings; null on ordinary deals',
  }),
  buchholz: z.number().meta({ description: "the sum of the opponents' scores (the first tie-break)" }),
  sonnebornBerger: z
    .number()
    .meta({ description: "the opponents' scores weighted by the points taken from each (the second)" }),
  pairings: z.number().int().min(0),
  byes: z.number().int().min(0),
  withdrawn: z.boolean(),
});
export type Standing = z.infer<typeof STANDING>;

/** One line of an arena's standings, best first. */
export const ARENA_STANDING = z.strictObject({
  rank: z.number().int().min(1),
  player: PLAYER,
  /** Points: a win 2, a draw 1, a loss 0; doubled while on fire (after two wins in a row). */
  score: z.number().int().min(0),
  games: z.number().int().min(0).meta({ description: 'games finished' }),
  wins: z.number().int().min(0),
  onFire: z.boolean().meta({ description: 'two wins in a row or more: the next win or draw counts double' }),
  sheet: z
    .array(z.number().int().min(0))
    .meta({ description: "each finished game's points, in the order played" }),
  playing: z.boolean().meta({ description: 'in a game of the arena now' }),
  paused: z.boolean().meta({ description: 'paused: not paired again until they come back' }),
});
export type ArenaStanding = z.infer<typeof ARENA_STANDING>;

/** One game of a pairing, with the player in its seat 0. */
const TOURNAMENT_GAME = z.strictObject({
  id: ID,
  seat0: ID.meta({ description: 'the player in seat 0 (who is dealt first)' }),
  state: z.enum(['running', 'over', 'sealed']).meta({
    description:
      '`sealed`: a table of a duplicate round still in play, shown so to everyone but its own two players',
  }),
  winner: ID.nullable().meta({
    description: 'the winner once over; null while running, sealed, or for a draw',
  }),
});

/** How a table's game ended from one seat, as the field compares it. */
const SEAT_OUTCOME = z.strictObject({
  outcome: z.enum(['won', 'drawn', 'lost']),
  by: z.enum(['stock', 'drawPile']).meta({
    description:
      "`stock`: a stock played out (a resignation or a loss on time counts so, with the loser's stock left); " +
      "`drawPile`: at the draw pile's end",
  }),
  margin: z.number().int().meta({ description: "the opponent's stock cards left minus one's own" }),
});

/** A duplicate table's result against the other tables of its round, from each seat (seat 0's, then seat 1's). */
const PAIRING_FIELD = z.strictObject({
  outcomes: z.tuple([SEAT_OUTCOME, SEAT_OUTCOME]),
  matchpoints: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
  top: z.number().int().min(0).meta({ description: 'the most a seat could take: 2 for each other table' }),
  beaten: z.tuple([z.number().int().min(0), z.number().int().min(0)]).meta({
    description: "the other tables' results from the same seat that this seat's result beat",
  }),
  tied: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
  others: z.number().int().min(0).meta({ description: 'the other tables compared with' }),
});
export type PairingField = z.infer<typeof PAIRING_FIELD>;

export const PAIRING = z.strictObject({
  round: z
    .number()
    .int()
    .min(1)
    .meta({ description: "a Swiss's round; in an arena, the how-manieth time players were paired" }),
  board: z.number().int().min(1),
  players: z.tuple([PLAYER, PLAYER.nullable()]).meta({ description: 'the second is null for a bye' }),
  games: z.array(TOURNAMENT_GAME),
  /**
   * Each player's result of this pairing once decided, else null: in a Swiss 1, ½ or 0 at the table; in an arena
   * the points the game gave each (a win 2, a draw 1, doubled while on fire), as its standings count them.
   */
  points: z.tuple([z.number(), z.number()]).nullable(),
  field: PAIRING_FIELD.nullable().meta({
    description:
      "on duplicate deals, once its round is over: the table's result against the round's other tables; else null",
  }),
});
export type PairingView = z.infer<typeof PAIRING>;

/** A duplicate round's deal (docs/fairness.md): its hash from the round's start, its seed once the round is over. */
const ROUND_DEAL = z.strictObject({
  round: z.number().int().min(1),
  seedHash: z
    .string()
    .meta({ description: "SHA-256 of the round's seed, the same in every game of the round" }),
  seed: z.string().nullable().meta({ description: "revealed when the round's last game ends" }),
  tables: z.number().int().min(0),
  tablesPlaying: z.number().int().min(0).meta({ description: 'tables whose game is still running' }),
});
export type RoundDeal = z.infer<typeof ROUND_DEAL>;

const TOURNAMENT_FIELDS = {
  id: ID,
  name: z.string(),
  format: z.enum(TOURNAMENT_FORMATS),
  creator: PLAYER,
  state: TOURNAMENT_STATE,
  /**
   * Why a tournament was cancelled (`too-few-players`: fewer than two at the start, fewer than four on duplicate
   * deals), else null.
   */
  cancelledFor: z.enum(['too-few-players']).nullable(),
  rounds: z.number().int().nullable().meta({ description: "a Swiss's rounds; null for an arena" }),
  round: z.number().int().min(0).meta({
    description: 'the round under way or last played (in an arena, the pairings so far); 0 before the first',
  }),
  minutes: z.number().int().nullable().meta({ description: "an arena's window; null for a Swiss" }),
  roundDays: z
    .number()
    .int()
    .nullable()
    .meta({ description: "a correspondence Swiss's least days between round starts; else null" }),
  nextRoundAt: TIMESTAMP.nullable().meta({
    description: 'the earliest the next round of a running Swiss with rounds at set times starts; else null',
  }),
  endsAt: TIMESTAMP.nullable().meta({ description: "when an arena's window closes; null for a Swiss" }),
  turnSeconds: TURN_SECONDS,
  rated: z.boolean(),
  duplicate: z.boolean().meta({ description: 'on duplicate deals (`dealing` is not `game`)' }),
  dealing: z.enum(TOURNAMENT_DEALINGS).meta({
    description:
      '`game`: each game its own deal; `round`: duplicate, one deal for every table of a round; `pairing`: the ' +
      'duplicate deals of tournaments made before those (two games a pairing, the seats swapped)',
  }),
  visibility: z.enum(['listed', 'link']),
  maxPlayers: z.number().int(),
  players: z.number().int().min(0),
  startsAt: TIMESTAMP,
  /**
   * The session's player's part: joined (and neither withdrawn nor paused), withdrawn from a Swiss, paused in an
   * arena, and their games still running.
   */
  you: z
    .strictObject({
      joined: z.boolean(),
      withdrawn: z.boolean(),
      paused: z.boolean(),
      runningGames: z.array(ID),
    })
    .nullable(),
  link: z.string().meta({ description: 'the tournament page, `/tournaments/{id}`' }),
};

const SWISS_TOURNAMENT = z.strictObject({
  ...TOURNAMENT_FIELDS,
  format: z.literal('swiss'),
  standings: z.array(STANDING),
  /** Every round's pairings so far, the latest round first. */
  pairings: z.array(PAIRING),
  /** On duplicate deals, each round's deal, the latest first; else empty. */
  deals: z.array(ROUND_DEAL),
});

/** The most finished pairings an arena's page shows, beside every one still running. */
export const ARENA_PAIRINGS_SHOWN = 50;

const ARENA_TOURNAMENT = z.strictObject({
  ...TOURNAMENT_FIELDS,
  format: z.literal('arena'),
  standings: z.array(ARENA_STANDING),
  /** The pairings still running and the latest finished ones (at most `ARENA_PAIRINGS_SHOWN`), latest first. */
  pairings: z.array(PAIRING),
});

export const TOURNAMENT = z.discriminatedUnion('format', [SWISS_TOURNAMENT, ARENA_TOURNAMENT]);
export type TournamentView = z.infer<typeof TOURNAMENT>;
export type SwissTournamentView = z.infer<typeof SWISS_TOURNAMENT>;
export type ArenaTournamentView = z.infer<typeof ARENA_TOURNAMENT>;

/** One line of the tournaments page. */
export const TOURNAMENT_SUMMARY = z.strictObject(TOURNAMENT_FIELDS).pick({
  id: true,
  name: true,
  format: true,
  state: true,
  rounds: true,
  round: true,
  minutes: true,
  roundDays: true,
  endsAt: true,
  turnSeconds: true,
  rated: true,
  duplicate: true,
  dealing: true,
  maxPlayers: true,
  players: true,
  startsAt: true,
  link: true,
});
export type TournamentSummary = z.infer<typeof TOURNAMENT_SUMMARY>;
