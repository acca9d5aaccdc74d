/**
 * The game table. It renders what a `GameSource` gives (a `GameView`, and the entries that led to it, played
 * out as animations), and turns the player's drags, taps and keys into actions, asking the engine which piles
 * a card may go to and why a play is refused. It does not know whether the game is local or on the server.
 */
import {
  legalDestinations,
  predictView,
  revealsNothing,
  type Action,
  type GameEvent,
  type MoveSource,
  type PlayerIndex,
} from '@katz/engine';
import type { Entry } from '@katz/protocol';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSource } from '../game/game-source.js';
import { useAnimationScale } from '../settings/reduced-motion.js';
import { confirmsTurn, isCorrespondence } from '../settings/settings.js';
import { useSettings } from '../settings/settings-store.js';
import { announcement } from './announce.js';
import { dragWords } from './drag-words.js';
import { SeatClock } from './Clock.js';
import { GameOverPanel } from './GameOverPanel.js';
import { PileShow } from './PileShow.js';
import {
  cardOfAction,
  cardOfSource,
  intentOf,
  parseSourceId,
  hintOf,
  parseTargetId,
  type Intent,
} from './play-intent.js';
import type { TableModel } from './table-model.js';
import { cardWords, errorText, needsWords, playWords, ratingText, seatName } from './table-words.js';
import { TableFelt } from './TableFelt.js';
import { TurnBar } from './TurnBar.js';
import { useDragKit } from './use-drag-kit.js';
import { useInputKind } from './use-input-kind.js';
import { useTableFocus } from './use-table-focus.js';
import { useHeldPlays } from './use-held-plays.js';
import { useTurnLog } from './use-turn-log.js';
import { useWideTable } from './use-wide-table.js';
import { LastTurn } from './LastTurn.js';
import { MoveListButton } from './MoveList.js';
import { TableSide } from './TableSide.js';
import { usePileShow } from './use-pile-show.js';
import { useShownGame } from './use-shown-game.js';
import { useTurnSignals } from './use-turn-signals.js';
import './table.css';

export interface GameTableProps {
  readonly source: GameSource;
  readonly onRematch?: () => void;
  readonly replayHref?: string;
  /** A good play for the viewer's view, for guided games. */
  readonly suggest?: (source: GameSource) => Promise<Action | null>;
}

type Message = { readonly kind: 'refusal' | 'hint'; readonly text: string } | null;

