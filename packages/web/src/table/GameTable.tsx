/**
 * The game table. It draws what a `GameSource` gives (a `GameView`, and the entries that led to it, played out
 * as animations) and hands the player's drags, taps and keys to its controller (`table-control.ts`, run by
 * `use-table-control.ts`), which asks the engine which piles a card may go to and why a play is refused, and
 * sends or holds the plays. It does not know whether the game is local or on the server.
 */
import type { Action, GameEvent, PlayerIndex } from '@katz/engine';
import { isCorrespondence, type Entry } from '@katz/protocol';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSource } from '../game/game-source.js';
import { seatName } from '../game/seat-name.js';
import { useAnimationScale } from '../settings/reduced-motion.js';
import { confirmsTurn } from '../settings/settings.js';
import { useSettings } from '../settings/settings-store.js';
import { announcement } from './turns/announce.js';
import { dragWords } from './drag/drag-words.js';
import { SeatClock } from './parts/Clock.js';
import { GameOverPanel } from './parts/GameOverPanel.js';
import { PileShow } from './parts/PileShow.js';
import { cardOfSource } from './control/play-intent.js';
import type { TableModel } from './control/table-model.js';
import { computerName, ratingText } from './words/table-words.js';
import { TableFelt } from './parts/TableFelt.js';
import { TurnBar } from './parts/TurnBar.js';
import { useDragKit } from './drag/use-drag-kit.js';
import { useInputKind } from './control/use-input-kind.js';
import { useTableFocus } from './control/use-table-focus.js';
import { useHeldPlays } from './control/use-held-plays.js';
import { legalTargetsOf, selectedSource, viewWithHeld } from './control/table-control.js';
import { useTableControl } from './control/use-table-control.js';
import { useTurnLog } from './turns/use-turn-log.js';
import { useWideTable } from './parts/use-wide-table.js';
import { useFeltWidth } from './parts/use-felt-width.js';
import { LastTurn } from './parts/LastTurn.js';
import { MoveListButton } from './parts/MoveList.js';
import { TableSide } from './parts/TableSide.js';
import { usePileShow } from './control/use-pile-show.js';
import { useShownGame } from './shown/use-shown-game.js';
import { useTurnSignals } from './turns/use-turn-signals.js';
import './GameTable.css';

export interface GameTableProps {
  readonly source: GameSource;
  readonly onRematch?: () => void;
  readonly replayHref?: string;
  /** A good play for the viewer's view, for guided games. */
  readonly suggest?: (source: GameSource) => Promise<Action | null>;
  /** The end of the vacation that holds the clock of the player to move (a correspondence game), else null. */
  readonly pausedUntil?: string | null;
}

