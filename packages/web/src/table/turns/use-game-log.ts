/**
 * The game's log as the table knows it: every entry so far, asked of the source once (`history`, so a reload
 * shows the move list and the last turn again), then kept up to date from the source's updates. A gap (an
 * update after a resynchronisation, which comes without its entries) asks for the log again.
 */
import type { Entry } from '@katz/protocol';
import { useEffect, useState } from 'react';
import type { GameSource } from '../../game/game-source.js';

export function useGameLog(source: GameSource): readonly Entry[] {
  const [entries, setEntries] = useState<readonly Entry[]>([]);

  useEffect(() => {
    let current = true;
    let known: Entry[] = [];
    /** Updates that arrive while the log loads, added once it is in. */
    let waiting: Entry[] | null = [];
    let asked = 0;
    const lastVersion = () => known.at(-1)?.version ?? 0;
    const add = (more: readonly Entry[]) => {
      for (const entry of more) if (entry.version === lastVersion() + 1) known.push(entry);
    };
    const load = () => {
      const ask = ++asked;
      waiting ??= [];
      source.history().then(
        (all) => {
          if (!current || ask !== asked) return;
          known = [...all];
          add(waiting ?? []);
          waiting = null;
          setEntries([...known]);
        },
        (error: unknown) => {
          // Without the log the table still plays; the list shows what this page saw.
          console.error(error);
          if (!current || ask !== asked) return;
          add(waiting ?? []);
          waiting = null;
          setEntries([...known]);
        },
      );
    };
    const stop = source.subscribe((update) => {
      if (waiting !== null) {
        waiting.push(...update.entries);
        return;
      }
      const first = update.entries[0];
      const gap =
        first === undefined ? update.game.version > lastVersion() : first.version > lastVersion() + 1;
      if (gap) {
        load();
        return;
      }
      add(update.entries);
      setEntries([...known]);
    });
    load();
    return () => {
      current = false;
      stop();
    };
  }, [source]);

  return entries;
}
