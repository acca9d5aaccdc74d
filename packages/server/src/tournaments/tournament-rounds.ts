/**
 * Moving tournaments on. A Swiss's rounds: started when its time comes, each next round paired once the last game
 * of the round before is over, finished after its last round (docs/tournaments.md); an arena's steps are
 * arena-rounds.ts's, under the same lock.
 *
 * Exactly once, on any number of processes: a round is paired in one transaction that holds the tournament's row
 * and checks again, under the lock, that it is due; its pairings, its games and the new round number are
 * committed together or not at all, so a process killed while pairing leaves nothing of it, and whichever process
 * comes next pairs the round as if for the first time. The pairing is a pure function of the standings
 * (swiss-pairing.ts), themselves recounted from the games (standings.ts).
 */
import type { Database, Queryable } from '../db/database.js';
import { newDeal, sameDeal } from '../games/create-game.js';
import { createPeopleGames } from '../games/create-people-games.js';
import { ARENA_DUE, arenaStep, planArena } from './arena-rounds.js';
import type { RoundStep } from './round-step.js';
import { pairSwissRound } from './swiss-pairing.js';
import { swissEntrantsOf, type PairingFacts, type TournamentEntrant } from './standings.js';
import { NEXT_ROUND_AT } from './tournament-record.js';
import { readWholeTournament, type StoredPairing, type WholeTournament } from './whole-tournament.js';

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

/** One step of one tournament, if it is due: its first round, its next one, or its end. */
export async function advanceTournament(db: Database, id: string): Promise<RoundStep> {
  // An arena is read and planned before its transaction (arena-rounds.ts, ArenaPlan); a Swiss round, rare and
  // paired once, in it.
  const format = await db.query<{ format: string }>('SELECT format FROM tournaments WHERE id = $1', [id]);
  const plan = format.rows[0]?.format === 'arena' ? await planArena(db, id) : null;
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
    const round = await withdrawAbsent(tx, id);
    const whole = await readWholeTournament(tx, id);
    if (whole === null) return 'waiting';
    const { tournament } = whole;
    const entrants = entrantsOf(whole);
    const playing = entrants.filter((entrant) => !entrant.withdrawn).length;
    if (tournament.state === 'open' && playing < 2) {
      await tx.query(
        `UPDATE tournaments SET state = 'cancelled', cancelled_for = 'too-few-players' WHERE id = $1`,
        [id],
      );
      return 'cancelled';
    }
    if (round >= (tournament.rounds ?? 0) || playing < 2) {
      await tx.query(`UPDATE tournaments SET state = 'finished' WHERE id = $1`, [id]);
      return 'finished';
    }
    await pairRound(tx, whole, entrants, round + 1);
    await tx.query(`UPDATE tournaments SET state = 'running', round = $2 WHERE id = $1`, [id, round + 1]);
    return 'paired';
  });
}

/**
 * Withdraws whoever missed the whole round just ended (every game of their pairing lost on time without one move
 * of theirs), so that the next round pairs nobody who is gone; answers the tournament's round.
 */
async function withdrawAbsent(tx: Queryable, id: string): Promise<number> {
  const found = await tx.query<{ round: number }>('SELECT round FROM tournaments WHERE id = $1', [id]);
  const round = found.rows[0]?.round ?? 0;
  if (round === 0) return 0;
  await tx.query(
    `UPDATE tournament_players tp SET withdrawn_after = $2
     WHERE tp.tournament_id = $1 AND tp.withdrawn_after IS NULL AND EXISTS (
       SELECT 1 FROM tournament_pairings p
       WHERE p.tournament_id = $1 AND p.round = $2 AND p.player1 IS NOT NULL
         AND tp.player_id IN (p.player0, p.player1)
         AND NOT EXISTS (
           SELECT 1 FROM games g WHERE g.id IN (p.game0, p.game1) AND NOT coalesce(
             g.state = 'over' AND g.result->>'reason' = 'timeout'
             AND seat_player((g.result->>'winner')::int, g.player0, g.player1) <> tp.player_id
             AND NOT EXISTS (
               SELECT 1 FROM game_log l WHERE l.game_id = g.id AND l.kind = 'action'
                 AND seat_player(l.seat, g.player0, g.player1) = tp.player_id), false)))`,
    [id, round],
  );
  return round;
}

/** The players as the standings and the pairing take them. */
export const entrantsOf = ({ players }: WholeTournament): TournamentEntrant[] =>
  players.map((player) => ({
    id: player.id,
    rating: player.rating,
    withdrawn: player.withdrawnAfter !== null,
  }));

/** A stored pairing as the standings count it. */
export const pairingFactOf = (pairing: StoredPairing): PairingFacts => ({
  round: pairing.round,
  players: pairing.players,
  games: pairing.games.map((game) => ({
    seat0: game.seat0,
    over: game.state === 'over',
    winner: game.winner,
    margin: game.margin,
  })),
});

export const pairingFactsOf = ({ pairings }: WholeTournament): PairingFacts[] => pairings.map(pairingFactOf);

/**
 * The round's pairings and their games (two on one deal, the seats swapped, for a duplicate tournament): every
 * game in one statement, every pairing row in another.
 */
async function pairRound(
  tx: Queryable,
  whole: WholeTournament,
  entrants: readonly TournamentEntrant[],
  round: number,
): Promise<void> {
  const { tournament } = whole;
  const paired = pairSwissRound(swissEntrantsOf(entrants, pairingFactsOf(whole)));
  const boards = paired.pairings.map(({ seats }) => {
    const deal = newDeal();
    return {
      first: { seats, deal },
      second: tournament.duplicate ? { seats: [seats[1], seats[0]] as const, deal: sameDeal(deal) } : null,
    };
  });
  await createPeopleGames(
    tx,
    boards.flatMap((board) => (board.second === null ? [board.first] : [board.first, board.second])),
    { turnSeconds: tournament.turnSeconds, rated: tournament.rated, tournamentId: tournament.id },
  );
  const twins = boards.flatMap((board) => (board.second === null ? [] : [board]));
  if (twins.length > 0) {
    await tx.query(
      `UPDATE games g SET twin = t.twin
       FROM unnest($1::text[] || $2::text[], $2::text[] || $1::text[]) AS t(id, twin) WHERE g.id = t.id`,
      [twins.map((board) => board.first.deal.id), twins.map((board) => board.second?.deal.id ?? '')],
    );
  }
  interface PairingRow {
    readonly board: number;
    readonly player0: string;
    readonly player1: string | null;
    readonly game0: string | null;
    readonly game1: string | null;
  }
  const rows = boards.map((board, index): PairingRow => ({
    board: index + 1,
    player0: board.first.seats[0],
    player1: board.first.seats[1],
    game0: board.first.deal.id,
    game1: board.second?.deal.id ?? null,
  }));
  if (paired.bye !== null) {
    rows.push({ board: rows.length + 1, player0: paired.bye, player1: null, game0: null, game1: null });
  }
  await tx.query(
    `INSERT INTO tournament_pairings (tournament_id, round, board, player0, player1, game0, game1)
     SELECT $1, $2, r.board, r.player0, r.player1, r.game0, r.game1
     FROM unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::text[]) AS r(board, player0, player1, game0, game1)`,
    [
      tournament.id,
      round,
      rows.map((row) => row.board),
      rows.map((row) => row.player0),
      rows.map((row) => row.player1),
      rows.map((row) => row.game0),
      rows.map((row) => row.game1),
    ],
  );
}
