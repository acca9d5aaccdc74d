/**
 * The game as the table shows it: each update from the source is played out event by event (animated, in
 * order), and only then does the table show the source's own view. Updates that arrive meanwhile wait their
 * turn, so a fast opponent never makes cards jump.
 */
import type { Entry, GameView } from '@katz/protocol';
import { stepView, type GameEvent, type PositionView } from '@katz/engine';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { GameSource, SourceUpdate } from '../game/game-source.js';
import { animateEvent } from './animator.js';

export interface ShownGame {
  /** The latest game whose changes have all been shown. */
  readonly game: GameView | undefined;
  /** The position on the table right now (mid-animation it is between two versions). */
  readonly view: PositionView | undefined;
  readonly animating: boolean;
}

export interface ShowOptions {
  readonly root: RefObject<HTMLElement | null>;
  /** Read at each event, so a change of the setting takes effect at once. */
  readonly scale: RefObject<number>;
  /** Called for each event as it is shown (the live region announces it). */
  readonly onEvent: RefObject<(event: GameEvent, entry: Entry) => void>;
  /**
   * Own plays already on the table (held plays shown at once, a card dragged onto its pile): how many of the
   * next own entries to commit without movement, and what to do when the first of them is shown.
   */
  readonly shownAhead: RefObject<{ count: number; travelled: number; onShown: () => void }>;
}

export function useShownGame(source: GameSource, options: ShowOptions): ShownGame {
  const [shown, setShown] = useState<ShownGame>(() => {
    const first = source.current();
    return { game: first?.game, view: first?.game.view, animating: false };
  });
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => {
    const queue: SourceUpdate[] = [];
    let running = false;
    let stopped = false;
    let view = source.current()?.game.view;

    const show = async (update: SourceUpdate) => {
      const { root, scale, onEvent, shownAhead } = optionsRef.current;
      if (update.entries.length === 0 && shownAhead.current.count > 0) {
        // A resynchronisation: the source's view already holds whatever was held, nothing is left to wait for.
        shownAhead.current.count = 0;
        shownAhead.current.travelled = 0;
        shownAhead.current.onShown();
      }
      for (const entry of update.entries) {
        const ahead = shownAhead.current;
        const own = entry.seat === update.game.seat;
        const quiet = own && ahead.count > 0;
        if (quiet) {
          ahead.count--;
          ahead.onShown();
        }
        const alreadyMoved = own && ahead.travelled > 0;
        if (alreadyMoved) ahead.travelled--;
        for (const event of entry.events) {
          if (stopped || view === undefined) return;
          const next = stepView(view, event);
          const element = root.current;
          const commit = () => {
            view = next;
            flushSync(() => {
              setShown((previous) => ({ ...previous, view: next, animating: true }));
            });
          };
          onEvent.current(event, entry);
          if (element === null || quiet) commit();
          else {
            const movedByHand = alreadyMoved && (event.type === 'built' || event.type === 'discarded');
            await animateEvent(event, {
              root: element,
              scale: scale.current,
              commit,
              alreadyMoved: movedByHand,
            });
          }
        }
      }
      view = update.game.view;
      setShown({ game: update.game, view: update.game.view, animating: queue.length > 0 });
    };

    const pump = async () => {
      if (running) return;
      running = true;
      try {
        while (queue.length > 0 && !stopped) {
          const update = queue.shift();
          if (update !== undefined) await show(update);
        }
      } finally {
        running = false;
      }
    };

    const unsubscribe = source.subscribe((update) => {
      queue.push(update);
      void pump();
    });
    // A new source (another game, or the same game opened again) starts from its own view: the table never goes
    // on showing the game of the source before it while this one has nothing new to say.
    const first = source.current();
    if (first !== undefined) {
      setShown((previous) =>
        previous.game === first.game
          ? previous
          : { game: first.game, view: first.game.view, animating: false },
      );
    }
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [source]);

  return shown;
}
