/**
 * Moving tournaments on, one step at a time: a Swiss's rounds (swiss/swiss-rounds.ts), an arena's pairings
 * (arena/arena-steps.ts), each tournament's start and end.
 *
 * Exactly once, on any number of processes: a step runs in one transaction that holds the tournament's row and
 * checks again, under the lock, that the step is due; what it writes is committed together or not at all, so a
 * process killed in the middle leaves nothing of it, and whichever process comes next takes the step as if for
 * the first time.
 */
import type { Database } from '../db/database.js';
import { ARENA_DUE, arenaStep, planArena } from './arena/arena-steps.js';
import { swissStep } from './swiss/swiss-rounds.js';
import type { TournamentStep } from './tournament-step.js';
import { NEXT_ROUND_AT } from './tournament-record.js';

/**
 * The tournaments with something to do: open ones whose start has come, running Swiss ones whose round has no
 * game left running (and, with rounds at set times, whose next round's time has come, or that are at their end),
 * arenas with players to pair or an end to reach.
 */
const DUE = `
  (t.state = 'open' AND t.starts_at <= now())
  OR (t.format = 'swiss' AND t.state = 'running' AND NOT EXISTS (
    SELECT 1 FROM tournament_pairings p JOIN games g ON g.id IN (p.game0, p.game1)
    WHERE p.tournament_id = t.id AND p.round = t.round AND g.state = 'running')
    AND (t.round_days IS NULL OR t.round >= t.rounds OR ${NEXT_ROUND_AT} <= now()))
  OR ${ARENA_DUE}`;

/** Moves every due tournament on by a step; how many moved. */
export async function advanceTournaments(db: Database): Promise<number> {
  const due = await db.query<{ id: string }>(
    `SELECT t.id FROM tournaments t WHERE ${DUE} ORDER BY t.starts_at`,
  );
  let moved = 0;
  for (const { id } of due.rows) if ((await advanceTournament(db, id)) !== 'waiting') moved += 1;
  return moved;
}

/** One step of one tournament, if it is due: its start, its next round or pairing, or its end. */
export async function advanceTournament(db: Database, id: string): Promise<TournamentStep> {
  // Asked first without a lock, so that a tournament with nothing to do (most notices bring nothing) costs one
  // look. An arena is then read and planned before the transaction (arena-steps.ts, ArenaPlan); a Swiss round,
  // rare and paired once, in it.
  const seen = await db.query<{ due: boolean; format: string }>(
    `SELECT ${DUE} AS due, t.format FROM tournaments t WHERE t.id = $1`,
    [id],
  );
  if (seen.rows[0]?.due !== true) return 'waiting';
  const plan = seen.rows[0].format === 'arena' ? await planArena(db, id) : null;
  return db.transaction(async (tx) => {
    // The lock first, then the check in a statement of its own: a statement that waited for the lock reads the
    // row as the holder left it, but everything else (the pairings, the games) as it was when the statement
    // began, before the round the holder just paired, which would look over.
    await tx.query('SELECT 1 FROM tournaments WHERE id = $1 FOR UPDATE', [id]);
    const checked = await tx.query<{ due: boolean; format: string }>(
      `SELECT ${DUE} AS due, t.format FROM tournaments t WHERE t.id = $1`,
      [id],
    );
    if (checked.rows[0]?.due !== true) return 'waiting';
    if (checked.rows[0].format === 'arena') return plan === null ? 'waiting' : arenaStep(tx, plan);
    return swissStep(tx, id);
  });
}
