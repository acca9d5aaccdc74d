/**
 * The game as the table shows it: each update from the source is played out event by event (animated, in
 * order), and only then does the table show the source's own view. Updates that arrive meanwhile wait their
 * turn, so a fast opponent never makes cards jump.
 *
 * What the viewer's own plays bring (the stock's next card turned over, new hand cards, a full pile lifted
 * away) is theirs to cut short: while only that is still moving and the turn stays theirs (`followingOwn`),
 * they may play on, and `hurry` shows the rest at once. The other player's plays are always shown whole.
 */
import type { Entry, GameView } from '@katz/protocol';
import { stepView, type GameEvent, type PositionView } from '@katz/engine';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { GameSource, SourceUpdate } from '../../game/game-source.js';
import { animateEvent } from './animator.js';

interface ShownGame {
  /** The latest game whose changes have all been shown. */
  readonly game: GameView | undefined;
  /** The position on the table right now (mid-animation it is between two versions). */
  readonly view: PositionView | undefined;
  readonly animating: boolean;
  /**
   * Whether all that is still to be shown comes from the viewer's own plays, and the game it leads to is still
   * their turn: they may play on meanwhile (after `hurry`).
   */
  readonly followingOwn: boolean;
}

export interface ShownTable extends ShownGame {
  /** Shows what is still to be shown at once, without movement (nothing when nothing moves). */
  readonly hurry: () => void;
}

/** Whether `updates`, from entry `from` of the first, are all the viewer's own and end on their turn. */
function followsOwn(updates: readonly SourceUpdate[], from: number): boolean {
  const last = updates.at(-1);
  if (last === undefined || last.game.state === 'over' || last.game.view.toMove !== last.game.seat)
    return false;
  return updates.every((update, index) =>
    update.entries.slice(index === 0 ? from : 0).every((entry) => entry.seat === update.game.seat),
  );
}

export interface ShowOptions {
  readonly root: RefObject<HTMLElement | null>;
  /** Read at each event, so a change of the setting takes effect at once. */
  readonly scale: RefObject<number>;
  /** Called for each event as it is shown (the live region announces it). */
  readonly onEvent: RefObject<(event: GameEvent, entry: Entry) => void>;
  /**
   * Own plays already on the table: `count` held plays shown at once, whose next own entries are committed
   * whole without movement (`onShown` when the first of them is); then `ahead` plays sent and shown before
   * their answer (table-control.ts), of whose entries the first event is committed without movement, and the
   * rest (a stock card turned, new hand cards) shown as ever (`onAheadShown` for each).
   */
  readonly shownAhead: RefObject<{
    count: number;
    ahead: number;
    onShown: () => void;
    onAheadShown: () => void;
  }>;
}

export function useShownGame(source: GameSource, options: ShowOptions): ShownTable {
  const [shown, setShown] = useState<ShownGame>(() => {
    const first = source.current();
    return { game: first?.game, view: first?.game.view, animating: false, followingOwn: false };
  });
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const hurryRef = useRef<() => void>(() => undefined);
  const hurry = useCallback(() => {
    hurryRef.current();
  }, []);

  useEffect(() => {
    const queue: SourceUpdate[] = [];
    let running = false;
    let stopped = false;
    let view = source.current()?.game.view;
    // Aborted by `hurry`; a new one once everything is shown.
    let hurried = new AbortController();
    hurryRef.current = () => {
      if (running) hurried.abort();
    };

    const show = async (update: SourceUpdate) => {
      const { root, scale, onEvent, shownAhead } = optionsRef.current;
      if (update.entries.length === 0) {
        // A resynchronisation: the source's view is the game as it stands, nothing is left to wait for.
        if (shownAhead.current.count > 0) {
          shownAhead.current.count = 0;
          shownAhead.current.onShown();
        }
        for (let left = shownAhead.current.ahead; left > 0; left--) shownAhead.current.onAheadShown();
      }
      for (const [entryIndex, entry] of update.entries.entries()) {
        const followingOwn = followsOwn([update, ...queue], entryIndex);
        const ahead = shownAhead.current;
        const own = entry.seat === update.game.seat;
        const quiet = own && ahead.count > 0;
        if (quiet) {
          ahead.count--;
          ahead.onShown();
        }
        // Its card is on its pile already: the table stops showing it ahead as the same change is committed.
        const shownFirst = own && !quiet && ahead.ahead > 0;
        for (const [index, event] of entry.events.entries()) {
          if (stopped || view === undefined) return;
          const next = stepView(view, event);
          const element = root.current;
          const commit = () => {
            view = next;
            flushSync(() => {
              setShown((previous) => ({ ...previous, view: next, animating: true, followingOwn }));
            });
          };
          onEvent.current(event, entry);
          if (shownFirst && index === 0) {
            ahead.onAheadShown();
            commit();
          } else if (element === null || quiet || hurried.signal.aborted) commit();
          else
            await animateEvent(event, { root: element, scale: scale.current, commit, hurry: hurried.signal });
        }
      }
      view = update.game.view;
      setShown({
        game: update.game,
        view: update.game.view,
        animating: queue.length > 0,
        followingOwn: followsOwn(queue, 0),
      });
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
        if (hurried.signal.aborted) hurried = new AbortController();
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
          : { game: first.game, view: first.game.view, animating: false, followingOwn: false },
      );
    }
    return () => {
      stopped = true;
      hurryRef.current = () => undefined;
      unsubscribe();
    };
  }, [source]);

  return { ...shown, hurry };
}
