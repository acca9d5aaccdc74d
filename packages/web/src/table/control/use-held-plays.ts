/**
 * Held plays (plays that reveal nothing, waiting for the player's confirmation), kept in the tab's session
 * storage with the game's version they were made at: a reload shows them again, as long as the game is still at
 * that version and the engine still allows them. Whatever is read back is checked; anything else is forgotten.
 * While plays are held, leaving the page asks first.
 */
import { parseAction, predictView, type Action, type PositionView } from '@katz/engine';
import { useCallback, useEffect, useState } from 'react';

const keyOf = (gameId: string) => `katz.held.${gameId}`;

function read(gameId: string, version: number | undefined, view: PositionView | undefined): Action[] {
  if (version === undefined || view === undefined) return [];
  try {
    const text = sessionStorage.getItem(keyOf(gameId));
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

function write(gameId: string, version: number | undefined, actions: readonly Action[]): void {
  try {
    if (actions.length === 0 || version === undefined) sessionStorage.removeItem(keyOf(gameId));
    else sessionStorage.setItem(keyOf(gameId), JSON.stringify({ version, actions }));
  } catch {
    // Not kept: a reload puts the cards back, the game is not harmed.
  }
}

export function useHeldPlays(
  gameId: string,
  version: number | undefined,
  view: PositionView | undefined,
): readonly [readonly Action[], (actions: readonly Action[]) => void] {
  const [held, setHeld] = useState<readonly Action[]>(() => read(gameId, version, view));
  // A game that reaches a new version (a reload that catches up with the other player's turn, say) finds the
  // plays kept for that version, if any.
  const [readAt, setReadAt] = useState(version);
  if (readAt !== version && view !== undefined) {
    setReadAt(version);
    setHeld(read(gameId, version, view));
  }
  const change = useCallback(
    (actions: readonly Action[]) => {
      setHeld(actions);
      write(gameId, version, actions);
    },
    [gameId, version],
  );
  // Held plays live in this tab alone: closing it would drop plays the player sees made on the table (back in
  // hand in any other tab or device, the turn's clock running on), so the browser asks first. A reload asks too,
  // though the plays would come back: the page cannot tell the two apart.
  const holding = held.length > 0;
  useEffect(() => {
    if (!holding) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      window.removeEventListener('beforeunload', ask);
    };
  }, [holding]);
  return [held, change];
}
