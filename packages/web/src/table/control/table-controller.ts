/**
 * The table's one controller (lila's round controller, `ui/round/src/ctrl.ts`, is the model): all the table's
 * state is here, the components draw what its snapshot says (table-snapshot.ts) and report the player's inputs
 * to its handlers. It holds
 * - what is shown and when: each update from the source is played out event by event (animated, in order), and
 *   only then does the table show the source's own view; updates that arrive meanwhile wait their turn, so a fast
 *   opponent never makes cards jump;
 * - the card held and the plays sent, by the pure reducer `table-control.ts`, whose effects it runs; the plays
 *   held for confirmation (kept in the tab's storage, held-plays.ts); the plays sent and shown ahead of their
 *   answer (play-ahead.ts), whose answer is committed without moving them again;
 * - the keyboard's focus (table-focus.ts), the pile shown whole (pile-show.ts), the sentence for screen readers.
 *
 * What the viewer's own plays bring is theirs to cut short (follows-own.ts): meanwhile a card picked, dragged or
 * dropped hurries the table (every movement under way ends where it was going, the rest are committed without
 * movement), and the input waits for that, a frame or two, so that it is judged on the position the player plays
 * from; every input after it waits too, so that none overtakes it.
 *
 * The source is listened to while anyone listens here (React's `useSyncExternalStore`, use-table.ts); the
 * table's element is `attach`ed once drawn, and without one (a unit test in Node) nothing is done on the page.
 * Storage, movement and drawing at once are `TableEffects`. A controller belongs to one source.
 */
import { stepView, type Action, type GameEvent } from '@katz/engine';
import type { GameView } from '@katz/protocol';
import type { GameSource, SourceUpdate } from '../../game/game-source.js';
import { followsOwn } from '../shown/follows-own.js';
import { announcement } from '../turns/announce.js';
import { seatNames } from '../words/seat-names.js';
import type { TableT } from '../words/table-words.js';
import { askBeforeLeaving, readHeld, writeHeld } from './held-plays.js';
import { FIRST_STOPS, type Region } from './keyboard.js';
import { listenForPileShow } from './pile-show.js';
import {
  controlTable,
  IDLE,
  viewWithHeld,
  type ControlContext,
  type ControlEffect,
  type ControlInput,
} from './table-control.js';
import type { TableEffects } from './table-effects.js';
import {
  focusAfterRender,
  focusTableIfFree,
  keyOnTable,
  listenForFocusLeaving,
  type FocusWanted,
  type TableKey,
} from './table-focus.js';
import { gameLetsPlay, snapshotOf, type TableParts, type TableSnapshot } from './table-snapshot.js';
import type { InputKind } from './use-input-kind.js';

/** What the page gives the controller at each render. */
export interface TableProps {
  readonly t: TableT;
  /** Whether plays that reveal nothing wait for the player's confirmation (the settings, for this game). */
  readonly confirm: boolean;
  /** A good play for the viewer's view, for guided games. */
  readonly suggest: ((source: GameSource) => Promise<Action | null>) | undefined;
  /** The animations' speed, read at each event, so that a change of the setting takes effect at once. */
  readonly scale: number;
  /** Read at each input: the last pointer or key pressed (use-input-kind.ts). */
  readonly inputKind: { readonly current: InputKind };
}

/** The source as it is listened to: its updates waiting to be shown, and the one play-out that shows them. */
interface Listening {
  readonly queue: SourceUpdate[];
  running: boolean;
  stopped: boolean;
  /** Aborted by a hurry; a new one once everything is shown. */
  hurried: AbortController;
  readonly unsubscribe: () => void;
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

export class TableController {
  private parts: TableParts;
  private snapshot: TableSnapshot;
  private readonly listeners = new Set<() => void>();
  private listening: Listening | null = null;
  /** The inputs that hurried the table, and every input after them, in order, for when it stands still. */
  private readonly waiting: ControlInput[] = [];
  /** Held plays sent, already on the table: their entries are committed whole, without movement. */
  private heldShown = 0;
  /** The game's version the held plays were read for. */
  private heldReadAt: number | undefined;
  private root: HTMLElement | null = null;
  /** Stops the table element's listeners. */
  private unbind: (() => void) | null = null;
  private stopAsking: (() => void) | null = null;
  /** The focus asked for, after the next render. */
  private focusWanted: FocusWanted | null = null;
  /** The region that had the focus last, while the focus is on the table. */
  private focusHad: Region | null = null;

  constructor(
    private readonly source: GameSource,
    private readonly effects: TableEffects,
    private props: TableProps,
  ) {
    const game = source.current()?.game;
    this.heldReadAt = game?.version;
    this.parts = {
      game,
      shownView: game?.view,
      animating: false,
      followingOwn: false,
      held: readHeld(effects.storage, source.gameId, game?.version, game?.view),
      control: IDLE,
      stops: FIRST_STOPS,
      pileShown: null,
      announced: '',
    };
    this.snapshot = snapshotOf(this.parts);
  }