export function GameTable({ source, onRematch, replayHref, suggest }: GameTableProps) {
  const { t } = useTranslation('table');
  const settings = useSettings();
  const scale = useAnimationScale();
  const root = useRef<HTMLDivElement>(null);
  const inputKind = useInputKind();
  const scaleRef = useRef(scale);
  scaleRef.current = scale;
  // The held card by its place (`hand:3`), not by its card: a hand may hold two of the same card.
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [announced, setAnnounced] = useState('');
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState<MoveSource | null>(null);
  const [hint, setHint] = useState<{ source: string; target: string } | null>(null);
  const namesRef = useRef<readonly [string, string]>(['', '']);
  const onEvent = useRef<(event: GameEvent, entry: Entry) => void>(() => undefined);
  onEvent.current = (event: GameEvent) => {
    const text = announcement(t, event, source.current()?.game.seat ?? null, namesRef.current);
    if (text !== null) setAnnounced(text);
  };
  const shownAhead = useRef({
    count: 0,
    travelled: 0,
    onShown: () => {
      clearHeld.current();
    },
  });
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
    const name = (seat: PlayerIndex) => (seat === game.seat ? t('you') : seatName(t, game.seats[seat]));
    return [name(0), name(1)];
  }, [game, t]);
  namesRef.current = names;

  const view = useMemo(() => {
    let current = shown.view;
    if (current === undefined) return undefined;
    for (const action of held) current = predictView(current, action) ?? current;
    return current;
  }, [shown.view, held]);

  const seat = game?.seat ?? null;
  const over = game?.state === 'over';
  const canPlay = view !== undefined && seat !== null && !over && view.toMove === seat && !shown.animating;
  const confirm =
    game !== undefined &&
    confirmsTurn(settings, {
      correspondence: source.kind === 'server' && isCorrespondence(game.turnSeconds),
    });
  useTurnSignals({ yourTurn: canPlay, t, sound: settings.sound });

  const selected = useMemo(
    () => (selectedId === null || view === undefined ? null : parseSourceId(selectedId, view)),
    [selectedId, view],
  );
  const legalTargets = useMemo(() => {
    if (!canPlay || selected === null) return new Set<string>();
    return new Set(
      legalDestinations(view, selected).map((destination) => `${destination.to}:${destination.pile}`),
    );
  }, [canPlay, view, selected]);

  const send = useCallback(
    async (actions: readonly Action[], alreadyShown: number, movedByHand: boolean) => {
      setBusy(true);
      shownAhead.current.count = alreadyShown;
      shownAhead.current.travelled = movedByHand ? alreadyShown + 1 : 0;
      const result = await source.play(actions);
      setBusy(false);
      if (!result.ok) {
        shownAhead.current.count = 0;
        shownAhead.current.travelled = 0;
        setHeld([]);
        setMessage({ kind: 'refusal', text: errorText(t, result.error) });
      }
    },
    [source, t],
  );

  const attempt = useCallback(
    (from: MoveSource, targetId: string, movedByHand: boolean, byKeyboard = false) => {
      const target = parseTargetId(targetId);
      if (view === undefined || target === null) return;
      const intent: Intent = intentOf(view, from, target, canPlay);
      setSelectedId(null);
      setHint(null);
      // The keyboard goes back to where the card came from, for the next play.
      if (byKeyboard) focus.focusNext(from.from === 'hand' ? 'hand' : 'piles');
      if (!intent.ok) {
        const card = intent.card === null ? '' : cardWords(t, intent.card);
        const pile = target.to === 'building' ? view.building[target.pile].length : 0;
        setMessage({
          kind: 'refusal',
          text: t(`refusal.${intent.reason}`, { card, needs: needsWords(t, pile) }),
        });
        return;
      }
      setMessage(null);
      if (confirm && revealsNothing(view, intent.action)) {
        setHeld([...held, intent.action]);
        return;
      }
      void send([...held, intent.action], held.length, movedByHand);
    },
    [view, canPlay, confirm, held, send, t, focus],
  );

  const onSource = useCallback(
    (sourceId: string, byKeyboard: boolean) => {
      if (view === undefined) return;
      if (!canPlay) {
        if (!over && seat !== null) setMessage({ kind: 'refusal', text: t('refusal.not-your-turn') });
        return;
      }
      const from = parseSourceId(sourceId, view);
      if (from === null) return;
      const same = selectedId === sourceId;
      setSelectedId(same ? null : sourceId);
      // Picked up by keyboard: the focus goes to the first pile the card may go to.
      if (byKeyboard && !same) focus.focusNext('legal');
      const card = cardOfSource(view, from);
      setMessage(
        same || card === null
          ? null
          : { kind: 'hint', text: t(`hint.drop.${inputKind.current}`, { card: cardWords(t, card) }) },
      );
    },
    [view, canPlay, over, seat, selectedId, t, focus, inputKind],
  );

  const onTarget = useCallback(
    (targetId: string, byKeyboard: boolean) => {
      if (selected === null) {
        if (canPlay) setMessage({ kind: 'hint', text: t(`hint.pick.${inputKind.current}`) });
        else if (!over && seat !== null) setMessage({ kind: 'refusal', text: t('refusal.not-your-turn') });
        return;
      }
      attempt(selected, targetId, false, byKeyboard);
    },
    [selected, attempt, canPlay, over, seat, t, inputKind],
  );

  useEffect(() => {
    if (!canPlay) setSelectedId(null);
  }, [canPlay]);

  const log = useTurnLog(source, game);
  const wide = useWideTable();
  const dragKit = useDragKit(root, game !== undefined && !shown.animating);
  const pileShow = usePileShow(root, game !== undefined);
  const onDragStart = (sourceId: string) => {
    const from = view === undefined ? null : parseSourceId(sourceId, view);
    setDragging(from);
    setSelectedId(from === null ? null : sourceId);
  };
  const onDragEnd = (over: string | null) => {
    const from = dragging;
    setDragging(null);
    // Let go over no pile, or back onto the pile it came from: the card goes back, nothing is said.
    if (from === null || over === null || over === selectedId) {
      setSelectedId(null);
      return;
    }
    attempt(from, over, true);
  };

  const askHint = useCallback(() => {
    if (suggest === undefined || view === undefined) return;
    void suggest(source).then((action) => {
      if (action === null) return;
      setHint(hintOf(action, view.players[seat ?? 0].hand ?? []));
      setMessage({
        kind: 'hint',
        text: t('hint.suggest', { play: playWords(t, action, (a) => cardOfAction(view, a)) }),
      });
    });
  }, [suggest, source, view, seat, t]);

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
    marked: log.marked,
    markedBy: log.lastTurn === null ? '' : names[log.lastTurn.seat],
    stops: focus.stops,
    onFocusItem: focus.onFocusItem,
    onSource,
    onTarget,
  };
  return (
    <div
      className={`game-table${selected !== null ? ' is-holding' : ''}`}
      ref={root}
      role="region"
      aria-label={t('tableLabel')}
      data-my-turn={String(canPlay)}
      data-state={game.state}
      data-version={game.version}
      // Once the drag-and-drop chunk is in, cards can be dragged (until then they are tapped or clicked).
      data-drag={dragKit === null ? undefined : 'ready'}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          // The card goes back, and the keyboard with it to where it lies.
          if (selectedId !== null) focus.focusNext(selectedId.startsWith('hand') ? 'hand' : 'piles');
          setSelectedId(null);
          setMessage(null);
          return;
        }
        focus.onKeyDown(event);
      }}
    >
      <TurnBar
        t={t}
        game={game}
        names={names}
        toMove={view.toMove}
        heldCount={held.length}
        busy={busy}
        onConfirm={() => {
          void send(held, held.length, false);
        }}
        onTakeBack={() => {
          setHeld(held.slice(0, -1));
        }}
        onResign={() => {
          void source.resign();
        }}
        hintButton={suggest === undefined ? undefined : { onHint: askHint }}
        clock={
          source.kind === 'server' && seat !== null ? (
            <SeatClock game={game} seat={seat} name={names[seat]} t={t} />
          ) : null
        }
      />
      <div className="table-body">
        <div className="table-main">
          {wide ? null : (
            <LastTurn t={t} turn={log.lastTurn} viewer={seat} names={names} layout="line">
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
              onDragStart={onDragStart}
              onDragEnd={onDragEnd}
              onDragCancel={() => {
                setDragging(null);
              }}
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
