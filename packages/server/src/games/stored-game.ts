/**
 * A game as the database holds it, secrets included. Nothing of this type leaves the server: games/views.ts
 * turns it into what one viewer may see.
 */
import type { Action, GameEvent, GameResult, PlayerIndex, Position } from '@katz/engine';
import type { Outcome, SeatRating } from '@katz/protocol';
import type { BotLevel } from '../computer/levels.js';

export type Seat =
  | {
      readonly kind: 'person';
      readonly playerId: string;
      readonly name: string;
      /** A registered player's current rating (as of reading the game); null for a guest. */
      readonly rating: SeatRating | null;
    }
  | { readonly kind: 'computer'; readonly level: BotLevel };

export interface StoredGame {
  readonly id: string;
  readonly seed: string;
  readonly seedHash: string;
  readonly shuffle: string;
  readonly botSeed: string;
  readonly seats: readonly [Seat, Seat];
  readonly turnSeconds: number;
  /** Whether the end of the game changes both players' ratings (ratings/rate-game.ts). */
  readonly rated: boolean;
  readonly version: number;
  readonly position: Position;
  readonly state: 'running' | 'over';
  readonly result: GameResult | null;
  readonly turnDeadline: Date | null;
  /**
   * A game of a duplicate tournament whose deal was still being played at one of its tables when it was read, its
   * own included (docs/tournaments.md, "What stays hidden"): nobody but its two players may look at it, and its
   * seed, replay, record and review stay here until the last of those tables ends. Once false it stays false.
   */
  readonly sealed: boolean;
  /** The tournament whose pairing this game is (tournaments/), or null. */
  readonly tournament: { readonly id: string; readonly name: string } | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** The database's clock when the game was read, for the time left. */
  readonly readAt: Date;
}

/** One change of a game: an action, a resignation or a loss on time. */
export interface LogEntry {
  readonly version: number;
  readonly seat: PlayerIndex;
  readonly kind: 'action' | 'resign' | 'timeout';
  readonly action: Action | null;
  readonly clientActionId: string | null;
  /** Every event in full (drawn cards included); views.ts filters them for each viewer. */
  readonly events: readonly GameEvent[];
  readonly createdAt: Date;
}

export const seatOfPlayer = (game: StoredGame, playerId: string): PlayerIndex | null => {
  const [first, second] = game.seats;
  if (first.kind === 'person' && first.playerId === playerId) return 0;
  if (second.kind === 'person' && second.playerId === playerId) return 1;
  return null;
};

/** The people seated at the game (not the computer), whose pages hear of each of its changes. */
export const peopleOf = (game: StoredGame): string[] =>
  game.seats.flatMap((seat) => (seat.kind === 'person' ? [seat.playerId] : []));

/** How a finished game ended for the player in `seat`. */
export const outcomeFor = (result: GameResult, seat: PlayerIndex): Outcome =>
  result.winner === null ? 'drawn' : result.winner === seat ? 'won' : 'lost';
