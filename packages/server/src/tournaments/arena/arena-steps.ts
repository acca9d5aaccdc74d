/**
 * An arena's life (docs/tournaments.md, "Arena"): started when its time comes, its waiting players paired as soon
 * as two of them can be, nobody paired once its window has closed, finished when the last game of the window has
 * ended. Each step runs in the transaction that holds the tournament's row (tournament-steps.ts), so that two
 * processes never pair one player twice: the second finds them playing.
 */
import type { Queryable } from '../../db/database.js';
import { createGames, newDeal } from '../../games/create-game.js';
import { LOST_WITHOUT_A_MOVE } from '../absence.js';
import { seatBalanceOf } from '../seats.js';
import type { TournamentStep } from '../tournament-step.js';
import { ARENA_END } from '../tournament-record.js';
import { readWholeTournament, type WholeTournament } from '../whole-tournament.js';
import { pairArena, type ArenaPairing, type ArenaWaiting } from './arena-pairing.js';
import { arenaStandingsOf, type ArenaEntrant, type ArenaGame } from './arena-standings.js';

/** Players of the arena `t` free to play: in it, not paused, and in none of its running games. */
const WAITING = `(SELECT count(*) FROM tournament_players tp
  WHERE tp.tournament_id = t.id AND NOT tp.paused AND tp.withdrawn_after IS NULL AND NOT EXISTS (
    SELECT 1 FROM games g WHERE g.tournament_id = t.id AND g.state = 'running'
      AND tp.player_id IN (g.player0, g.player1)))`;

const RUNNING_GAME = `EXISTS (SELECT 1 FROM games g WHERE g.tournament_id = t.id AND g.state = 'running')`;

/** A running arena with something to do: two players to pair in its window, or its end once its games are over. */
export const ARENA_DUE = `(t.format = 'arena' AND t.state = 'running' AND CASE
    WHEN ${ARENA_END} <= now() THEN NOT ${RUNNING_GAME}
    ELSE ${WAITING} >= 2 END)`;

/**
 * What a step of an arena would do, worked out from a read of it outside any transaction: on the embedded
 * database a transaction has the one connection to itself, and reading the whole arena and recounting its
 * standings inside it held every play of every game up for it (the load bench's plays went from 35 to 230 ms at
 * their 99th percentile beside an arena of 500). The transaction then only checks that nothing it relied on has
 * changed, and writes.
 */
export interface ArenaPlan {
  readonly id: string;
  readonly turnSeconds: number;
  readonly rated: boolean;
  /**
   * The arena's state and its last pairing batch's number (the tournament's `round` column) as read: a step under
   * the lock finds them unchanged, or does nothing.
   */
  readonly state: 'open' | 'running';
  readonly batch: number;
  readonly pairings: readonly ArenaPairing[];
}

/**
 * Reads the arena and works out whom it would pair now (pausing first whoever let their last game run out
 * without a move); null when there is no arena of this id open or running.
 */
export async function planArena(db: Queryable, id: string): Promise<ArenaPlan | null> {
  await pauseAbsent(db, id);
  const whole = await readWholeTournament(db, id);
  if (whole === null) return null;
  const { tournament } = whole;
  if (tournament.state !== 'open' && tournament.state !== 'running') return null;
  const games = arenaGamesOf(whole);
  const entrants = whole.players.map((player): ArenaEntrant => ({
    id: player.id,
    rating: player.rating,
    paused: player.paused,
  }));
  const waiting = arenaStandingsOf(entrants, games)
    .filter((line) => !line.paused && !line.playing)
    .map((line): ArenaWaiting => waitingOf(line.id, games));
  const active = entrants.filter((entrant) => !entrant.paused).length;
  return {
    id,
    turnSeconds: tournament.turnSeconds,
    rated: tournament.rated,
    state: tournament.state,
    batch: tournament.round,
    pairings: tournament.closed ? [] : pairArena(waiting, { rematches: active === 2 }),
  };
}

/**
 * One step of an arena the caller holds and found due, as planned: its start, a pairing of whoever waits, or its
 * end. Nothing when the arena moved on since the plan was read (another process paired it), or when a player it
 * would pair has since been paired or paused: the next sweep plans again.
 */
