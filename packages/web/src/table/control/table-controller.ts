/**
 * The table's one controller (lila's round controller, `ui/round/src/ctrl.ts`, is the model): all the table's
 * state is here, the components draw what its snapshot says (table-snapshot.ts) and report the player's inputs
 * to its handlers. It holds
 * - what is shown: the play-out it owns (shown/play-out.ts) shows each update from the source event by event,
 *   and only then the source's own view, and reports each change here;
 * - the card held and the plays sent, by the pure reducer `table-reducer.ts`, whose effects it runs; the plays
 *   held for confirmation, kept in the tab's storage and forgotten where they cannot apply (held-keeper.ts); the
 *   plays sent and shown ahead of their answer (play-ahead.ts), whose answer is committed without moving them
 *   again;
 * - the keyboard's focus (table-focus.ts), the pile shown whole (pile-show.ts), the sentence for screen readers.
 *
 * What the viewer's own plays bring is theirs to cut short (follows-own.ts): meanwhile a card picked, dragged or
 * dropped hurries the table, and the input waits until it stands still, every input after it too
 * (waiting-inputs.ts), so that it is judged on the position the player plays from.
 *
 * The source is listened to while anyone listens here (React's `useSyncExternalStore`, use-table.ts); the
 * table's element is `attach`ed once drawn (table-element.ts), and without one (a unit test in Node) nothing is
 * done on the page. Storage, movement and drawing at once are `TableEffects`. A controller belongs to one source.
 */
import type { Action, GameEvent } from '@katz/engine';
import type { GameSource } from '../../game/game-source.js';
import { PlayOut, type EventShown, type GameShown } from '../shown/play-out.js';
import { announcement } from '../turns/announce.js';
import { seatNames } from '../words/seat-names.js';
import { HeldKeeper } from './held-keeper.js';
import type { Region } from './keyboard.js';
import { controlTable, viewWithHeld, type ControlEffect, type ControlInput } from './table-reducer.js';
import type { TableEffects } from './table-effects.js';
import type { TableProps } from './table-props.js';
import { TableElement } from './table-element.js';
import type { TableKey } from './table-focus.js';
import {
  contextOf,
  gameLetsPlay,
  controllerStateAt,
  snapshotOf,
  type ControllerState,
  type TableSnapshot,
} from './table-snapshot.js';
import { WaitingInputs } from './waiting-inputs.js';

export class TableController {
  private parts: ControllerState;
  private snapshot: TableSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly playOut: PlayOut;
  private readonly element: TableElement;
  private readonly heldKeeper: HeldKeeper;
  private readonly waiting = new WaitingInputs();

  constructor(
    private readonly source: GameSource,
    private readonly effects: TableEffects,
    private props: TableProps,
  ) {
    const game = source.current()?.game;
    this.heldKeeper = new HeldKeeper(effects.storage, source.gameId);
    this.parts = controllerStateAt(game, this.heldKeeper.first(game));
    this.snapshot = snapshotOf(this.parts);
    this.playOut = new PlayOut(source, {
      shown: () => ({ game: this.parts.game, view: this.parts.shownView, animating: this.parts.animating }),
      aheadCount: () => this.parts.control.ahead.length,
      announcement: this.announcement,
      animate: (event, commit, hurry) =>
        effects.animate(event, { root: this.element.root, scale: this.props.scale, commit, hurry }),
      commit: this.commit,
      showGame: this.showGame,
      aheadShown: () => {
        this.dispatch({ type: 'aheadShown' });
      },
      heldCommitted: () => {
        this.setHeld([]);
      },
      standsStill: this.replay,
    });
    this.element = new TableElement({
      shown: () => this.parts.pileShown,
      show: (pileShown) => {
        this.change({ pileShown });
      },
      holding: () => this.snapshot.holding,
      holdsPlays: () => this.parts.held.length > 0,
    });
  }

  /** For `useSyncExternalStore`; the source is listened to while anyone listens here. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    this.playOut.listen();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.playOut.stop();
    };
  };

  /** The same object until something changes. */
  readonly getSnapshot = (): TableSnapshot => this.snapshot;

  /** What the page says at this render; read when an input or an event comes. */
  update(props: TableProps): void {
    this.props = props;
  }

  /** The table's element, once drawn: the movements, the focus, the pile shown and leaving the page use it. */
  attach(root: HTMLElement): void {
    this.element.attach(root);
  }

  detach(): void {
    this.element.detach();
  }

  /** After every render (a layout effect): the focus asked for, or given back when its item left the page. */
  rendered(): void {
    this.element.rendered();
  }

