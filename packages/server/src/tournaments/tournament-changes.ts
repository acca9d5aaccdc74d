/**
 * The changes to a tournament: creating one, joining and leaving it, starting it early. Its steps (rounds,
 * pairings, its end) are tournament-steps.ts's.
 *
 * Every change that counts something first holds a row, so that requests sent at once cannot pass a limit
 * together: a creation holds its creator's row (identity/player-lock.ts), a join or a leave the tournament's.
 */
import { err, ok, type Result } from '@katz/engine';
import { TOURNAMENT_START_WITHIN_DAYS } from '@katz/protocol';
import type { Database, Queryable } from '../db/database.js';
import { holdingPlayer } from '../identity/player-lock.js';
import { isRegistered } from '../identity/registered.js';
import { newId } from '../identity/tokens.js';
import { NEWCOMER } from '../ratings/glicko2.js';
import { readTournament, type StoredTournament, type TournamentSettings } from './tournament-record.js';
import { notFound, refusal, type TournamentRefusal } from './tournament-refusals.js';

/** A player's rating as a tournament pairs by it: a registered player's current one, else a newcomer's. */
const RATING_OF = (player: string) =>
  `coalesce((SELECT rating FROM ratings WHERE player_id = ${player}), ${NEWCOMER.rating})`;

/**
 * Creates a tournament with its creator as its first player, unless the creator is a guest, has `limit`
 * tournaments open or running already, or sets it to start in the past or too far ahead.
 */
export async function createTournament(
  db: Database,
  creator: string,
  settings: TournamentSettings,
  limit: number,
): Promise<Result<string, TournamentRefusal>> {
  if (!(await isRegistered(db, creator)))
    return err(refusal('account-required', 'only a registered player creates a tournament'));
  return holdingPlayer(db, creator, async (tx) => {
    const counted = await tx.query<{ running: number; late: boolean; far: boolean }>(
      `SELECT (SELECT count(*)::int FROM tournaments WHERE creator = $1 AND state IN ('open', 'running')) AS running,
         $2::timestamptz < now() - interval '1 minute' AS late,
         $2::timestamptz > now() + make_interval(days => $3) AS far`,
      [creator, settings.startsAt, TOURNAMENT_START_WITHIN_DAYS],
    );
    const { running = 0, late = false, far = false } = counted.rows[0] ?? {};
    if (late) return err(refusal('invalid-input', 'the start lies in the past', 'body.startsAt'));
    if (far) {
      return err(
        refusal(
          'invalid-input',
          `a tournament starts within ${TOURNAMENT_START_WITHIN_DAYS} days`,
          'body.startsAt',
        ),
      );
    }
    if (running >= limit) {
      return err(
        refusal('too-many-tournaments', `you have ${running} tournaments open or running: at most ${limit}`),
      );
    }
    const id = newId();
    await tx.query(
      `WITH made AS (
         INSERT INTO tournaments (id, name, creator, format, rounds, minutes, turn_seconds, rated, dealing,
           listed, max_players, starts_at, round_days)
         VALUES ($1, $2, $3, $11, $4, $12, $5, $6, $7, $8, $9, $10, $13) RETURNING id
       )
       INSERT INTO tournament_players (tournament_id, player_id, rating)
       SELECT made.id, $3, ${RATING_OF('$3')} FROM made`,
      [
        id,
        settings.name,
        creator,
        settings.rounds,
        settings.turnSeconds,
        settings.rated,
        settings.dealing,
        settings.listed,
        settings.maxPlayers,
        settings.startsAt,
        settings.format,
        settings.minutes,
        settings.roundDays,
      ],
    );
    return ok(id);
  });
}

/** Runs `work` holding the tournament's row; a missing tournament is refused. */
function holdingTournament<T>(
  db: Database,
  id: string,
  work: (tx: Queryable, tournament: StoredTournament) => Promise<Result<T, TournamentRefusal>>,
): Promise<Result<T, TournamentRefusal>> {
  return db.transaction(async (tx) => {
    const locked = await tx.query('SELECT 1 FROM tournaments WHERE id = $1 FOR UPDATE', [id]);
    if (locked.rows.length === 0) return err(notFound(id));
    const tournament = await readTournament(tx, id);
    if (tournament === null) return err(notFound(id));
    return work(tx, tournament);
  });
}

