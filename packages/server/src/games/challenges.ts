/**
 * Challenges between people: an open one in the lobby that anyone may accept, or one reached only through its
 * invitation link. Accepting starts the game, atomically, once.
 */
import { err, ok, type Result } from '@katz/engine';
import type { Queryable } from '../db/database.js';
import { isRegistered } from '../identity/registered.js';
import { newId } from '../identity/tokens.js';
import { newDeal } from './create-game.js';
import { gameError, type GameError } from './game-errors.js';
import { NOTICE_CHANNEL } from './notices.js';

export interface Challenge {
  readonly id: string;
  readonly creator: { readonly id: string; readonly name: string };
  readonly listed: boolean;
  readonly turnSeconds: number;
  readonly rated: boolean;
  readonly state: 'open' | 'accepted' | 'cancelled';
  readonly gameId: string | null;
  readonly createdAt: Date;
}

interface ChallengeRow {
  id: string;
  creator: string;
  creator_name: string;
  listed: boolean;
  turn_seconds: number;
  rated: boolean;
  state: Challenge['state'];
  game_id: string | null;
  created_at: Date;
}

const COLUMNS = `c.id, c.creator, p.name AS creator_name, c.listed, c.turn_seconds, c.rated, c.state,
  c.game_id, c.created_at FROM challenges c JOIN players p ON p.id = c.creator`;

export async function createChallenge(
  db: Queryable,
  options: {
    readonly creator: string;
    readonly listed: boolean;
    readonly turnSeconds: number;
    readonly rated: boolean;
  },
): Promise<Result<string, GameError>> {
  if (options.rated && !(await isRegistered(db, options.creator))) return err(RATED_NEEDS_ACCOUNT);
  const id = newId();
  await db.query(
    `INSERT INTO challenges (id, creator, listed, turn_seconds, rated, state)
     VALUES ($1, $2, $3, $4, $5, 'open')`,
    [id, options.creator, options.listed, options.turnSeconds, options.rated],
  );
  return ok(id);
}

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

/**
 * Accepts an open challenge of someone else and starts its game; returns the game's id. One statement does it
 * all or nothing (migration 8): the checks, in the order below, the game, the challenge closed, the notices.
 */
export async function acceptChallenge(
  db: Queryable,
  id: string,
  playerId: string,
): Promise<Result<string, GameError>> {
  const game = newDeal();
  const found = await db.query<{ outcome: AcceptOutcome; challenge_state: string | null }>(
    'SELECT outcome, challenge_state FROM accept_challenge($1, $2, $3, $4, $5, $6, $7, $8, $9)',
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
    ],
  );
  const row = found.rows[0];
  switch (row?.outcome) {
    case 'accepted':
      return ok(game.id);
    case 'not-found':
      return err(gameError('challenge-not-found', `there is no challenge ${id}`));
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

type AcceptOutcome = 'accepted' | 'not-found' | 'own' | 'account-required' | 'closed';

export async function cancelChallenge(
  db: Queryable,
  id: string,
  playerId: string,
): Promise<Result<null, GameError>> {
  const cancelled = await db.query(
    `UPDATE challenges SET state = 'cancelled' WHERE id = $1 AND creator = $2 AND state = 'open'`,
    [id, playerId],
  );
  if (cancelled.rowCount > 0) return ok(null);
  const challenge = await findChallenge(db, id);
  if (!challenge) return err(gameError('challenge-not-found', `there is no challenge ${id}`));
  if (challenge.creator.id !== playerId) {
    return err(gameError('not-seated', 'only the player who made a challenge may cancel it'));
  }
  return err(gameError('challenge-closed', `the challenge is no longer open (${challenge.state})`));
}

const toChallenge = (row: ChallengeRow): Challenge => ({
  id: row.id,
  creator: { id: row.creator, name: row.creator_name },
  listed: row.listed,
  turnSeconds: row.turn_seconds,
  rated: row.rated,
  state: row.state,
  gameId: row.game_id,
  createdAt: row.created_at,
});