export function GameTable({ source, onRematch, replayHref, suggest, pausedUntil = null }: GameTableProps) {
  const { t } = useTranslation('table');
  const settings = useSettings();
  const scale = useAnimationScale();
  const root = useRef<HTMLDivElement>(null);
  const inputKind = useInputKind();
  const scaleRef = useRef(scale);
  scaleRef.current = scale;
  const [announced, setAnnounced] = useState('');
  const namesRef = useRef<readonly [string, string]>(['', '']);
  const onEvent = useRef<(event: GameEvent, entry: Entry) => void>(() => undefined);
  onEvent.current = (event: GameEvent) => {
    const text = announcement(t, event, source.current()?.game.seat ?? null, namesRef.current);
    if (text !== null) setAnnounced(text);
  };
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
  const aheadShown = useRef<() => void>(() => undefined);
  const shown = useShownGame(source, { root, scale: scaleRef, onEvent, shownAhead });
  const game = shown.game;
  const focus = useTableFocus(root, game !== undefined);
  const [held, setHeld] = useHeldPlays(source.gameId, game?.version, shown.view);
  const clearHeld = useRef<() => void>(() => undefined);
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
  const { view, canPlay } = control;
  useTurnSignals({ yourTurn: canPlay, t, sound: settings.sound });
  const { selectedId, message, hint, dragging, sending } = control.state;
  const selected = useMemo(() => selectedSource(control.state, view), [control.state, view]);
  const legalTargets = useMemo(() => legalTargetsOf(view, selected, canPlay), [view, selected, canPlay]);

  const log = useTurnLog(source, game);
  const wide = useWideTable();
  const dragKit = useDragKit(root, game !== undefined && !shown.animating);
  const pileShow = usePileShow(root, game !== undefined);
  useFeltWidth(root, game !== undefined);

  if (game === undefined || view === undefined) return <p className="table-loading">…</p>;
  const bottom: PlayerIndex = seat ?? 0;
  const model: TableModel = {
    t,
    view,
    bottom,
    names,
    ratings: [ratingText(game.seats[0]), ratingText(game.seats[1])],
    canPlay,
    selectedId,
    legalTargets,
    hint,
    timed: source.kind === 'server' ? game : null,
    pausedUntil,
    marked: log.marked,
    markedBy: log.lastTurn === null ? '' : names[log.lastTurn.seat],
    stops: focus.stops,
    onFocusItem: focus.onFocusItem,
    onSource: control.onSource,
    onTarget: control.onTarget,
  };
  return (
    <div
      className={`game-table${selected !== null ? ' is-holding' : ''}`}
      ref={root}
      role="region"
      aria-label={t('tableLabel')}
      // Focusable by the page only: it takes the focus when a game opens (use-table-focus.ts).
      tabIndex={-1}
      data-my-turn={String(canPlay)}
      data-game={game.id}
      data-state={game.state}
      // Whether changes are still being shown: a test's driver waits for the table to stand still.
      data-moving={String(shown.animating)}
      data-version={game.version}
      // Once the drag-and-drop chunk is in, cards can be dragged (until then they are tapped or clicked).
      data-drag={dragKit === null ? undefined : 'ready'}
      onKeyDown={(event) => {
        if (event.key === 'Escape') control.onEscape();
        else focus.onKeyDown(event);
      }}
    >
      <TurnBar
        t={t}
        game={game}
        names={names}
        toMove={view.toMove}
        heldCount={held.length}
        busy={sending > 0}
        onConfirm={control.onConfirm}
        onTakeBack={control.onTakeBack}
        onResign={() => {
          void source.resign();
        }}
        hintButton={suggest === undefined ? undefined : { onHint: control.askHint }}
        clock={
          source.kind === 'server' && seat !== null ? (
            <SeatClock game={game} seat={seat} name={names[seat]} t={t} pausedUntil={pausedUntil} />
          ) : null
        }
      />
      <div className="table-body">
        <div className="table-main">
          {wide ? null : (
            <LastTurn
              t={t}
              turn={log.lastTurn}
              anyTurn={log.turns.length > 0}
              viewer={seat}
              names={names}
              layout="line"
            >
              <MoveListButton t={t} turns={log.turns} names={names} />
            </LastTurn>
          )}
          <div className="felt-wrap">
            <p
              className={`table-message${message?.kind === 'refusal' ? ' is-refusal' : ''}`}
              role="status"
              data-testid="message"
            >
              {message?.text ?? ''}
            </p>
            <TableFelt
              model={model}
              dragKit={dragKit}
              dragged={dragging === null ? null : cardOfSource(view, dragging)}
              words={dragWords(t, view)}
              onDragStart={control.onDragStart}
              onDragEnd={control.onDragEnd}
              onDragCancel={control.onDragCancel}
            />
          </div>
        </div>
        {wide ? <TableSide t={t} log={log} viewer={seat} names={names} /> : null}
      </div>
      {pileShow.shown === null ? null : (
        <PileShow t={t} view={view} names={names} shown={pileShow.shown} root={root} />
      )}
      {over ? (
        <GameOverPanel t={t} game={game} names={names} onRematch={onRematch} replayHref={replayHref} />
      ) : null}
      <p className="visually-hidden" aria-live="polite" data-testid="announcer">
        {announced}
      </p>
    </div>
  );
}