const notOpen = (tournament: StoredTournament): TournamentRefusal =>
  refusal(
    'tournament-started',
    tournament.state === 'running'
      ? tournament.format === 'swiss'
        ? 'the tournament has started: players join before its first round'
        : tournament.closed
          ? "the arena's window has closed: its last games are being played"
          : 'the arena has started already'
      : `the tournament is ${tournament.state === 'finished' ? 'over' : 'cancelled'}`,
  );

/** Whether players may join: a tournament before its start, an arena until its window closes. */
const joinable = (tournament: StoredTournament): boolean =>
  tournament.state === 'open' ||
  (tournament.state === 'running' && tournament.format === 'arena' && !tournament.closed);

/**
 * Joins a tournament that takes players (joinable), has room, and (if rated) takes the player, who is not in it
 * yet; or brings a player paused in an arena back.
 */
export async function joinTournament(
  db: Database,
  id: string,
  playerId: string,
): Promise<Result<null, TournamentRefusal>> {
  return holdingTournament(db, id, async (tx, tournament) => {
    if (!joinable(tournament)) return err(notOpen(tournament));
    if (tournament.rated && !(await isRegistered(tx, playerId)))
      return err(refusal('account-required', 'a rated tournament is for registered players'));
    const already = await tx.query<{ paused: boolean }>(
      'SELECT paused FROM tournament_players WHERE tournament_id = $1 AND player_id = $2',
      [id, playerId],
    );
    if (already.rows[0]?.paused === true) {
      await tx.query(
        `UPDATE tournament_players SET paused = false, came_back_at = now()
         WHERE tournament_id = $1 AND player_id = $2`,
        [id, playerId],
      );
      return ok(null);
    }
    if (already.rows.length > 0) return err(refusal('already-joined', 'you are in this tournament already'));
    if (tournament.players >= tournament.maxPlayers)
      return err(refusal('tournament-full', `the tournament is full: ${tournament.maxPlayers} players`));
    await tx.query(
      `INSERT INTO tournament_players (tournament_id, player_id, rating) VALUES ($1, $2, ${RATING_OF('$2')})`,
      [id, playerId],
    );
    return ok(null);
  });
}

/** Brings an open tournament's start to now, for its creator; the caller then pairs its first round. */
export async function startNow(
  db: Database,
  id: string,
  playerId: string,
): Promise<Result<null, TournamentRefusal>> {
  return holdingTournament(db, id, async (tx, tournament) => {
    if (tournament.creator.id !== playerId)
      return err(refusal('not-creator', "only the tournament's creator starts it early"));
    if (tournament.state !== 'open') return err(notOpen(tournament));
    await tx.query('UPDATE tournaments SET starts_at = least(starts_at, now()) WHERE id = $1', [id]);
    return ok(null);
  });
}

/**
 * Leaves a tournament before it starts (the place is free again); withdraws from a running Swiss (no later round
 * pairs the player); pauses in a running arena (not paired until they join again). Games under way go on and
 * count.
 */
export async function leaveTournament(
  db: Database,
  id: string,
  playerId: string,
): Promise<Result<null, TournamentRefusal>> {
  return holdingTournament(db, id, async (tx, tournament) => {
    if (tournament.state === 'finished' || tournament.state === 'cancelled') return err(notOpen(tournament));
    const left =
      tournament.state === 'open'
        ? await tx.query(
            'DELETE FROM tournament_players WHERE tournament_id = $1 AND player_id = $2 RETURNING 1',
            [id, playerId],
          )
        : tournament.format === 'arena'
          ? await tx.query(
              `UPDATE tournament_players SET paused = true
               WHERE tournament_id = $1 AND player_id = $2 AND NOT paused RETURNING 1`,
              [id, playerId],
            )
          : await tx.query(
              `UPDATE tournament_players SET withdrawn_after = $3
             WHERE tournament_id = $1 AND player_id = $2 AND withdrawn_after IS NULL RETURNING 1`,
              [id, playerId, tournament.round],
            );
    if (left.rows.length === 0) {
      const why =
        tournament.state === 'running' && tournament.format === 'arena'
          ? 'you are not playing in this arena (not in it, or paused already)'
          : 'you are not in this tournament';
      return err(refusal('not-joined', why));
    }
    return ok(null);
  });
}