  readonly onSource = (sourceId: string, byKeyboard: boolean): void => {
    this.dispatch({ type: 'source', sourceId, byKeyboard });
  };
  readonly onTarget = (targetId: string, byKeyboard: boolean): void => {
    this.dispatch({ type: 'target', targetId, byKeyboard });
  };
  readonly onDragStart = (sourceId: string): void => {
    this.dispatch({ type: 'dragStart', sourceId });
  };
  readonly onDragEnd = (over: string | null): void => {
    this.dispatch({ type: 'dragEnd', over });
  };
  readonly onDragCancel = (): void => {
    this.dispatch({ type: 'dragCancel' });
  };
  readonly onEscape = (): void => {
    this.dispatch({ type: 'escape' });
  };
  readonly onConfirm = (): void => {
    this.dispatch({ type: 'confirm' });
  };
  readonly onTakeBack = (): void => {
    this.dispatch({ type: 'takeBack' });
  };
  readonly askHint = (): void => {
    const { suggest } = this.props;
    const view = viewWithHeld(this.parts.shownView, this.parts.held);
    if (suggest === undefined || view === undefined) return;
    void suggest(this.source).then((action) => {
      if (action !== null) this.dispatch({ type: 'suggested', action, view });
    });
  };
  readonly onFocusItem = (region: Region, navId: string): void => {
    this.element.focused(region);
    const { stops } = this.parts;
    if (stops[region] !== navId) this.change({ stops: { ...stops, [region]: navId } });
  };
  /** Escape puts the held card back; a digit, an arrow, Home or End moves on the table (table-focus.ts). */
  readonly onKeyDown = (event: TableKey): void => {
    if (event.key === 'Escape') this.onEscape();
    else this.element.key(event);
  };

  // The play-out's reports (and the inputs' replay) are handed over as they are: bound, like the handlers.

  /** One event of the play-out, drawn at once; a game-ending event ends the game for the held plays. */
  private readonly commit = ({ event, shownView, followingOwn, said }: EventShown): void => {
    this.effects.drawNow(() => {
      const over = event.type === 'gameOver' || this.parts.game?.state === 'over';
      this.change({
        shownView,
        animating: true,
        followingOwn,
        announced: said ?? this.parts.announced,
        held: this.heldKeeper.shown(this.parts.held, { view: shownView, over }),
      });
    });
  };

  /** The game shown whole by the play-out, and the plays held on it. */
  private readonly showGame = ({ game, animating, followingOwn }: GameShown): void => {
    const held = this.heldKeeper.shown(this.parts.held, {
      view: game.view,
      game,
      over: game.state === 'over',
    });
    this.change({ game, shownView: game.view, animating, followingOwn, held });
  };

  /** The sentence for screen readers, with the seats named as the table names them now. */
  private readonly announcement = (event: GameEvent): string | null => {
    const { t } = this.props;
    const viewer = this.source.current()?.game.seat ?? null;
    return announcement(t, event, viewer, seatNames(this.parts.game, t));
  };

  private dispatch(input: ControlInput): void {
    const { parts } = this;
    // While the player may play on (only their own plays' follow-ups move), their input hurries the table.
    const playsOnMoving = () =>
      parts.animating && gameLetsPlay(parts, viewWithHeld(parts.shownView, parts.held));
    if (this.waiting.waits(input, playsOnMoving)) this.playOut.hurry();
    else this.handle(input);
  }

  /** The table stands still: the inputs that waited for it are judged now, in order. */
  private readonly replay = (): void => {
    for (let input = this.waiting.next(); input !== undefined; input = this.waiting.next())
      this.handle(input);
  };

  private handle(input: ControlInput): void {
    const context = contextOf(this.parts, this.snapshot, this.props);
    const { state, effects } = controlTable(this.parts.control, input, context);
    this.change({ control: state });
    for (const effect of effects) this.run(effect);
  }

  private run(effect: ControlEffect): void {
    switch (effect.type) {
      case 'focus':
        this.element.focusNext(effect.where);
        return;
      case 'hold':
        this.setHeld(effect.actions);
        return;
      case 'send': {
        this.playOut.heldSent(effect.alreadyShown);
        // A card tapped onto its pile (or sent there by keys) travels there now, as it would have with the
        // answer: measured where it lies before the table is drawn with it on its pile.
        const event = this.parts.control.ahead.find((play) => play.send === effect.send)?.event;
        if (event !== undefined && !effect.movedByHand) {
          this.effects.travel(event, { root: this.element.root, scale: this.props.scale });
        }
        void this.source.play(effect.actions).then((result) => {
          if (!result.ok) this.playOut.heldRefused();
          this.dispatch({ type: 'answered', send: effect.send, error: result.ok ? null : result.error });
        });
        return;
      }
    }
  }

  private setHeld(held: readonly Action[]): void {
    this.change({ held: this.heldKeeper.keep(this.parts.game?.version, held) });
  }

  /** Takes `next` in; a new snapshot, and word to the listeners, only when something shown changed. */
  private change(next: Partial<ControllerState>): void {
    const before = { parts: this.parts, snapshot: this.snapshot };
    const parts: ControllerState = { ...before.parts, ...next };
    const keys = Object.keys(next) as (keyof ControllerState)[];
    if (keys.every((key) => Object.is(parts[key], before.parts[key]))) return;
    this.parts = parts;
    const snapshot = snapshotOf(parts, before);
    const fields = Object.keys(snapshot) as (keyof TableSnapshot)[];
    if (fields.every((field) => Object.is(snapshot[field], before.snapshot[field]))) return;
    this.snapshot = snapshot;
    this.element.keepAsking();
    for (const listener of [...this.listeners]) listener();
    // The viewer may not play now (the turn passed, an animation runs): nothing stays held.
    if (before.snapshot.canPlay && !snapshot.canPlay) this.dispatch({ type: 'cannotPlay' });
  }
}
