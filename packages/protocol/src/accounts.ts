/** Accounts: registering a guest under a name and password, logging in and out, recovery codes, profiles. */
import { z } from 'zod';
import { GAME_TOURNAMENT, SEAT_VIEW, RESULT } from './game.js';
import { COUNT, ID, TIMESTAMP } from './primitives.js';
import { SEAT_RATING } from './ratings.js';
import { REVIEW_MARK, REVIEW_VERDICT } from './review.js';
import { SESSION_PLAYER } from './session.js';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 24;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

/** The characters a user name may hold (between USERNAME_MIN and USERNAME_MAX of them). */
export const USERNAME_CHARACTERS = /^[A-Za-z0-9_-]*$/;

/** An account name as it is chosen: compared by its look (the server's name key), shown as it was written. */
const USERNAME = z
  .string()
  .min(USERNAME_MIN, `a user name has at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `a user name has at most ${USERNAME_MAX} characters`)
  .regex(USERNAME_CHARACTERS, 'a user name holds only letters A-Z and a-z, digits, "_" and "-"');

/** A new password: long enough to resist guessing; any characters, kept exactly as typed (never trimmed). */
const NEW_PASSWORD = z
  .string()
  .min(PASSWORD_MIN, `a password has at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `a password has at most ${PASSWORD_MAX} characters`);

/**
 * What logging in accepts: any name and password within bounds, so that a wrong one of either is answered
 * with the same one message (`wrong-name-or-password`), never with a rule that gives away which was wrong.
 */
const GIVEN_NAME = z.string().min(1, 'the user name is missing').max(64, 'a user name is shorter than this');
const GIVEN_PASSWORD = z
  .string()
  .min(1, 'the password is missing')
  .max(PASSWORD_MAX, `a password has at most ${PASSWORD_MAX} characters`);

export const REGISTER_BODY = z.strictObject({ username: USERNAME, password: NEW_PASSWORD });
export const LOGIN_BODY = z.strictObject({ username: GIVEN_NAME, password: GIVEN_PASSWORD });
export const RECOVER_BODY = z.strictObject({
  username: GIVEN_NAME,
  recoveryCode: z.string().min(1, 'the recovery code is missing').max(64, 'a recovery code is shorter'),
  newPassword: NEW_PASSWORD,
});

/** The answer that carries a new recovery code: shown to the player once, never again (the server keeps its hash). */
export const WITH_RECOVERY_CODE = z.strictObject({
  player: SESSION_PLAYER,
  recoveryCode: z.string().meta({ description: 'shown once: the only way back in without the password' }),
});
export type WithRecoveryCode = z.infer<typeof WITH_RECOVERY_CODE>;

export const PROFILE_PARAMS = z.strictObject({ name: USERNAME });

const OUTCOME = z.enum(['won', 'drawn', 'lost']);
export type Outcome = z.infer<typeof OUTCOME>;

const PROFILE_GAME = z.strictObject({
  id: ID.meta({ description: "the game's id, also its replay's (/api/games/{id}/replay)" }),
  opponent: SEAT_VIEW,
  outcome: OUTCOME,
  reason: RESULT.shape.reason,
  endedAt: TIMESTAMP,
  tournament: GAME_TOURNAMENT,
});
export type ProfileGame = z.infer<typeof PROFILE_GAME>;

/** How many of a player's reviewed games a profile shows, and how many of their costliest decisions in them. */
export const PROFILE_REVIEWED_GAMES = 20;
export const PROFILE_COSTLIEST_DECISIONS = 10;

/** A figure of a review in chance to win, as a share of 1 (0.05: five points), described by what it measures. */
const chanceShare = (what: string) =>
  z.number().meta({ description: `${what}, in chance to win as a share of 1 (0.05: five points)` });

const PROFILE_REVIEWED_GAME = z
  .strictObject({
    id: ID.meta({ description: "the game's id, also its review's (/api/games/{id}/review)" }),
    endedAt: TIMESTAMP,
    opponent: SEAT_VIEW,
    outcome: OUTCOME,
    accuracy: z.number().min(0).max(100).meta({ description: "the player's accuracy in the game, 0 to 100" }),
    account: z
      .strictObject({
        own: chanceShare("what the player's own decisions did to their chance to win"),
        opponent: chanceShare("what the opponent's decisions did to it"),
        cards: chanceShare(
          'what the cards did to it after the deal (every change between one decision and the next)',
        ),
      })
      .meta({ description: "where the player's result came from (the review's `account`, docs/formats.md)" }),
    verdict: REVIEW_VERDICT.meta({ description: "what decided the game, from the player's side" }),
  })
  .meta({ description: "a finished game of the player's whose review the server keeps" });
export type ProfileReviewedGame = z.infer<typeof PROFILE_REVIEWED_GAME>;

const PROFILE_COSTLY_DECISION = z
  .strictObject({
    gameId: ID,
    index: COUNT.meta({ description: "the decision's index in the game's review (`decisions[].index`)" }),
    turn: COUNT.meta({ description: "the turn, both players' turns counted from 1" }),
    cost: chanceShare('what the decision cost against the best turn found'),
    mark: REVIEW_MARK.nullable().meta({
      description: 'null where its cost is within the noise of its estimate',
    }),
  })
  .meta({ description: "one of the player's decisions in a reviewed game, to try again" });
export type ProfileCostlyDecision = z.infer<typeof PROFILE_COSTLY_DECISION>;

/** Where the viewer stands with a profile's player: null for a guest, someone logged out, or one's own profile. */
export const RELATION = z.strictObject({ following: z.boolean(), blocking: z.boolean() }).nullable().meta({
  description:
    "whether you follow and whether you block this player; null on your own profile or a guest's view",
});
export type Relation = z.infer<typeof RELATION>;

export const PROFILE = z
  .strictObject({
    id: ID,
    username: z.string(),
    registeredAt: TIMESTAMP,
    rating: SEAT_RATING.nullable().meta({
      description:
        'the current rating; null before the first rated game (the history: /api/players/{name}/rating/history)',
    }),
    games: z
      .strictObject({ played: COUNT, won: COUNT, drawn: COUNT, lost: COUNT })
      .meta({ description: "the player's finished games" }),
    recentGames: z
      .array(PROFILE_GAME)
      .readonly()
      .meta({ description: 'the last finished games, newest first' }),
    reviewedGames: z
      .array(PROFILE_REVIEWED_GAME)
      .readonly()
      .meta({
        description: `the last ${PROFILE_REVIEWED_GAMES} finished games whose review the server keeps, oldest first`,
      }),
    costliestDecisions: z
      .array(PROFILE_COSTLY_DECISION)
      .readonly()
      .meta({
        description:
          `the player's ${PROFILE_COSTLIEST_DECISIONS} costliest decisions in those games: the mistakes and blunders ` +
          'first, each by cost, the costliest first',
      }),
    you: RELATION,
  })
  .meta({ description: "a registered player's public profile" });
export type Profile = z.infer<typeof PROFILE>;
