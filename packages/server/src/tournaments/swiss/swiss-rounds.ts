/**
 * A Swiss's steps (docs/tournaments.md, "Rounds of a Swiss"): its first round at its start, each next round once
 * the last game of the round before is over, its end after its last round. Each step runs in the transaction that
 * holds the tournament's row and found it due (tournament-steps.ts), so that a round is paired exactly once on any
 * number of processes: its pairings, its games and the new round number are committed together or not at all.
 *
 * The pairing is a pure function of the standings (swiss-pairing.ts), themselves recounted from the games
 * (swiss-standings.ts). On duplicate deals every table of a round is dealt the round's one deal.
 */
import { minPlayersOf } from '@katz/protocol';
import type { Queryable } from '../../db/database.js';
import { createGames, newDeal, sameDeal, type NewDeal } from '../../games/create-game.js';
import { LOST_WITHOUT_A_MOVE } from '../absence.js';
import type { TournamentStep } from '../tournament-step.js';
import type { StoredTournament } from '../tournament-record.js';
import { readWholeTournament, type StoredPairing, type WholeTournament } from '../whole-tournament.js';
import { pairSwissRound, type SwissRound } from './swiss-pairing.js';
import {
  swissEntrantsOf,
  type PairingFacts,
  type SwissScoring,
  type TournamentEntrant,
} from './swiss-standings.js';

/** A Swiss's step, under the lock of its row, once found due: its start (or cancellation), next round, or end. */
export async function swissStep(tx: Queryable, id: string): Promise<TournamentStep> {
  const round = await withdrawAbsent(tx, id);
  const whole = await readWholeTournament(tx, id);
  if (whole === null) return 'waiting';
  const { tournament } = whole;
  const entrants = entrantsOf(whole);
  const playing = entrants.filter((entrant) => !entrant.withdrawn).length;
  // A duplicate round needs two tables to compare: with fewer players it is not begun, or not paired again.
  const fewest = minPlayersOf(tournament.dealing);
  if (tournament.state === 'open' && playing < fewest) {
    await tx.query(
      `UPDATE tournaments SET state = 'cancelled', cancelled_for = 'too-few-players' WHERE id = $1`,
      [id],
    );
    return 'cancelled';
  }
  if (round >= (tournament.rounds ?? 0) || playing < fewest) {
    await tx.query(`UPDATE tournaments SET state = 'finished' WHERE id = $1`, [id]);
    return 'finished';
  }
  const paired = pairSwissRound(swissEntrantsOf(entrants, pairingFactsOf(whole), scoringOf(tournament)));
  await storeRound(tx, tournament, paired, round + 1);
  await tx.query(`UPDATE tournaments SET state = 'running', round = $2 WHERE id = $1`, [id, round + 1]);
  return 'paired';
}

/** How the tournament's standings count: matchpoints against the field on duplicate deals dealt a round at a time. */
export const scoringOf = (tournament: StoredTournament): SwissScoring =>
  tournament.dealing === 'round' ? 'field' : 'points';

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
           SELECT 1 FROM games g WHERE g.id IN (p.game0, p.game1)
             AND NOT coalesce(${LOST_WITHOUT_A_MOVE('g', 'tp.player_id')}, false)))`,
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
  games: pairing.games.map((game) => ({ seat0: game.seat0, end: game.end })),
});

export const pairingFactsOf = ({ pairings }: WholeTournament): PairingFacts[] => pairings.map(pairingFactOf);

/**
 * The games of a round's pairings as the tournament deals them: each its own deal; on duplicate deals one deal
 * for every table of the round; in the former duplicate format two games a pairing on one deal, the seats swapped.
 */
function tablesOf(tournament: StoredTournament, paired: SwissRound): Table[][] {
  const roundDeal: NewDeal | null = tournament.dealing === 'round' ? newDeal() : null;
  return paired.pairings.map(({ seats }) => {
    if (roundDeal !== null) return [{ seats, deal: sameDeal(roundDeal) }];
    const deal = newDeal();
    const first = { seats, deal };
    if (tournament.dealing === 'game') return [first];
    return [first, { seats: [seats[1], seats[0]] as const, deal: sameDeal(deal) }];
  });
}

/** A game of the round: its players in seat 0 and seat 1, and its deal. */
interface Table {
  readonly seats: readonly [string, string];
  readonly deal: NewDeal;
}

/** The round's games in one statement, every pairing row (the bye's last) in another. */
async function storeRound(
  tx: Queryable,
  tournament: StoredTournament,
  paired: SwissRound,
  round: number,
): Promise<void> {
  const tables = tablesOf(tournament, paired);
  const games = tables.flat().map(({ seats, deal }) => ({
    seats: [{ playerId: seats[0] }, { playerId: seats[1] }] as const,
    deal,
  }));
  await createGames(tx, games, {
    turnSeconds: tournament.turnSeconds,
    rated: tournament.rated,
    tournamentId: tournament.id,
  });
  interface PairingRow {
    readonly board: number;
    readonly player0: string;
    readonly player1: string | null;
    readonly game0: string | null;
    readonly game1: string | null;
  }
  const rows = tables.map(([first, second], index): PairingRow => ({
    board: index + 1,
    player0: first?.seats[0] ?? '',
    player1: first?.seats[1] ?? null,
    game0: first?.deal.id ?? null,
    game1: second?.deal.id ?? null,
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