  /** For `useSyncExternalStore`; the source is listened to while anyone listens here. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listening === null) this.listen();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stopListening();
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
    this.detach();
    this.root = root;
    focusTableIfFree(root);
    const stopFocus = listenForFocusLeaving(root, () => {
      this.focusHad = null;
    });
    const stopPile = listenForPileShow(root, {
      shown: () => this.parts.pileShown,
      show: (pileShown) => {
        this.change({ pileShown });
      },
      holding: () => this.snapshot.holding,
    });
    this.unbind = () => {
      stopFocus();
      stopPile();
    };
    this.keepAsking();
  }

  detach(): void {
    this.unbind?.();
    this.unbind = null;
    this.root = null;
    this.keepAsking();
  }

  /** After every render (a layout effect): the focus asked for, or given back when its item left the page. */
  rendered(): void {
    if (this.root === null) return;
    const want = this.focusWanted;
    this.focusWanted = null;
    focusAfterRender(this.root, want, this.focusHad);
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
    this.focusHad = region;
    const { stops } = this.parts;
    if (stops[region] !== navId) this.change({ stops: { ...stops, [region]: navId } });
  };
  /** Escape puts the held card back; a digit, an arrow, Home or End moves on the table (table-focus.ts). */
  readonly onKeyDown = (event: TableKey): void => {
    if (event.key === 'Escape') this.onEscape();
    else if (this.root !== null) keyOnTable(this.root, event);
  };

  private listen(): void {
    const queue: SourceUpdate[] = [];
    const listening: Listening = {
      queue,
      running: false,
      stopped: false,
      hurried: new AbortController(),
      unsubscribe: this.source.subscribe((update) => {
        queue.push(update);
        void this.playOut(listening);
      }),
    };
    this.listening = listening;
    // The source may have moved on before anyone listened: the table shows it as it stands now.
    const first = this.source.current();
    if (first !== undefined && (first.game !== this.parts.game || this.parts.animating)) {
      this.showGame(first.game, []);
    }
  }

  private stopListening(): void {
    if (this.listening === null) return;
    this.listening.stopped = true;
    this.listening.unsubscribe();
    this.listening = null;
  }

  private async playOut(listening: Listening): Promise<void> {
    if (listening.running) return;
    listening.running = true;
    try {
      while (listening.queue.length > 0 && !listening.stopped) {
        const update = listening.queue.shift();
        if (update !== undefined) await this.show(update, listening);
      }
    } finally {
      listening.running = false;
      if (listening.hurried.signal.aborted) listening.hurried = new AbortController();
    }
    // The table stands still: the inputs that waited for it are judged now, in order.
    if (!listening.stopped && !this.parts.animating) this.replay();
  }

  private async show(update: SourceUpdate, listening: Listening): Promise<void> {
    if (update.entries.length === 0) {
      // A resynchronisation: the source's view is the game as it stands, nothing is left to wait for.
      if (this.heldShown > 0) {
        this.heldShown = 0;
        this.setHeld([]);
      }
      for (let left = this.parts.control.ahead.length; left > 0; left--)
        this.dispatch({ type: 'aheadShown' });
    }
    for (const [entryIndex, entry] of update.entries.entries()) {
      const followingOwn = followsOwn([update, ...listening.queue], entryIndex);
      const own = entry.seat === update.game.seat;
      // The held plays sent are on the table already: their entries are committed at once.
      const quiet = own && this.heldShown > 0;
      if (quiet) {
        this.heldShown--;
        this.setHeld([]);
      }
      // Its card is on its pile already: the table stops showing it ahead as the same change is committed.
      const shownFirst = own && !quiet && this.parts.control.ahead.length > 0;
      for (const [index, event] of entry.events.entries()) {
        const view = this.parts.shownView;
        if (listening.stopped || view === undefined) return;
        const shownView = stepView(view, event);
        const said = this.announcement(event);
        const commit = () => {
          this.effects.drawNow(() => {
            this.change({
              shownView,
              animating: true,
              followingOwn,
              announced: said ?? this.parts.announced,
            });
          });
        };
        if (shownFirst && index === 0) {
          this.dispatch({ type: 'aheadShown' });
          commit();
        } else if (quiet || listening.hurried.signal.aborted) commit();
        else {
          const { scale } = this.props;
          await this.effects.animate(event, {
            root: this.root,
            scale,
            commit,
            hurry: listening.hurried.signal,
          });
        }
      }
    }
    if (!listening.stopped) this.showGame(update.game, listening.queue);
  }

