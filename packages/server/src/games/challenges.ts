/**
 * Challenges between people: an open one in the lobby that anyone may accept, one reached only through its
 * invitation link, or a direct one to one registered player (made by people/direct-challenges.ts), who alone may
 * accept or decline it before it runs out. Accepting starts the game, atomically, once.
 */
import { err, ok, type Result } from '@katz/engine';
import type { Database, Queryable } from '../db/database.js';
import { holdingPlayer } from '../identity/player-lock.js';
import { isRegistered } from '../identity/registered.js';
import { newId } from '../identity/tokens.js';
import { newDeal } from './create-game.js';
import { gameError, type GameError } from './game-errors.js';
import { toStoredGame, type GameRow } from './game-store.js';
import { announce } from '../notices/announce.js';
import { gameStarts, NOTICE_CHANNEL, noticeText, type Notice } from '../notices/notice.js';
import type { PlayerLimits } from './player-limits.js';
import type { StoredGame } from './stored-game.js';

export interface Challenge {
  readonly id: string;
  readonly creator: { readonly id: string; readonly name: string };
  readonly listed: boolean;
  /** A direct challenge's player (docs/social.md), the only one who may accept it; null for the others. */
  readonly to: { readonly id: string; readonly name: string } | null;
  readonly turnSeconds: number;
  readonly rated: boolean;
  readonly state: 'open' | 'accepted' | 'cancelled' | 'declined' | 'expired';
  readonly gameId: string | null;
  readonly createdAt: Date;
  /** When a direct challenge runs out unanswered; null for the others. */
  readonly expiresAt: Date | null;
}

interface ChallengeRow {
  id: string;
  creator: string;
  creator_name: string;
  listed: boolean;
  addressee: string | null;
  addressee_name: string | null;
  turn_seconds: number;
  rated: boolean;
  state: Challenge['state'];
  game_id: string | null;
  created_at: Date;
  expires_at: Date | null;
}

/** A challenge `c` with its creator `p` and, for a direct one, its player `a`. */
const FIELDS = `c.id, c.creator, p.name AS creator_name, c.listed, c.addressee, a.name AS addressee_name,
  c.turn_seconds, c.rated, c.state, c.game_id, c.created_at, c.expires_at`;
const FROM = `FROM challenges c JOIN players p ON p.id = c.creator LEFT JOIN players a ON a.id = c.addressee`;
const COLUMNS = `${FIELDS} ${FROM}`;

/**
 * Opens a challenge, unless its creator has their limit of open ones already, or (for the lobby) the address it
 * comes from has its limit of open lobby challenges; returns it as stored. The counts and the insert hold the
 * creator's row (identity/player-lock.ts) and, for the lobby, the address's lock, so requests sent at once
 * cannot open more than either limit.
 */
export async function createChallenge(
  db: Database,
  options: {
    readonly creator: string;
    /** The address it comes from, as limits count it (accounts/client-address.ts). */
    readonly address: string;
    readonly listed: boolean;
    readonly turnSeconds: number;
    readonly rated: boolean;
    readonly limits: Pick<PlayerLimits, 'openChallenges' | 'lobbyChallengesPerAddress'>;
  },
): Promise<Result<Challenge, GameError>> {
  const { limits } = options;
  if (options.rated && !(await isRegistered(db, options.creator))) return err(RATED_NEEDS_ACCOUNT);
  return holdingPlayer(db, options.creator, async (tx) => {
    const open = await tx.query<{ open: number }>(
      `SELECT count(*)::int AS open FROM challenges WHERE creator = $1 AND state = 'open'`,
      [options.creator],
    );
    if ((open.rows[0]?.open ?? 0) >= limits.openChallenges)
      return err(tooManyChallenges(limits.openChallenges));
    if (options.listed) {
      // Always taken after the player's lock, so two requests never wait for each other's second lock.
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('lobby-address:' || $1))", [options.address]);
      const fromAddress = await tx.query<{ open: number }>(
        `SELECT count(*)::int AS open FROM challenges WHERE creator_address = $1 AND state = 'open' AND listed`,
        [options.address],
      );
      if ((fromAddress.rows[0]?.open ?? 0) >= limits.lobbyChallengesPerAddress) {
        return err(tooManyFromAddress(limits.lobbyChallengesPerAddress));
      }
    }
    const made = await tx.query<ChallengeRow>(
      `WITH made AS (
         INSERT INTO challenges (id, creator, creator_address, listed, turn_seconds, rated, state)
         VALUES ($1, $2, $3, $4, $5, $6, 'open')
         RETURNING *
       )
       SELECT ${FIELDS} FROM made c JOIN players p ON p.id = c.creator LEFT JOIN players a ON a.id = c.addressee`,
      [newId(), options.creator, options.address, options.listed, options.turnSeconds, options.rated],
    );
    const row = made.rows[0];
    if (!row) throw new Error(`the new challenge of ${options.creator} answered no row`);
    return ok(toChallenge(row));
  });
}

