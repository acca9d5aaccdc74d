/**
 * The table's one controller: what is shown and when (the source's updates played out, `use-shown-game.ts`),
 * the plays held for confirmation (kept in the tab's storage, `use-held-plays.ts`), the card held and the plays
 * sent (`table-control.ts`, run by `use-table-control.ts`), the keyboard's focus and the pile shown. Those parts
 * tell each other of their changes here, and nowhere else; the table's components draw what this returns and
 * report the player's inputs to its handlers.
 */
import type { Action, GameEvent, PlayerIndex, PositionView } from '@katz/engine';
import { isCorrespondence, type Entry, type GameView } from '@katz/protocol';
import { useMemo, useRef, useState, type RefObject } from 'react';
import type { GameSource } from '../../game/game-source.js';
import { seatName } from '../../game/seat-name.js';
import { useAnimationScale } from '../../settings/reduced-motion.js';
import { confirmsTurn } from '../../settings/settings.js';
import { useSettings } from '../../settings/settings-store.js';
import { useShownGame } from '../shown/use-shown-game.js';
import { announcement } from '../turns/announce.js';
import { useTurnSignals } from '../turns/use-turn-signals.js';
import { computerName, type TableT } from '../words/table-words.js';
import { legalTargetsOf, selectedSource, viewWithHeld, type ControlState } from './table-control.js';
import { useHeldPlays } from './use-held-plays.js';
import { useInputKind } from './use-input-kind.js';
import { usePileShow, type ShownPile } from './use-pile-show.js';
import { useTableControl, type TableControl } from './use-table-control.js';
import { useTableFocus, type TableFocus } from './use-table-focus.js';

export interface TableOptions {
  /** A good play for the viewer's view, for guided games. */
  readonly suggest: ((source: GameSource) => Promise<Action | null>) | undefined;
}

export interface Table {
  /** The table's element: the animations, the focus and the pile shown find the table's parts in it. */
  readonly root: RefObject<HTMLDivElement | null>;
  /** The latest game whose changes have all been shown; undefined until the first has come. */
  readonly game: GameView | undefined;
  /** The position to draw: mid-animation, with the plays held and the plays sent ahead of their answer. */
  readonly view: PositionView | undefined;
  /** The viewer's seat, or null for a spectator. */
  readonly seat: PlayerIndex | null;
  readonly names: readonly [string, string];
  readonly held: readonly Action[];
  /** Whether the viewer may play now. */
  readonly canPlay: boolean;
  readonly state: ControlState;
  readonly legalTargets: ReadonlySet<string>;
  /** Whether a card is held (picked up or dragged). */
  readonly holding: boolean;
  readonly moving: boolean;
  readonly focus: TableFocus;
  readonly pileShown: ShownPile | null;
  /** The latest event said for a screen reader. */
  readonly announced: string;
  readonly control: TableControl;
}

export function useTable(source: GameSource, t: TableT, { suggest }: TableOptions): Table {
  const settings = useSettings();
  const scale = useAnimationScale();
  const root = useRef<HTMLDivElement>(null);
  const inputKind = useInputKind();
  const scaleRef = useRef(scale);
  scaleRef.current = scale;

  // The shown game calls back into the rest as it plays the updates out; these refs reach the rest as drawn now.
  const [announced, setAnnounced] = useState('');
  const namesRef = useRef<readonly [string, string]>(['', '']);
  const onEvent = useRef<(event: GameEvent, entry: Entry) => void>(() => undefined);
  onEvent.current = (event: GameEvent) => {
    const text = announcement(t, event, source.current()?.game.seat ?? null, namesRef.current);
    if (text !== null) setAnnounced(text);
  };
  const clearHeld = useRef<() => void>(() => undefined);
  const aheadShown = useRef<() => void>(() => undefined);
  const shownAhead = useRef({
    count: 0,
    ahead: 0,
    onShown: () => {
      clearHeld.current();
    },
    onAheadShown: () => {
      aheadShown.current();
    },
  });
  const shown = useShownGame(source, { root, scale: scaleRef, onEvent, shownAhead });
  const game = shown.game;
  const focus = useTableFocus(root, game !== undefined);
  const [held, setHeld] = useHeldPlays(source.gameId, game?.version, shown.view);
  clearHeld.current = () => {
    setHeld([]);
  };

  const names = useMemo<readonly [string, string]>(() => {
    if (game === undefined) return ['', ''];
    const name = (seat: PlayerIndex) =>
      seat === game.seat ? t('you') : seatName(game.seats[seat], computerName(t));
    return [name(0), name(1)];
  }, [game, t]);
  namesRef.current = names;

  const withHeld = useMemo(() => viewWithHeld(shown.view, held), [shown.view, held]);
  const seat = game?.seat ?? null;
  const over = game?.state === 'over';
  const gameLetsPlay =
    withHeld !== undefined &&
    seat !== null &&
    !over &&
    withHeld.toMove === seat &&
    // What the player's own plays brought may still be moving: they play on, and the table hurries.
    (!shown.animating || shown.followingOwn);
  const confirm =
    game !== undefined &&
    confirmsTurn(settings, {
      correspondence: source.kind === 'server' && isCorrespondence(game.turnSeconds),
    });

  const control = useTableControl(
    { t, view: withHeld, seat, over, canPlay: gameLetsPlay, confirm, held },
    {
      source,
      suggest,
      inputKind,
      shownAhead,
      focusNext: focus.focusNext,
      setHeld,
      root,
      scale: scaleRef,
      moving: shown.animating,
      hurry: shown.hurry,
    },
  );
  aheadShown.current = control.onAheadShown;
  const { view, canPlay, state } = control;
  useTurnSignals({ yourTurn: canPlay, t, sound: settings.sound });
  const selected = useMemo(() => selectedSource(state, view), [state, view]);
  const legalTargets = useMemo(() => legalTargetsOf(view, selected, canPlay), [view, selected, canPlay]);
  const pileShow = usePileShow(root, game !== undefined);

  return {
    root,
    game,
    view,
    seat,
    names,
    held,
    canPlay,
    state,
    legalTargets,
    holding: selected !== null,
    moving: shown.animating,
    focus,
    pileShown: pileShow.shown,
    announced,
    control,
  };
}
