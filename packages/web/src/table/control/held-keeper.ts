/**
 * The plays held on one table, at each change of what it shows: the table's controller (table-controller.ts)
 * keeps the list and asks here what it becomes. At a version the table reaches anew, the plays kept for it in the
 * tab's storage (held-plays.ts) come back; on a position where no held play can apply (the viewer's turn passed
 * or the game ended, finished in another tab or device, say) none stays; and plays no longer held are no longer
 * kept either.
 */
import type { Action, PositionView } from '@katz/engine';
import type { GameView } from '@katz/protocol';
import { mayHoldOn, readHeld, writeHeld, type HeldStorage } from './held-plays.js';

/** A position the table shows: mid-play-out, or a game whole (`game`), of a game `over` or not. */
interface Shown {
  readonly view: PositionView | undefined;
  readonly game?: GameView;
  readonly over: boolean;
}

export class HeldKeeper {
  /** The game's version the held plays were read for. */
  private readAt: number | undefined;

  constructor(
    private readonly storage: HeldStorage,
    private readonly gameId: string,
  ) {}

  /** The plays held when the table starts on `game`: those kept for its version. */
  first(game: GameView | undefined): readonly Action[] {
    this.readAt = game?.version;
    return readHeld(this.storage, this.gameId, game);
  }

  /** The plays held once the table shows `shown`, when `before` were. */
  shown(before: readonly Action[], { view, game, over }: Shown): readonly Action[] {
    let held = before;
    // A game that reaches a new version (a reload that catches up with the other player's turn, say) finds the
    // plays kept for that version, if any.
    if (game !== undefined && game.version !== this.readAt) {
      this.readAt = game.version;
      held = readHeld(this.storage, this.gameId, game);
    }
    // The engine predicts plays for the player to move alone: on another's turn, or once the game is over, no
    // held play can apply.
    if (held.length > 0 && !mayHoldOn(view, { over })) held = [];
    if (before.length > 0 && held.length === 0) writeHeld(this.storage, this.gameId, undefined, []);
    return held;
  }

  /** `held` are now the plays held at `version`: kept for a reload. */
  keep(version: number | undefined, held: readonly Action[]): readonly Action[] {
    writeHeld(this.storage, this.gameId, version, held);
    return held;
  }
}
