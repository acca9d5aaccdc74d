/**
 * Held plays (plays that reveal nothing, waiting for the player's confirmation) kept in the tab's session storage
 * with the game's version they were made at: a reload shows them again, as long as the game is still at that
 * version and the engine still allows them. Whatever is read back is checked; anything else is forgotten. While
 * plays are held, leaving the page asks first. The table's controller (table-controller.ts) decides when.
 */
import { parseAction, predictView, type Action, type PositionView } from '@katz/engine';

/** Where held plays are kept: the tab's session storage on the page, a map in a unit test. */
export type HeldStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (gameId: string) => `katz.held.${gameId}`;

/** The plays kept for `gameId` at `version`, as far as the engine allows them on `view`. */
export function readHeld(
  storage: HeldStorage,
  gameId: string,
  version: number | undefined,
  view: PositionView | undefined,
): readonly Action[] {
  if (version === undefined || view === undefined) return [];
  try {
    const text = storage.getItem(keyOf(gameId));
    if (text === null) return [];
    const stored = JSON.parse(text) as { version?: unknown; actions?: unknown };
    if (stored.version !== version || !Array.isArray(stored.actions)) return [];
    const actions: Action[] = [];
    let current = view;
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
