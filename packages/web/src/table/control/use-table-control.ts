/**
 * The table's controller in React: keeps `table-control.ts`'s state and runs the effects it asks for (sends
 * plays to the source, keeps held plays, moves the keyboard's focus). The handlers it returns never change, and
 * each reads the table as it is at the moment of the input, the way the player sees it.
 *
 * A card picked, dragged or dropped while the table still shows what the player's own last play brought is
 * theirs to play: the table is hurried to its end (`ControlWiring.hurry`), and the input waits for it, which
 * takes a frame or two, so that it is judged on the position the player plays from.
 */
import type { Action, PositionView } from '@katz/engine';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { GameSource } from '../../game/game-source.js';
import type { Region } from './keyboard.js';
import { travelInto } from '../shown/animator.js';
import { viewWithAhead } from './play-ahead.js';
import {
  controlTable,
  IDLE,
  mayPlay,
  type ControlContext,
  type ControlEffect,
  type ControlInput,
  type ControlState,
} from './table-control.js';
import type { InputKind } from './use-input-kind.js';

/** What the controller works with besides the table's state: where plays go and what they change. */
export interface ControlWiring {
  readonly source: GameSource;
  /** A good play for the viewer's view, for guided games. */
  readonly suggest: ((source: GameSource) => Promise<Action | null>) | undefined;
  /** Read at each input: the last pointer or key pressed (use-input-kind.ts). */
  readonly inputKind: { readonly current: InputKind };
  /** Own plays already on the table, for the animations to skip (use-shown-game.ts). */
  readonly shownAhead: RefObject<{ count: number; ahead: number }>;
  /** The table's element and the animations' speed, for a card that travels to the pile it was sent to. */
  readonly root: RefObject<HTMLElement | null>;
  readonly scale: RefObject<number>;
  readonly focusNext: (where: 'legal' | Region) => void;
  readonly setHeld: (actions: readonly Action[]) => void;
  /** Whether the table is still showing changes (use-shown-game.ts). */
  readonly moving: boolean;
  /** Shows the rest of the changes at once. */
  readonly hurry: () => void;
}

/** The player's inputs that act on the table as it will stand, and so wait until it stands still. */
const PLAYER_INPUTS: ReadonlySet<ControlInput['type']> = new Set([
  'source',
  'target',
  'dragStart',
  'dragEnd',
  'dragCancel',
  'escape',
  'confirm',
  'takeBack',
]);

export interface TableControl {
  readonly state: ControlState;
  /** The view to draw: the table's, with the plays sent and shown ahead of their answer. */
  readonly view: PositionView | undefined;
  /** Whether the viewer may play now: the game lets them, and no play shown ahead waits for its answer. */
  readonly canPlay: boolean;
  readonly onSource: (sourceId: string, byKeyboard: boolean) => void;
  readonly onTarget: (targetId: string, byKeyboard: boolean) => void;
  readonly onDragStart: (sourceId: string) => void;
  readonly onDragEnd: (over: string | null) => void;
  readonly onDragCancel: () => void;
  readonly onEscape: () => void;
  readonly onConfirm: () => void;
  readonly onTakeBack: () => void;
  /** The oldest play shown ahead is now in the source's view (use-shown-game.ts). */
  readonly onAheadShown: () => void;
  readonly askHint: () => void;
}

export function useTableControl(
  table: Omit<ControlContext, 'inputKind'>,
  wiring: ControlWiring,
): TableControl {
  const [state, setState] = useState<ControlState>(IDLE);
  const stateRef = useRef(state);
  const tableRef = useRef(table);
  tableRef.current = table;
  const wiringRef = useRef(wiring);
  wiringRef.current = wiring;

  const control = useMemo(() => {
    /**
     * The player's inputs that hurried the table, and every input after them (so that none overtakes them), in
     * order, for when it stands still.
     */
    const waiting: ControlInput[] = [];
    const run = (effect: ControlEffect) => {
      const { source, shownAhead, focusNext, setHeld, root, scale } = wiringRef.current;
      switch (effect.type) {
        case 'focus':
          focusNext(effect.where);
          return;
        case 'hold':
          setHeld(effect.actions);
          return;
        case 'send': {
          shownAhead.current.count = effect.alreadyShown;
          // A card tapped onto its pile (or sent there by keys) travels there now, as it would have with the
          // answer: measured where it lies before the table is drawn with it on its pile.
          const event = stateRef.current.ahead.find((play) => play.send === effect.send)?.event;
          const element = root.current;
          if (event !== undefined && element !== null && !effect.movedByHand) {
            travelInto(event, { root: element, scale: scale.current });
          }
          void source.play(effect.actions).then((result) => {
            if (!result.ok) shownAhead.current.count = 0;
            dispatch({ type: 'answered', send: effect.send, error: result.ok ? null : result.error });
          });
          return;
        }
      }
    };
    const dispatch = (input: ControlInput) => {
      const { moving, hurry } = wiringRef.current;
      // While the player may play on (only their own plays' follow-ups move), their input hurries the table.
      const hurries = moving && tableRef.current.canPlay && PLAYER_INPUTS.has(input.type);
      if (hurries || waiting.length > 0) {
        waiting.push(input);
        hurry();
        return;
      }
      handle(input);
    };
    const replay = () => {
      for (let input = waiting.shift(); input !== undefined; input = waiting.shift()) handle(input);
    };
    const handle = (input: ControlInput) => {
      const table = tableRef.current;
      const context: ControlContext = {
        ...table,
        view: viewWithAhead(table.view, stateRef.current.ahead),
        inputKind: wiringRef.current.inputKind.current,
      };
      const { state: next, effects } = controlTable(stateRef.current, input, context);
      stateRef.current = next;
      // The shown game commits the plays shown ahead without moving them again (use-shown-game.ts).
      wiringRef.current.shownAhead.current.ahead = next.ahead.length;
      setState(next);
      effects.forEach(run);
    };
    const handlers: Omit<TableControl, 'state' | 'view' | 'canPlay'> = {
      onSource: (sourceId: string, byKeyboard: boolean) => {
        dispatch({ type: 'source', sourceId, byKeyboard });
      },
      onTarget: (targetId: string, byKeyboard: boolean) => {
        dispatch({ type: 'target', targetId, byKeyboard });
      },
      onDragStart: (sourceId: string) => {
        dispatch({ type: 'dragStart', sourceId });
      },
      onDragEnd: (over: string | null) => {
        dispatch({ type: 'dragEnd', over });
      },
      onDragCancel: () => {
        dispatch({ type: 'dragCancel' });
      },
      onEscape: () => {
        dispatch({ type: 'escape' });
      },
      onConfirm: () => {
        dispatch({ type: 'confirm' });
      },
      onTakeBack: () => {
        dispatch({ type: 'takeBack' });
      },
      onAheadShown: () => {
        dispatch({ type: 'aheadShown' });
      },
      askHint: () => {
        const { suggest, source } = wiringRef.current;
        const view = tableRef.current.view;
        if (suggest === undefined || view === undefined) return;
        void suggest(source).then((action) => {
          if (action !== null) dispatch({ type: 'suggested', action, view });
        });
      },
    };
    return { dispatch, replay, handlers };
  }, []);

  const canPlay = mayPlay(state, table);
  const view = useMemo(() => viewWithAhead(table.view, state.ahead), [table.view, state.ahead]);
  useEffect(() => {
    if (!canPlay) control.dispatch({ type: 'cannotPlay' });
  }, [canPlay, control]);
  useEffect(() => {
    if (!wiring.moving) control.replay();
  }, [wiring.moving, control]);

  return { state, view, canPlay, ...control.handlers };
}
