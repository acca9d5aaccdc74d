/**
 * Whether the clock of the player to move stands still for their vacation, and until when: asked of the server
 * for a running correspondence game, once per version and deadline (a vacation only pauses correspondence
 * clocks, and only the game's players may ask; one that begins or ends moves the deadline, and the server sends
 * the game again with it). Null while the clock runs, or for a spectator.
 */
import { ENDPOINTS, isCorrespondence, type GameView } from '@katz/protocol';
import { useEffect, useState } from 'react';
import { api } from '../../connection/browser-connection.js';

export function useClockPause(game: GameView | undefined): string | null {
  const [pause, setPause] = useState<{ readonly id: string; readonly until: string | null } | null>(null);
  const asks = game?.state === 'running' && game.seat !== null && isCorrespondence(game.turnSeconds);
  const key = asks ? `${game.id}@${String(game.version)}@${game.clock?.deadline ?? ''}` : null;
  const id = game?.id ?? '';
  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    void api.call(ENDPOINTS.getGamePause, { params: { id } }).then((answer) => {
      if (current) setPause({ id, until: answer.ok ? answer.value.pausedUntil : null });
    });
    return () => {
      current = false;
    };
  }, [key, id]);
  // The last answer for this game holds until the next arrives: a clock that stands still does not run for the
  // moment it takes to ask again after a new version (a table once showed "2 d 0 h" between two "paused until").
  return key !== null && pause !== null && pause.id === id ? pause.until : null;
}
