/**
 * What the viewer's own plays bring (the stock's next card turned over, new hand cards, a full pile lifted away)
 * is theirs to cut short: while only that is still to be shown and the turn stays theirs, they may play on, and
 * their input hurries the table (table-controller.ts). The other player's plays are always shown whole.
 */
import type { SourceUpdate } from '../../game/game-source.js';

/** Whether `updates`, from entry `from` of the first, are all the viewer's own and end on their turn. */
export function followsOwn(updates: readonly SourceUpdate[], from: number): boolean {
  const last = updates.at(-1);
  if (last === undefined || last.game.state === 'over' || last.game.view.toMove !== last.game.seat)
    return false;
  return updates.every((update, index) =>
    update.entries.slice(index === 0 ? from : 0).every((entry) => entry.seat === update.game.seat),
  );
}
