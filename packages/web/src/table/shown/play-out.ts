/**
 * What is shown and when: each update from the source is played out event by event (animated, in order), and
 * only then does the table show the source's own view; updates that arrive meanwhile wait their turn, so a fast
 * opponent never makes cards jump. The table's controller (table-controller.ts) owns one and keeps what it shows:
 * the play-out reads the table and reports every change to it (`PlayOutTable`), and holds only the updates still
 * to be shown and the held plays sent, whose entries are on the table already.
 *
 * What the viewer's own plays bring is theirs to cut short (follows-own.ts): `hurry` ends every movement under
 * way where it was going and commits the rest without movement. The source is listened to between `listen` and
 * `stop`; a play-out under way when it stops shows nothing more.
 */
import { stepView, type GameEvent, type PositionView } from '@katz/engine';
import type { GameView } from '@katz/protocol';
import type { GameSource, SourceUpdate } from '../../game/game-source.js';
import { followsOwn } from './follows-own.js';

/** One event's change, as the play-out commits it. */
export interface EventShown {
  readonly event: GameEvent;
  /** The position on the table after it, before held plays. */
  readonly shownView: PositionView;
  /** Whether all that is still to be shown comes from the viewer's own plays and ends on their turn. */
  readonly followingOwn: boolean;
  /** The sentence for screen readers, worked out before its movement; null for none. */
  readonly said: string | null;
}

/** A game shown whole, with `animating` when updates are still to be shown after it. */
export interface GameShown {
  readonly game: GameView;
  readonly animating: boolean;
  readonly followingOwn: boolean;
}

/** The table as the play-out sees it, and what it reports to it. */
export interface PlayOutTable {
  /** The game shown whole last, the position on the table now (before held plays), whether changes are moving. */
  readonly shown: () => {
    readonly game: GameView | undefined;
    readonly view: PositionView | undefined;
    readonly animating: boolean;
  };
  /** The number of plays shown ahead of their answer. */
  readonly aheadCount: () => number;
  /** The sentence for screen readers about `event`, with the seats named as the table names them now. */
  readonly announcement: (event: GameEvent) => string | null;
  /** Shows `event` as a movement, calling `commit` exactly once; ends early once `hurry` is aborted. */
  readonly animate: (event: GameEvent, commit: () => void, hurry: AbortSignal) => Promise<void>;
  /** Draws one event's change at once. */
  readonly commit: (shown: EventShown) => void;
  readonly showGame: (shown: GameShown) => void;
  /** The oldest play shown ahead of its answer is committed now, without moving it again. */
  readonly aheadShown: () => void;
  /** Held plays sent are committed now, without movement: nothing is held any more. */
  readonly heldCommitted: () => void;
  /** The table stands still: the inputs that waited for it are judged now, in order. */
  readonly standsStill: () => void;
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

export class PlayOut {
  private listening: Listening | null = null;
  /** Held plays sent, already on the table: their entries are committed whole, without movement. */
  private heldShown = 0;

  constructor(
    private readonly source: GameSource,
    private readonly table: PlayOutTable,
  ) {}

  /** Listens to the source (once: a second call while listening does nothing). */
  listen(): void {
    if (this.listening !== null) return;
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
    const { game, animating } = this.table.shown();
    if (first !== undefined && (first.game !== game || animating)) this.showGame(first.game, []);
  }

  stop(): void {
    if (this.listening === null) return;
    this.listening.stopped = true;
    this.listening.unsubscribe();
    this.listening = null;
  }

  /** Cuts the play-out under way short, if one is. */
  hurry(): void {
    if (this.listening?.running === true) this.listening.hurried.abort();
  }

  /** `count` held plays were sent: they are on the table already. */
  heldSent(count: number): void {
    this.heldShown = count;
  }

  /** The held plays sent were refused: no entry of theirs will come. */
  heldRefused(): void {
    this.heldShown = 0;
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
    if (!listening.stopped && !this.table.shown().animating) this.table.standsStill();
  }

  private async show(update: SourceUpdate, listening: Listening): Promise<void> {
    if (update.entries.length === 0) {
      // A resynchronisation: the source's view is the game as it stands, nothing is left to wait for.
      if (this.heldShown > 0) {
        this.heldShown = 0;
        this.table.heldCommitted();
      }
      for (let left = this.table.aheadCount(); left > 0; left--) this.table.aheadShown();
    }
    for (const [entryIndex, entry] of update.entries.entries()) {
      const followingOwn = followsOwn([update, ...listening.queue], entryIndex);
      const own = entry.seat === update.game.seat;
      // The held plays sent are on the table already: their entries are committed at once.
      const quiet = own && this.heldShown > 0;
      if (quiet) {
        this.heldShown--;
        this.table.heldCommitted();
      }
      // Its card is on its pile already: the table stops showing it ahead as the same change is committed.
      const shownFirst = own && !quiet && this.table.aheadCount() > 0;
      for (const [index, event] of entry.events.entries()) {
        const view = this.table.shown().view;
        if (listening.stopped || view === undefined) return;
        const shown: EventShown = {
          event,
          shownView: stepView(view, event),
          followingOwn,
          said: this.table.announcement(event),
        };
        const commit = () => {
          this.table.commit(shown);
        };
        if (shownFirst && index === 0) {
          this.table.aheadShown();
          commit();
        } else if (quiet || listening.hurried.signal.aborted) commit();
        else await this.table.animate(event, commit, listening.hurried.signal);
      }
    }
    if (!listening.stopped) this.showGame(update.game, listening.queue);
  }

  /** The table shows `game` whole, with `queue` still to be shown after it. */
  private showGame(game: GameView, queue: readonly SourceUpdate[]): void {
    this.table.showGame({ game, animating: queue.length > 0, followingOwn: followsOwn(queue, 0) });
  }
}
