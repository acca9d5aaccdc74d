/**
 * Held plays (plays that reveal nothing, waiting for the player's confirmation) kept in the tab's session storage
 * with the game's version they were made at: a reload shows them again, as long as the game is still at that
 * version and the engine still allows them. Whatever is read back is checked; anything else is forgotten. Plays
 * are held on the viewer's own turn only (`mayHoldOn`). While plays are held, leaving the page asks first. What
 * one table holds, and when it reads, keeps and forgets, is held-keeper.ts's.
 */
import { parseAction, predictView, type Action, type PositionView } from '@katz/engine';
import type { GameView } from '@katz/protocol';

/** Where held plays are kept: the tab's session storage on the page, a map in a unit test. */
export type HeldStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (gameId: string) => `katz.held.${gameId}`;

/**
 * Whether plays may be held on `view`: only on the viewer's own turn, the one the engine predicts plays for
 * (`predictView` throws on any other), of a game not `over`. On any other view no held play can apply.
 */
export function mayHoldOn(
  view: PositionView | undefined,
  game: { readonly over: boolean },
): view is PositionView {
  return view !== undefined && view.viewer !== null && view.toMove === view.viewer && !game.over;
}

/** The plays kept for `gameId` at the version of `game`, as far as the engine allows them on its view. */
export function readHeld(
  storage: HeldStorage,
  gameId: string,
  game: GameView | undefined,
): readonly Action[] {
  if (game === undefined || !mayHoldOn(game.view, { over: game.state === 'over' })) return [];
  try {
    const text = storage.getItem(keyOf(gameId));
    if (text === null) return [];
    const stored = JSON.parse(text) as { version?: unknown; actions?: unknown };
    if (stored.version !== game.version || !Array.isArray(stored.actions)) return [];
    const actions: Action[] = [];
    let current = game.view;
    for (const item of stored.actions) {
      const parsed = parseAction(item);
      const next = parsed.ok ? predictView(current, parsed.value) : null;
      if (!parsed.ok || next === null) break;
      actions.push(parsed.value);
      current = next;
    }
    return actions;
  } catch {
    return [];
  }
}

export function writeHeld(
  storage: HeldStorage,
  gameId: string,
  version: number | undefined,
  actions: readonly Action[],
): void {
  try {
    if (actions.length === 0 || version === undefined) storage.removeItem(keyOf(gameId));
    else storage.setItem(keyOf(gameId), JSON.stringify({ version, actions }));
  } catch {
    // Not kept: a reload puts the cards back, the game is not harmed.
  }
}

/**
 * Held plays live in this tab alone: closing it would drop plays the player sees made on the table (back in hand
 * in any other tab or device, the turn's clock running on), so the browser asks first. A reload asks too, though
 * the plays would come back: the page cannot tell the two apart. Returns the function that stops asking.
 */
export function askBeforeLeaving(): () => void {
  const ask = (event: BeforeUnloadEvent) => {
    event.preventDefault();
  };
  window.addEventListener('beforeunload', ask);
  return () => {
    window.removeEventListener('beforeunload', ask);
  };
}
