/** The latest state of a game source as React state: re-renders the page when the game changes. */
import { useSyncExternalStore } from 'react';
import type { GameSource, SourceUpdate } from '../../game/game-source.js';

export function useSourceState(source: GameSource): SourceUpdate | undefined {
  return useSyncExternalStore(
    (changed) => source.subscribe(changed),
    () => source.current(),
  );
}
