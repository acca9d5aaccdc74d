/**
 * The game's turns as far as the table has shown them (use-game-log.ts has the log): the other player's last
 * turn is told once its cards have moved on the table, and the piles it put cards on are marked.
 */
import type { GameView } from '@katz/protocol';
import { useMemo } from 'react';
import type { GameSource } from '../../game/game-source.js';
import { markedSlots, shownTurn, turnsOf, type Turn } from './turn-log.js';
import { useGameLog } from './use-game-log.js';

export interface TurnLog {
  readonly turns: readonly Turn[];
  /** The turn shown beside the board (turn-log.ts `shownTurn`). */
  readonly lastTurn: Turn | null;
  readonly marked: ReadonlySet<string>;
}

export function useTurnLog(source: GameSource, game: GameView | undefined): TurnLog {
  const log = useGameLog(source);
  const shownVersion = game?.version ?? 0;
  const viewer = game?.seat ?? null;
  const turns = useMemo(
    () => turnsOf(log.filter((entry) => entry.version <= shownVersion)),
    [log, shownVersion],
  );
  return useMemo(() => {
    const lastTurn = shownTurn(turns, viewer);
    return { turns, lastTurn, marked: markedSlots(lastTurn) };
  }, [turns, viewer]);
}
