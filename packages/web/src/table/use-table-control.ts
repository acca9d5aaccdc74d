/**
 * The table's controller in React: keeps `table-control.ts`'s state and runs the effects it asks for (sends
 * plays to the source, keeps held plays, moves the keyboard's focus). The handlers it returns never change, and
 * each reads the table as it is at the moment of the input, the way the player sees it.
 */
import type { Action } from '@katz/engine';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { GameSource } from '../game/game-source.js';
import type { Region } from './keyboard.js';
import {
  controlTable,
  IDLE,
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
  readonly shownAhead: RefObject<{ count: number; travelled: number }>;
  readonly focusNext: (where: 'legal' | Region) => void;
  readonly setHeld: (actions: readonly Action[]) => void;
}

export interface TableControl {
  readonly state: ControlState;
  readonly onSource: (sourceId: string, byKeyboard: boolean) => void;
  readonly onTarget: (targetId: string, byKeyboard: boolean) => void;
  readonly onDragStart: (sourceId: string) => void;
  readonly onDragEnd: (over: string | null) => void;
  readonly onDragCancel: () => void;
  readonly onEscape: () => void;
  readonly onConfirm: () => void;
  readonly onTakeBack: () => void;
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
    const run = (effect: ControlEffect) => {
      const { source, shownAhead, focusNext, setHeld } = wiringRef.current;
      switch (effect.type) {
        case 'focus':
          focusNext(effect.where);
          return;
        case 'hold':
          setHeld(effect.actions);
          return;
        case 'send':
          shownAhead.current.count = effect.alreadyShown;
          shownAhead.current.travelled = effect.movedByHand ? effect.alreadyShown + 1 : 0;
          void source.play(effect.actions).then((result) => {
            if (!result.ok) {
              shownAhead.current.count = 0;
              shownAhead.current.travelled = 0;
            }
            dispatch({ type: 'answered', error: result.ok ? null : result.error });
          });
          return;
      }
    };
    const dispatch = (input: ControlInput) => {
      const context: ControlContext = { ...tableRef.current, inputKind: wiringRef.current.inputKind.current };
      const { state: next, effects } = controlTable(stateRef.current, input, context);
      stateRef.current = next;
      setState(next);
      effects.forEach(run);
    };
    const handlers: Omit<TableControl, 'state'> = {
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
      askHint: () => {
        const { suggest, source } = wiringRef.current;
        const view = tableRef.current.view;
        if (suggest === undefined || view === undefined) return;
        void suggest(source).then((action) => {
          if (action !== null) dispatch({ type: 'suggested', action, view });
        });
      },
    };
    return { dispatch, handlers };
  }, []);

  const { canPlay } = table;
  useEffect(() => {
    if (!canPlay) control.dispatch({ type: 'cannotPlay' });
  }, [canPlay, control]);

  return { state, ...control.handlers };
}
