/**
 * A decision of a finished game on the table again (docs/review.md, "Learn from your mistakes"): the table's
 * `GameSource` for a try and for the answer. It starts at the decision, the deciding seat to move, and shows
 * the table as that seat saw it; nobody else plays. Its plays are judged by the engine on the seat's view, all or none, and
 * every play that turns up no card (`revealsNothing`) is shown whole. The first play that would turn one up
 * (the stock's next card, five new cards for an emptied hand, the refill after the discard that ends the turn)
 * ends the decision: only its card going onto its pile is shown, never what it turns up. So a try played on a
 * world whose hidden cards were dealt at random (`sampledPosition`) shows only cards the seat saw: what leaves
 * here is the seat's view (`gameViewOf`, `entryViewOf`), and up to the decision's end no view depends on the
 * hidden cards (test/learn-source.test.ts plays the same tries on several worlds).
 */
import { seatDeterminizer } from '@katz/bots';
import {
  apply,
  predictView,
  revealsNothing,
  stepView,
  viewPosition,
  viewRefusal,
  type Action,
  type GameEvent,
  type PlayerIndex,
  type Position,
  type PositionView,
  type Random,
  type Result,
} from '@katz/engine';
import { fromCoreState } from '@katz/engine/core';
import {
  DAY_SECONDS,
  entryViewOf,
  gameViewOf,
  turnError,
  type ApiErrorJson,
  type Entry,
  type GameView,
  type SeatView,
} from '@katz/protocol';
import { InBrowserSource } from '../../game/in-browser-source.js';

/** The events of the decision's last play that are shown: its card onto its pile, and a full pile cleared. */
const SHOWN_AT_THE_END: readonly GameEvent['type'][] = ['built', 'discarded', 'pileCompleted'];

export interface DecisionSourceOptions {
  /** The table's own id (held plays are kept under it for a reload). */
  readonly id: string;
  readonly seats: readonly [SeatView, SeatView];
  /** The deciding seat, to move in `position`. */
  readonly seat: PlayerIndex;
  /** The position the decision starts in: the game's own, or one whose hidden cards were dealt at random. */
  readonly position: Position;
  /** The game's entries before the decision, every event in full: the table shows them as the seat saw them. */
  readonly before: readonly Entry[];
  readonly seedHash: string;
  /** The time written on the entries played here. */
  readonly at: string;
  /** Hears the decision's plays once it has ended (a try's end). */
  readonly onEnd?: (actions: readonly Action[]) => void;
}

/** The game's position with the hidden cards of `view` dealt at random from the cards its seat had not seen. */
export function sampledPosition(view: PositionView, random: Random): Position {
  return fromCoreState(seatDeterminizer(view).sample(random));
}

export class DecisionSource extends InBrowserSource {
  readonly gameId: string;
  private position: Position;
  private view: PositionView;
  private version: number;
  private readonly played: Action[] = [];
  private ended = false;

  constructor(private readonly options: DecisionSourceOptions) {
    super();
    const { seat, position, before } = options;
    if (position.toMove !== seat) throw new Error(`seat ${seat} is not to move at this decision`);
    this.gameId = options.id;
    this.position = position;
    this.view = viewPosition(position, seat);
    this.version = before.length;
    this.entries.push(...before.map((entry) => entryViewOf(entry, seat)));
    this.latest = { game: this.gameView(), entries: [] };
  }

  /** How many plays the table has taken. */
  get taken(): number {
    return this.played.length;
  }

  /** The player's plays, all or none, as in a game; the decision's last one ends it. */
  play(actions: readonly Action[]): Promise<Result<void, ApiErrorJson>> {
    return Promise.resolve(this.take(actions));
  }

  /** The answer's next move, played on the board by the page. */
  step(action: Action): Result<void, ApiErrorJson> {
    return this.take([action]);
  }

  resign(): Promise<Result<void, ApiErrorJson>> {
    return Promise.resolve({ ok: false, error: { code: 'game-over', message: 'nothing to resign here' } });
  }

  close(): void {
    this.forgetListeners();
  }

  private take(actions: readonly Action[]): Result<void, ApiErrorJson> {
    if (this.ended) return { ok: false, error: { code: 'not-your-turn', message: 'the decision is over' } };
    // All or none, judged on the seat's view alone, so that no answer depends on a card it cannot see: each
    // play must be legal there, and only the last may turn a card up.
    let view = this.view;
    let ends = false;
    for (const [index, action] of actions.entries()) {
      const refusal = viewRefusal(view, action);
      if (refusal !== null) {
        const { message } = refusal;
        return { ok: false, error: turnError({ code: 'refused', refusal, message, action: index }) };
      }
      const next = predictView(view, action);
      if (next === null && index < actions.length - 1) {
        const message = 'the decision ends with this play: nothing comes after it here';
        return { ok: false, error: turnError({ code: 'not-your-turn', message, action: index + 1 }) };
      }
      ends = next === null;
      view = next ?? view;
    }
    const entries = actions.map((action) =>
      revealsNothing(this.view, action) ? this.shown(action) : this.end(action),
    );
    this.publish(entries);
    if (ends) this.options.onEnd?.([...this.played]);
    return { ok: true, value: undefined };
  }

  /** A play that turns up no card, shown whole. */
  private shown(action: Action): Entry {
    const applied = apply(this.position, action);
    if (!applied.ok) throw new Error(`a play legal in the seat's view: ${applied.error.message}`);
    this.position = applied.value.position;
    this.view = viewPosition(this.position, this.options.seat);
    this.played.push(action);
    return this.entry(action, applied.value.events);
  }

  /** The decision's last play: its card onto its pile, and nothing that it turns up. */
  private end(action: Action): Entry {
    const applied = apply(this.position, action);
    if (!applied.ok) throw new Error(`a play legal in the seat's view: ${applied.error.message}`);
    const { events } = applied.value;
    const cut = events.findIndex((event) => !SHOWN_AT_THE_END.includes(event.type));
    const shown = cut < 0 ? events : events.slice(0, cut);
    const entry = this.entry(action, shown);
    this.view = entry.events.reduce((view, event) => stepView(view, event), this.view);
    this.played.push(action);
    this.ended = true;
    return entry;
  }

  private entry(action: Action, events: readonly GameEvent[]): Entry {
    const { seat, at } = this.options;
    this.version++;
    const entry = entryViewOf({ version: this.version, seat, kind: 'action', action, events, at }, seat);
    this.entries.push(entry);
    return entry;
  }

  private gameView(): GameView {
    const { id, seats, seat, seedHash, at } = this.options;
    const game = gameViewOf(
      {
        id,
        version: this.version,
        state: 'running',
        seats,
        // No clock here (clock: null); any time per turn would do.
        turnSeconds: DAY_SECONDS,
        rated: false,
        position: this.position,
        result: null,
        clock: null,
        seed: '',
        seedHash,
        createdAt: at,
      },
      seat,
    );
    // Once the decision has ended, the table shows its last card on its pile, and no play is offered.
    return this.ended ? { ...game, view: this.view, legalActions: [] } : game;
  }

  private publish(entries: readonly Entry[]): void {
    if (entries.length === 0) return;
    this.publishUpdate({ game: this.gameView(), entries });
  }
}
