/**
 * The table's controller (table-controller.ts) in React: one per source, handed what the page says at each
 * render (the words, the settings, the animations' speed, the input in use), attached to the table's element
 * once it is drawn, and read through `useSyncExternalStore`. The table's components draw the snapshot and call
 * the controller's handlers; this hook keeps no state of its own.
 */
import { isCorrespondence } from '@katz/protocol';
import { useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type RefObject } from 'react';
import type { Action } from '@katz/engine';
import type { GameSource } from '../../game/game-source.js';
import { useAnimationScale } from '../../settings/reduced-motion.js';
import { confirmsTurn } from '../../settings/settings.js';
import { useSettings } from '../../settings/settings-store.js';
import { useTurnSignals } from '../turns/use-turn-signals.js';
import { seatNames } from '../words/seat-names.js';
import type { TableT } from '../words/table-words.js';
import { PAGE_EFFECTS } from './table-effects.js';
import { TableController } from './table-controller.js';
import type { TableSnapshot } from './table-snapshot.js';
import { useInputKind } from './use-input-kind.js';

export interface TableOptions {
  /** A good play for the viewer's view, for guided games. */
  readonly suggest: ((source: GameSource) => Promise<Action | null>) | undefined;
}

export interface Table extends TableSnapshot {
  /** The table's element: the animations, the focus and the pile shown find the table's parts in it. */
  readonly root: RefObject<HTMLDivElement | null>;
  readonly names: readonly [string, string];
  /** Its handlers take the player's inputs. */
  readonly controller: TableController;
}

export function useTable(source: GameSource, t: TableT, { suggest }: TableOptions): Table {
  const settings = useSettings();
  const scale = useAnimationScale();
  const inputKind = useInputKind();
  const root = useRef<HTMLDivElement>(null);
  // A new source (another game, or the same game opened again) gets a controller of its own, which starts from
  // the source's view: the table never goes on showing the game of the source before it. What the page says
  // comes with `update` below, in this render, before any input or event can come.
  const controller = useMemo(
    () => new TableController(source, PAGE_EFFECTS, { t, confirm: false, suggest, scale, inputKind }),
    [source],
  );
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  const { game, canPlay } = snapshot;
  const confirm =
    game !== undefined &&
    confirmsTurn(settings, {
      correspondence: source.kind === 'server' && isCorrespondence(game.turnSeconds),
    });
  controller.update({ t, confirm, suggest, scale, inputKind });
  useTurnSignals({ yourTurn: canPlay, t, sound: settings.sound });
  const names = useMemo(() => seatNames(game, t), [game, t]);

  const drawn = game !== undefined;
  useEffect(() => {
    const element = root.current;
    if (element === null) return undefined;
    controller.attach(element);
    return () => {
      controller.detach();
    };
  }, [controller, drawn]);
  // After every render: the focus the last input asked for goes where the render put its target.
  useLayoutEffect(() => {
    controller.rendered();
  });

  return { ...snapshot, root, names, controller };
}