const tooManyChallenges = (limit: number): GameError =>
  gameError(
    'too-many-challenges',
    `you have ${String(limit)} open challenges, the most one player may have at once: withdraw one ` +
      '(GET /api/challenges?mine=true lists them) or wait until one is accepted',
  );

const tooManyFromAddress = (limit: number): GameError =>
  gameError(
    'too-many-lobby-challenges',
    `${String(limit)} challenges from your address are open in the lobby, the most one address may have at ` +
      'once: wait until one is accepted or withdrawn, or invite a friend by link instead',
  );

const RATED_NEEDS_ACCOUNT = gameError(
  'account-required',
  'rated games are for registered players: register, or make or accept an unrated game as a guest',
);

export async function findChallenge(db: Queryable, id: string): Promise<Challenge | null> {
  const found = await db.query<ChallengeRow>(`SELECT ${COLUMNS} WHERE c.id = $1`, [id]);
  const row = found.rows[0];
  return row ? toChallenge(row) : null;
}

/** The lobby: open, listed challenges, oldest first. */
export async function openChallenges(db: Queryable, limit: number): Promise<Challenge[]> {
  const found = await db.query<ChallengeRow>(
    `SELECT ${COLUMNS} WHERE c.state = 'open' AND c.listed ORDER BY c.created_at LIMIT $1`,
    [limit],
  );
  return found.rows.map(toChallenge);
}

/** A player's own open challenges, in the lobby and behind links, newest first. */
export async function openChallengesOf(db: Queryable, playerId: string): Promise<Challenge[]> {
  const found = await db.query<ChallengeRow>(
    `SELECT ${COLUMNS} WHERE c.creator = $1 AND c.state = 'open' ORDER BY c.created_at DESC, c.id`,
    [playerId],
  );
  return found.rows.map(toChallenge);
}

/** What accept_challenge answers: the outcome, and the new game's columns that the caller did not choose. */
type AcceptRow = Pick<
  GameRow,
  | 'player0'
  | 'player1'
  | 'name0'
  | 'name1'
  | 'turn_seconds'
  | 'rated'
  | 'rating0'
  | 'games0'
  | 'rating1'
  | 'games1'
  | 'turn_deadline'
  | 'created_at'
  | 'read_at'
> & { outcome: AcceptOutcome; challenge_state: string | null };

/**
 * Accepts an open challenge of someone else and starts its game; returns the game as stored. One statement does
 * it all or nothing (games/sql/accept-challenge.ts): the checks, in the order below, the game, the challenge
 * closed, the notices. The challenge is read first for its creator (who never changes), to write the notices.
 */
