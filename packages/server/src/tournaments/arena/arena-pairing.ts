/**
 * Whom an arena pairs now (docs/tournaments.md, "Arena"): a pure function of the players waiting for a game, in
 * the order of the standings.
 *
 * From the top of the standings down, each waiting player meets the nearest waiting player below them who was not
 * their last opponent: so players meet others of about their score, as soon as both are free. Two who have just
 * played each other wait for someone else rather than play again at once, unless nobody else is left in the arena
 * to wait for. Who sits where is the seat rule of every format (seats.ts).
 */
import { seatsOf } from '../seats.js';

export interface ArenaWaiting {
  readonly id: string;
  /** Their last game's opponent, or null before their first. */
  readonly lastOpponent: string | null;
  /** Games in seat 0 minus games in seat 1. */
  readonly seatBalance: number;
}

export interface ArenaPairing {
  /** The players in seat 0 and seat 1. */
  readonly seats: readonly [string, string];
}

/**
 * Pairs `waiting` (best first); `rematches` lets two last opponents meet again, when they are the only two players
 * who could be paired at all.
 */
export function pairArena(
  waiting: readonly ArenaWaiting[],
  options: { readonly rematches: boolean },
): ArenaPairing[] {
  const paired = new Set<string>();
  const pairings: ArenaPairing[] = [];
  const metLast = (a: ArenaWaiting, b: ArenaWaiting) => a.lastOpponent === b.id || b.lastOpponent === a.id;
  for (const [index, player] of waiting.entries()) {
    if (paired.has(player.id)) continue;
    const free = waiting.slice(index + 1).filter((other) => !paired.has(other.id));
    const opponent =
      free.find((other) => !metLast(player, other)) ?? (options.rematches ? free[0] : undefined);
    if (opponent === undefined) continue;
    paired.add(player.id).add(opponent.id);
    pairings.push({ seats: seatsOf(player, opponent) });
  }
  return pairings;
}
