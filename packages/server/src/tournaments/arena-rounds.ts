/**
 * An arena's life (docs/tournaments.md, "Arena"): started when its time comes, its waiting players paired as soon
 * as two of them can be, nobody paired once its window has closed, finished when the last game of the window has
 * ended. Each step runs in the transaction that holds the tournament's row (tournament-rounds.ts), so that two
 * processes never pair one player twice: the second finds them playing.
 */
import type { Queryable } from '../db/database.js';
import { newDeal } from '../games/create-game.js';
import { createPeopleGames } from '../games/create-people-games.js';
import { pairArena, type ArenaWaiting } from './arena-pairing.js';
import { arenaStandingsOf, type ArenaEntrant, type ArenaGame } from './arena-standings.js';
import type { RoundStep } from './round-step.js';
import { ARENA_END, type WholeTournament } from './tournament-store.js';

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

/** One step of an arena the caller holds and found due: its start, a pairing of whoever waits, or its end. */
export async function arenaStep(tx: Queryable, whole: WholeTournament): Promise<RoundStep> {
  const { tournament } = whole;
  if (tournament.state === 'running' && tournament.closed) {
    await tx.query(`UPDATE tournaments SET state = 'finished' WHERE id = $1`, [tournament.id]);
    return 'finished';
  }
  if (tournament.state === 'open' && whole.players.length < 2) {
    await tx.query(
      `UPDATE tournaments SET state = 'cancelled', cancelled_for = 'too-few-players' WHERE id = $1`,
      [tournament.id],
    );
    return 'cancelled';
  }
  if (tournament.state === 'open') {
    await tx.query(`UPDATE tournaments SET state = 'running' WHERE id = $1`, [tournament.id]);
  }
  const pausedNow = await pauseAbsent(tx, tournament.id);
  const games = arenaGamesOf(whole);
  const entrants = whole.players.map((player): ArenaEntrant => ({
    id: player.id,
    rating: player.rating,
    paused: player.paused || pausedNow.has(player.id),
  }));
  const standings = arenaStandingsOf(entrants, games);
  const waiting = standings
    .filter((line) => !line.paused && !line.playing)
    .map((line): ArenaWaiting => waitingOf(line.id, games));
  const active = entrants.filter((entrant) => !entrant.paused).length;
  const pairings = pairArena(waiting, { rematches: active === 2 });
  if (pairings.length === 0) return 'waiting';
  const round = tournament.round + 1;
  const made = await createPeopleGames(
    tx,
    pairings.map(({ seats }) => ({ seats, deal: newDeal() })),
    { turnSeconds: tournament.turnSeconds, rated: tournament.rated, tournamentId: tournament.id },
  );
  await tx.query(
    `INSERT INTO tournament_pairings (tournament_id, round, board, player0, player1, game0)
     SELECT $1, $2, r.board, r.player0, r.player1, r.game0
     FROM unnest($3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS r(player0, player1, game0, board)`,
    [
      tournament.id,
      round,
      pairings.map(({ seats }) => seats[0]),
      pairings.map(({ seats }) => seats[1]),
      made,
    ],
  );
  await tx.query('UPDATE tournaments SET round = $2 WHERE id = $1', [tournament.id, round]);
  return 'paired';
}

/** The arena's games as its standings count them: one game per pairing, its players in seat order. */
export const arenaGamesOf = ({ pairings }: WholeTournament): ArenaGame[] =>
  pairings.flatMap((pairing) => {
    const [first, second] = pairing.players;
    if (second === null) return [];
    return pairing.games.map((game): ArenaGame => ({
      round: pairing.round,
      players: game.seat0 === first ? [first, second] : [second, first],
      over: game.state === 'over',
      winner: game.winner,
    }));
  });

/** A waiting player's last opponent and seats so far, as the pairing weighs them. */
function waitingOf(id: string, games: readonly ArenaGame[]): ArenaWaiting {
  const mine = games.filter((game) => game.players.includes(id));
  const last = mine.at(-1);
  return {
    id,
    lastOpponent: last === undefined ? null : (last.players.find((player) => player !== id) ?? null),
    seatBalance: mine.reduce((balance, game) => balance + (game.players[0] === id ? 1 : -1), 0),
  };
}

/**
 * Pauses whoever lost their last game on time without one move of theirs, since they came back if they paused
 * before: an arena should not pair someone who is gone, and each game they would be given is a free win for
 * someone and a wait for everyone else. Answers who was paused.
 */
async function pauseAbsent(tx: Queryable, id: string): Promise<Set<string>> {
  const paused = await tx.query<{ player_id: string }>(
    `UPDATE tournament_players tp SET paused = true
     WHERE tp.tournament_id = $1 AND NOT tp.paused AND EXISTS (
       SELECT 1 FROM games g
       WHERE g.id = (
         SELECT last.id FROM games last
         WHERE last.tournament_id = $1 AND tp.player_id IN (last.player0, last.player1)
         ORDER BY last.created_at DESC, last.id DESC LIMIT 1)
         AND g.state = 'over' AND g.result->>'reason' = 'timeout'
         AND g.created_at > coalesce(tp.came_back_at, '-infinity')
         AND seat_player((g.result->>'winner')::int, g.player0, g.player1) <> tp.player_id
         AND NOT EXISTS (
           SELECT 1 FROM game_log l WHERE l.game_id = g.id AND l.kind = 'action'
             AND seat_player(l.seat, g.player0, g.player1) = tp.player_id))
     RETURNING tp.player_id`,
    [id],
  );
  return new Set(paused.rows.map((row) => row.player_id));
}