export async function acceptChallenge(
  db: Queryable,
  id: string,
  playerId: string,
): Promise<Result<StoredGame, GameError>> {
  const challenge = await findChallenge(db, id);
  if (!challenge) return err(challengeNotFound(id));
  const game = newDeal();
  const found = await db.query<AcceptRow>(
    `SELECT outcome, challenge_state, player0, player1, name0, name1, turn_seconds, rated, rating0, games0,
       rating1, games1, turn_deadline, created_at, read_at
     FROM accept_challenge($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      playerId,
      game.id,
      game.seed,
      game.seedHash,
      game.shuffle,
      game.botSeed,
      JSON.stringify(game.position),
      NOTICE_CHANNEL,
      [
        ...gameStarts(game.id, [challenge.creator.id, playerId]),
        ...answered(challenge, 'accepted', game.id),
      ].map(noticeText),
    ],
  );
  const row = found.rows[0];
  switch (row?.outcome) {
    case 'accepted':
      return ok(
        toStoredGame({
          ...row,
          id: game.id,
          seed: game.seed,
          seed_hash: game.seedHash,
          shuffle: game.shuffle,
          bot_seed: game.botSeed,
          computer0: null,
          computer1: null,
          version: 0,
          position: game.position,
          state: 'running',
          result: null,
          sealed: false,
          tournament_id: null,
          tournament_name: null,
          updated_at: row.created_at,
        }),
      );
    case 'not-found':
      return err(challengeNotFound(id));
    case 'own':
      return err(gameError('own-challenge', 'you cannot accept your own challenge'));
    case 'account-required':
      return err(RATED_NEEDS_ACCOUNT);
    case 'closed':
      return err(
        gameError('challenge-closed', `the challenge is no longer open (${row.challenge_state ?? 'gone'})`),
      );
    case undefined:
      throw new Error(`accepting challenge ${id} answered no row`);
  }
}

const challengeNotFound = (id: string): GameError =>
  gameError('challenge-not-found', `there is no challenge ${id}`);

type AcceptOutcome = 'accepted' | 'not-found' | 'own' | 'account-required' | 'closed';

export async function cancelChallenge(
  db: Database,
  id: string,
  playerId: string,
): Promise<Result<null, GameError>> {
  const cancelled = await db.transaction(async (tx) => {
    const closed = await tx.query<{ addressee: string | null }>(
      `UPDATE challenges SET state = 'cancelled' WHERE id = $1 AND creator = $2 AND state = 'open'
       RETURNING addressee`,
      [id, playerId],
    );
    const row = closed.rows[0];
    if (row === undefined) return false;
    // A direct challenge's player stops seeing it, on every page they have open.
    if (row.addressee !== null) await announce(tx, answeredTo(row.addressee, id, 'cancelled', null));
    return true;
  });
  if (cancelled) return ok(null);
  const challenge = await findChallenge(db, id);
  if (!challenge) return err(challengeNotFound(id));
  if (challenge.creator.id !== playerId) {
    return err(gameError('not-seated', 'only the player who made a challenge may cancel it'));
  }
  return err(gameError('challenge-closed', `the challenge is no longer open (${challenge.state})`));
}

/**
 * Declines a direct challenge to `playerId` (docs/social.md): its creator hears of it at once. To anyone else it
 * is a challenge that does not exist, as it is to them everywhere.
 */
export async function declineChallenge(
  db: Database,
  id: string,
  playerId: string,
): Promise<Result<null, GameError>> {
  const declined = await db.transaction(async (tx) => {
    const closed = await tx.query<{ creator: string }>(
      `UPDATE challenges SET state = 'declined'
        WHERE id = $1 AND addressee = $2 AND state = 'open' AND expires_at > now() RETURNING creator`,
      [id, playerId],
    );
    const row = closed.rows[0];
    if (row === undefined) return false;
    await announce(
      tx,
      answeredTo(row.creator, id, 'declined', null),
      answeredTo(playerId, id, 'declined', null),
    );
    return true;
  });
  if (declined) return ok(null);
  const challenge = await findChallenge(db, id);
  if (challenge?.to?.id !== playerId) return err(challengeNotFound(id));
  const state = challenge.state === 'open' ? 'expired' : challenge.state;
  return err(gameError('challenge-closed', `the challenge is no longer open (${state})`));
}

/**
 * Closes the open direct challenges between two players as a block ends them (docs/social.md, "Block"), in the
 * block's transaction under the pair's lock (people/blocks.ts): as the blocker would by hand, the ones they sent
 * withdrawn and the ones sent to them declined, so the blocked player is told no more than either says. Both
 * players hear of it on every page they have open, so the challenged one's list drops it at once. One that ran
 * out is left to the expiry's sweep, which says so.
 */
export async function closeChallengesBetween(tx: Queryable, blocker: string, blocked: string): Promise<void> {
  const closed = await tx.query<{ id: string; creator: string; addressee: string; state: Answer }>(
    `UPDATE challenges SET state = CASE WHEN creator = $1 THEN 'cancelled' ELSE 'declined' END
      WHERE state = 'open' AND expires_at > now()
        AND ((creator = $1 AND addressee = $2) OR (creator = $2 AND addressee = $1))
      RETURNING id, creator, addressee, state`,
    [blocker, blocked],
  );
  await announce(
    tx,
    ...closed.rows.flatMap((row) => [
      answeredTo(row.creator, row.id, row.state, null),
      answeredTo(row.addressee, row.id, row.state, null),
    ]),
  );
}

/**
 * Closes the direct challenges whose time ran out unanswered, telling both players (by the process holding the
 * clock lease: jobs/lease-held-jobs.ts); answers how many.
 */
export async function expireChallenges(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx.query<{ id: string; creator: string; addressee: string }>(
      `UPDATE challenges SET state = 'expired'
        WHERE state = 'open' AND expires_at <= now() RETURNING id, creator, addressee`,
    );
    const notices = expired.rows.flatMap((row) => [
      answeredTo(row.creator, row.id, 'expired', null),
      answeredTo(row.addressee, row.id, 'expired', null),
    ]);
    await announce(tx, ...notices);
    return expired.rows.length;
  });
}

/** The open direct challenges to a player, newest first. */
export async function openChallengesTo(db: Queryable, playerId: string): Promise<Challenge[]> {
  const found = await db.query<ChallengeRow>(
    `SELECT ${COLUMNS} WHERE c.addressee = $1 AND c.state = 'open' AND c.expires_at > now()
      ORDER BY c.created_at DESC, c.id`,
    [playerId],
  );
  return found.rows.map(toChallenge);
}

/** Whether the player may see the challenge: anyone may see a lobby's or a link's, only its two a direct one. */
export const visibleTo = (challenge: Challenge, playerId: string | null): boolean =>
  challenge.to === null || playerId === challenge.creator.id || playerId === challenge.to.id;

type Answer = 'accepted' | 'declined' | 'expired' | 'cancelled';

/** The notice that tells `player` a direct challenge was answered. */
const answeredTo = (player: string, challengeId: string, state: Answer, gameId: string | null): Notice => ({
  kind: 'personal',
  player,
  message: { type: 'challengeAnswered', challengeId, state, gameId },
});

/** For a direct challenge, the notices that tell both its players of the answer; none for the others. */
const answered = (challenge: Challenge, state: Answer, gameId: string | null): Notice[] =>
  challenge.to === null
    ? []
    : [
        answeredTo(challenge.creator.id, challenge.id, state, gameId),
        answeredTo(challenge.to.id, challenge.id, state, gameId),
      ];

const toChallenge = (row: ChallengeRow): Challenge => ({
  id: row.id,
  creator: { id: row.creator, name: row.creator_name },
  listed: row.listed,
  to: row.addressee === null ? null : { id: row.addressee, name: row.addressee_name ?? '' },
  turnSeconds: row.turn_seconds,
  rated: row.rated,
  state: row.state,
  gameId: row.game_id,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});
