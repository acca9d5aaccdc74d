/**
 * What the table's controller (table-controller.ts) does outside itself, handed to it so that a unit test runs
 * it in Node with a map for storage and an animator that commits at once. The page's are `PAGE_EFFECTS`. The
 * work on the table's element (focus, the pile shown, leaving the page) needs the element, and without one, as
 * in a test, it is not done.
 */
import type { BuiltEvent, DiscardedEvent, GameEvent } from '@katz/engine';
import { flushSync } from 'react-dom';
import { animateEvent, travelInto } from '../shown/animator.js';
import type { HeldStorage } from './held-plays.js';

interface Movement {
  /** The table's element, or null when it is not drawn: then nothing moves. */
  readonly root: HTMLElement | null;
  /** Relative duration; 0 commits without moving anything. */
  readonly scale: number;
}

export interface TableEffects {
  /** Where held plays are kept. */
  readonly storage: HeldStorage;
  /**
   * Shows one event as a movement (animator.ts), calling `commit` exactly once to draw the change; ends early
   * once `hurry` is aborted.
   */
  readonly animate: (
    event: GameEvent,
    movement: Movement & { readonly commit: () => void; readonly hurry: AbortSignal },
  ) => Promise<void>;
  /** A play shown before its answer: its card travels from where it lies now to its pile (animator.ts). */
  readonly travel: (event: BuiltEvent | DiscardedEvent, movement: Movement) => void;
  /** Draws what `change` changes before it returns (React's flushSync), so that each event is drawn. */
  readonly drawNow: (change: () => void) => void;
}

export const PAGE_EFFECTS: TableEffects = {
  // Looked up at each use, inside the reader's and the writer's guard: a page may refuse its storage.
  storage: {
    getItem: (key) => sessionStorage.getItem(key),
    setItem: (key, value) => {
      sessionStorage.setItem(key, value);
    },
    removeItem: (key) => {
      sessionStorage.removeItem(key);
    },
  },
  animate: async (event, { root, scale, commit, hurry }) => {
    if (root === null) commit();
    else await animateEvent(event, { root, scale, commit, hurry });
  },
  travel: (event, { root, scale }) => {
    if (root !== null) travelInto(event, { root, scale });
  },
  drawNow: (change) => {
    flushSync(change);
  },
};
