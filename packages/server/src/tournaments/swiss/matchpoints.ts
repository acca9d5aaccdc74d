/**
 * Scoring a duplicate round against the field (docs/tournaments.md, "Scored against the field"), as duplicate
 * bridge scores a pairs event: every table of the round played the same deal, and each result is compared with
 * the results of every other table from the same seat. A result beaten is worth 2 matchpoints, a result tied 1;
 * the most a seat can take (the top) is 2 for each other table. So a result is judged against everyone who held
 * the same cards, and the luck of the deal, which every seat 0 and every seat 1 shared, falls out.
 *
 * Results are ordered, from a seat's side: a win by the stock (the opponent's stock cards left the margin, more
 * is better); a win at the draw pile's end (own stock cards fewer than the opponent's, the difference the
 * margin); a draw; and the same losses the other way round. A resignation or a loss on time counts as the other
 * side's win by the stock with the loser's stock cards left at that moment, so that giving up never scores
 * better than playing on would have.
 */
import type { GameResult, PlayerIndex } from '@katz/engine';

/** A table's game once over: how it ended, and each seat's stock cards left then. */
export interface TableResult {
  readonly result: GameResult;
  /** Stock cards left at the end: seat 0's, seat 1's. */
  readonly stocks: readonly [number, number];
}

/** How a table's game ended from one seat, as its line says it ("won by the stock, 6 cards ahead"). */
interface SeatOutcome {
  readonly outcome: 'won' | 'drawn' | 'lost';
  /** `stock`: by the stock (or the other side's resignation or time); `drawPile`: at the draw pile's end. */
  readonly by: 'stock' | 'drawPile';
  /** The opponent's stock cards left minus the seat's own. */
  readonly margin: number;
}

/** One table's score against the field, both seats: seat 0's figures, then seat 1's. */
export interface FieldScore {
  readonly matchpoints: readonly [number, number];
  /** The most matchpoints a seat could take: 2 for each other table. */
  readonly top: number;
  /** The other tables' results from the same seat that this one beat, and that it tied. */
  readonly beaten: readonly [number, number];
  readonly tied: readonly [number, number];
  /** The other tables compared with. */
  readonly others: number;
  readonly outcomes: readonly [SeatOutcome, SeatOutcome];
}

/** What a win by the stock is worth over any win at the draw pile's end, which is worth as much over a draw. */
const CLASS_STEP = 1_000;

const other = (seat: PlayerIndex): PlayerIndex => (seat === 0 ? 1 : 0);

/** How the table's game ended from `seat`. */
function seatOutcome({ result, stocks }: TableResult, seat: PlayerIndex): SeatOutcome {
  const margin = stocks[other(seat)] - stocks[seat];
  if (result.winner === null) return { outcome: 'drawn', by: 'drawPile', margin };
  const by = result.reason === 'drawPile' ? 'drawPile' : 'stock';
  return { outcome: result.winner === seat ? 'won' : 'lost', by, margin };
}

/**
 * A result as one number from `seat`, the higher the better: the same result from the other seat is its
 * negative, so that the two seats of a table always share the top between them.
 */
export function resultValue(table: TableResult, seat: PlayerIndex): number {
  const { outcome, by, margin } = seatOutcome(table, seat);
  if (outcome === 'drawn') return 0;
  const sign = outcome === 'won' ? 1 : -1;
  if (by === 'drawPile') return sign * CLASS_STEP + margin;
  // By the stock: the loser's stock cards left.
  const loserStock = table.stocks[outcome === 'won' ? other(seat) : seat];
  return sign * (2 * CLASS_STEP + loserStock);
}

/** Every table of one deal scored against the others, in the order given. */
export function scoreTables(tables: readonly TableResult[]): FieldScore[] {
  const values = tables.map((table) => resultValue(table, 0));
  const others = tables.length - 1;
  const top = 2 * others;
  return tables.map((table, index) => {
    const own = values[index] ?? 0;
    let beaten = 0;
    let tied = 0;
    let lost = 0;
    values.forEach((value, at) => {
      if (at === index) return;
      if (own > value) beaten += 1;
      else if (own === value) tied += 1;
      else lost += 1;
    });
    const matchpoints = 2 * beaten + tied;
    return {
      matchpoints: [matchpoints, top - matchpoints],
      top,
      // From seat 1 the order turns round: what seat 0 beat, seat 1 lost to.
      beaten: [beaten, lost],
      tied: [tied, tied],
      others,
      outcomes: [seatOutcome(table, 0), seatOutcome(table, 1)],
    };
  });
}

/** What a bye is worth in a round of `tables` tables: half the top, as a result neither won nor lost. */
export const byeMatchpoints = (tables: number): { readonly matchpoints: number; readonly top: number } => ({
  matchpoints: Math.max(0, tables - 1),
  top: 2 * Math.max(0, tables - 1),
});
