/**
 * Who sits where (docs/tournaments.md, "Seats"), for every format: seat 0 is dealt first and moves first, so each
 * player should hold it as often as the other seat. A player's seat balance is their games in seat 0 minus their
 * games in seat 1; of two players about to meet, the one with the lower balance takes seat 0, and of two with the
 * same balance, the higher in the standings takes the seat that evens their own count (seat 0 when they have sat
 * in it no more often than in seat 1).
 */

/** One game as the seat rule counts it: who sat in seat 0, and the two players. */
export interface SeatedGame {
  readonly seat0: string;
  readonly players: readonly [string, string];
}

/** Games in seat 0 minus games in seat 1, over the games `id` played. */
export const seatBalanceOf = (id: string, games: readonly SeatedGame[]): number =>
  games.reduce(
    (balance, game) => (game.players.includes(id) ? balance + (game.seat0 === id ? 1 : -1) : balance),
    0,
  );

export interface Seatable {
  readonly id: string;
  readonly seatBalance: number;
}

/** The seats of two players about to meet, `higher` above `lower` in the standings: seat 0's player first. */
export function seatsOf(higher: Seatable, lower: Seatable): readonly [string, string] {
  if (lower.seatBalance !== higher.seatBalance) {
    return lower.seatBalance < higher.seatBalance ? [lower.id, higher.id] : [higher.id, lower.id];
  }
  return higher.seatBalance > 0 ? [lower.id, higher.id] : [higher.id, lower.id];
}