export async function arenaStep(tx: Queryable, plan: ArenaPlan): Promise<TournamentStep> {
  const found = await tx.query<{ state: string; batch: number; closed: boolean; players: number }>(
    `SELECT t.state, t.round AS batch, coalesce(${ARENA_END} <= now(), false) AS closed,
       (SELECT count(*)::int FROM tournament_players tp WHERE tp.tournament_id = t.id) AS players
     FROM tournaments t WHERE t.id = $1`,
    [plan.id],
  );
  const now = found.rows[0];
  if (now?.state !== plan.state || now.batch !== plan.batch) return 'waiting';
  if (now.state === 'running' && now.closed) {
    await tx.query(`UPDATE tournaments SET state = 'finished' WHERE id = $1`, [plan.id]);
    return 'finished';
  }
  if (now.state === 'open' && now.players < 2) {
    await tx.query(
      `UPDATE tournaments SET state = 'cancelled', cancelled_for = 'too-few-players' WHERE id = $1`,
      [plan.id],
    );
    return 'cancelled';
  }
  if (now.state === 'open')
    await tx.query(`UPDATE tournaments SET state = 'running' WHERE id = $1`, [plan.id]);
  const seated = plan.pairings.flatMap((pairing) => pairing.seats);
  const taken = await tx.query<{ taken: number }>(
    `SELECT count(*)::int AS taken FROM tournament_players tp
     WHERE tp.tournament_id = $1 AND tp.player_id = ANY($2::text[]) AND (tp.paused OR EXISTS (
       SELECT 1 FROM games g WHERE g.tournament_id = $1 AND g.state = 'running'
         AND tp.player_id IN (g.player0, g.player1)))`,
    [plan.id, seated],
  );
  if (plan.pairings.length === 0 || (taken.rows[0]?.taken ?? 0) > 0) {
    return now.state === 'open' ? 'paired' : 'waiting';
  }
  // Everyone this step pairs is one pairing batch, numbered on from the last in the pairings' `round` column.
  const batch = plan.batch + 1;
  const made = await createGames(
    tx,
    plan.pairings.map(({ seats }) => ({
      seats: [{ playerId: seats[0] }, { playerId: seats[1] }] as const,
      deal: newDeal(),
    })),
    { turnSeconds: plan.turnSeconds, rated: plan.rated, tournamentId: plan.id },
  );
  await tx.query(
    `INSERT INTO tournament_pairings (tournament_id, round, board, player0, player1, game0)
     SELECT $1, $2, r.board, r.player0, r.player1, r.game0
     FROM unnest($3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS r(player0, player1, game0, board)`,
    [
      plan.id,
      batch,
      plan.pairings.map(({ seats }) => seats[0]),
      plan.pairings.map(({ seats }) => seats[1]),
      made,
    ],
  );
  await tx.query('UPDATE tournaments SET round = $2 WHERE id = $1', [plan.id, batch]);
  return 'paired';
}

/** The arena's games as its standings count them: one game per pairing, its players in seat order. */
export const arenaGamesOf = ({ pairings }: WholeTournament): ArenaGame[] =>
  pairings.flatMap((pairing) => {
    const [first, second] = pairing.players;
    if (second === null) return [];
    return pairing.games.map((game): ArenaGame => {
      const players = game.seat0 === first ? ([first, second] as const) : ([second, first] as const);
      const winner = game.end?.result.winner ?? null;
      return {
        id: game.id,
        batch: pairing.round,
        players,
        over: game.state === 'over',
        winner: winner === null ? null : players[winner],
      };
    });
  });

/** A waiting player's last opponent and seats so far, as the pairing weighs them. */
function waitingOf(id: string, games: readonly ArenaGame[]): ArenaWaiting {
  const mine = games.filter((game) => game.players.includes(id));
  const last = mine.at(-1);
  return {
    id,
    lastOpponent: last === undefined ? null : (last.players.find((player) => player !== id) ?? null),
    seatBalance: seatBalanceOf(
      id,
      mine.map((game) => ({ seat0: game.players[0], players: game.players })),
    ),
  };
}

/**
 * Pauses whoever lost their last game on time without one move of theirs, since they came back if they paused
 * before: an arena should not pair someone who is gone, and each game they would be given is a free win for
 * someone and a wait for everyone else. One statement, safe to run from any process at any time.
 */
async function pauseAbsent(db: Queryable, id: string): Promise<void> {
  // From the arena's few games lost on time, not from each of its players: this runs at every sweep.
  await db.query(
    `WITH lost AS MATERIALIZED (
       SELECT g.id, g.created_at, g.player0, g.player1, g.state, g.result,
         seat_player(1 - (g.result->>'winner')::int, g.player0, g.player1) AS loser
       FROM games g WHERE g.tournament_id = $1 AND g.state = 'over' AND g.result->>'reason' = 'timeout'
     )
     UPDATE tournament_players tp SET paused = true
     FROM lost
     WHERE tp.tournament_id = $1 AND tp.player_id = lost.loser AND NOT tp.paused
       AND lost.created_at > coalesce(tp.came_back_at, '-infinity')
       AND NOT EXISTS (
         SELECT 1 FROM games later WHERE later.tournament_id = $1 AND later.created_at > lost.created_at
           AND tp.player_id IN (later.player0, later.player1))
       AND ${LOST_WITHOUT_A_MOVE('lost', 'tp.player_id')}`,
    [id],
  );
}
