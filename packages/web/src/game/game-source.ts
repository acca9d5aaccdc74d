/**
 * Where a game shown on the table comes from. The table never knows which kind it shows: a local practice game
 * (engine and bot in the browser) and a game on the server both speak in the protocol's shapes, so the table
 * renders a `GameView` and animates the `Entry` list that led to it, whichever source made them.
 */
import type { Action, Result } from '@katz/engine';
import type { ApiErrorJson, Entry, GameView } from '@katz/protocol';

/** A new state of the game, with the entries (in order) that led to it from the previous one. */
export interface SourceUpdate {
  readonly game: GameView;
  /** Empty for the first update and after a resynchronisation (nothing to animate). */
  readonly entries: readonly Entry[];
}

/** How the source is connected: a local game is always `live`. */
export type SourceStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

export interface GameSource {
  readonly kind: 'local' | 'server';
  readonly gameId: string;
  /** The latest state, once there is one. */
  current(): SourceUpdate | undefined;
  /** Calls `listener` with every new state; returns the function that stops it. */
  subscribe(listener: (update: SourceUpdate) => void): () => void;
  /**
   * Every entry of the game so far, in version order, with the events the viewer may see: the move list and the
   * other player's last turn are read from it (after a reload too). Fails when the source cannot tell.
   */
  history(): Promise<readonly Entry[]>;
  status(): SourceStatus;
  subscribeStatus(listener: (status: SourceStatus) => void): () => void;
  /**
   * Plays `actions` on the viewer's turn, all or none (held plays confirmed together go as one batch).
   * Resolves once the source has stored them; the new state arrives through `subscribe`.
   */
  play(actions: readonly Action[]): Promise<Result<void, ApiErrorJson>>;
  resign(): Promise<Result<void, ApiErrorJson>>;
  /** Stops listening and releases what the source holds (a socket, a worker). */
  close(): void;
}