  /** The table shows `game` whole, with `queue` still to be shown after it. */
  private showGame(game: GameView, queue: readonly SourceUpdate[]): void {
    const shown = {
      game,
      shownView: game.view,
      animating: queue.length > 0,
      followingOwn: followsOwn(queue, 0),
    };
    if (game.version === this.heldReadAt) {
      this.change(shown);
      return;
    }
    // A game that reaches a new version (a reload that catches up with the other player's turn, say) finds the
    // plays kept for that version, if any.
    this.heldReadAt = game.version;
    this.change({
      ...shown,
      held: readHeld(this.effects.storage, this.source.gameId, game.version, game.view),
    });
  }

  /** The sentence for screen readers, with the seats named as the table names them now. */
  private announcement(event: GameEvent): string | null {
    const { t } = this.props;
    const viewer = this.source.current()?.game.seat ?? null;
    return announcement(t, event, viewer, seatNames(this.parts.game, t));
  }

  private dispatch(input: ControlInput): void {
    const { parts } = this;
    // While the player may play on (only their own plays' follow-ups move), their input hurries the table.
    const hurries =
      parts.animating &&
      PLAYER_INPUTS.has(input.type) &&
      gameLetsPlay(parts, viewWithHeld(parts.shownView, parts.held));
    if (hurries || this.waiting.length > 0) {
      this.waiting.push(input);
      if (this.listening?.running === true) this.listening.hurried.abort();
      return;
    }
    this.handle(input);
  }

  private replay(): void {
    for (let input = this.waiting.shift(); input !== undefined; input = this.waiting.shift())
      this.handle(input);
  }

  private handle(input: ControlInput): void {
    const { state, effects } = controlTable(this.parts.control, input, this.context());
    this.change({ control: state });
    for (const effect of effects) this.run(effect);
  }

  /** The table as the player sees it at the moment of an input. */
  private context(): ControlContext {
    const { parts, props } = this;
    const withHeld = viewWithHeld(parts.shownView, parts.held);
    return {
      t: props.t,
      view: this.snapshot.view,
      seat: this.snapshot.seat,
      over: parts.game?.state === 'over',
      canPlay: gameLetsPlay(parts, withHeld),
      confirm: props.confirm,
      held: parts.held,
      inputKind: props.inputKind.current,
    };
  }

  private run(effect: ControlEffect): void {
    switch (effect.type) {
      case 'focus':
        this.focusWanted = effect.where;
        return;
      case 'hold':
        this.setHeld(effect.actions);
        return;
      case 'send': {
        this.heldShown = effect.alreadyShown;
        // A card tapped onto its pile (or sent there by keys) travels there now, as it would have with the
        // answer: measured where it lies before the table is drawn with it on its pile.
        const event = this.parts.control.ahead.find((play) => play.send === effect.send)?.event;
        if (event !== undefined && !effect.movedByHand) {
          this.effects.travel(event, { root: this.root, scale: this.props.scale });
        }
        void this.source.play(effect.actions).then((result) => {
          if (!result.ok) this.heldShown = 0;
          this.dispatch({ type: 'answered', send: effect.send, error: result.ok ? null : result.error });
        });
        return;
      }
    }
  }

  private setHeld(held: readonly Action[]): void {
    writeHeld(this.effects.storage, this.source.gameId, this.parts.game?.version, held);
    this.change({ held });
  }

  /** While plays are held on the drawn table, leaving the page asks first (held-plays.ts). */
  private keepAsking(): void {
    const ask = this.root !== null && this.parts.held.length > 0;
    if (ask && this.stopAsking === null) this.stopAsking = askBeforeLeaving();
    if (!ask && this.stopAsking !== null) {
      this.stopAsking();
      this.stopAsking = null;
    }
  }

  /** Takes `next` in; a new snapshot, and word to the listeners, only when something shown changed. */
  private change(next: Partial<TableParts>): void {
    const before = { parts: this.parts, snapshot: this.snapshot };
    const parts: TableParts = { ...before.parts, ...next };
    const keys = Object.keys(next) as (keyof TableParts)[];
    if (keys.every((key) => Object.is(parts[key], before.parts[key]))) return;
    this.parts = parts;
    const snapshot = snapshotOf(parts, before);
    const fields = Object.keys(snapshot) as (keyof TableSnapshot)[];
    if (fields.every((field) => Object.is(snapshot[field], before.snapshot[field]))) return;
    this.snapshot = snapshot;
    this.keepAsking();
    for (const listener of [...this.listeners]) listener();
    // The viewer may not play now (the turn passed, an animation runs): nothing stays held.
    if (before.snapshot.canPlay && !snapshot.canPlay) this.dispatch({ type: 'cannotPlay' });
  }
}
