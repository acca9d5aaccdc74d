/**
 * A game's log as turns: what each player did from the moment the turn came to them (the cards they drew
 * first) to the moment they passed it on. The table shows the other player's last turn whole, after it ended,
 * until the viewer's own turn is over, and marks where its cards went.
 */
import type { GameEvent, PlayerIndex } from '@katz/engine';
import type { Entry } from '@katz/protocol';

/** What happened in a turn: the events, and a resignation or a loss on time, which have none. */
export type TurnItem =
  | Exclude<GameEvent, { type: 'turnPassed' }>
  | { readonly type: 'resigned' | 'timedOut'; readonly player: PlayerIndex };

export interface Turn {
  /** Counted from 1. */
  readonly number: number;
  readonly seat: PlayerIndex;
  readonly items: readonly TurnItem[];
  /** Whether the turn was passed on (or the game ended in it). */
  readonly complete: boolean;
}

export function turnsOf(entries: readonly Entry[]): Turn[] {
  const turns: Turn[] = [];
  let seat: PlayerIndex | null = null;
  let items: TurnItem[] = [];
  const close = (complete: boolean) => {
    if (seat !== null && (items.length > 0 || complete))
      turns.push({ number: turns.length + 1, seat, items, complete });
    items = [];
  };
  for (const entry of entries) {
    seat ??= entry.seat;
    if (entry.kind !== 'action') {
      // One may resign at any time, even in the other player's turn: the resignation is a turn of its own.
      close(false);
      seat = entry.seat;
      items.push({ type: entry.kind === 'resign' ? 'resigned' : 'timedOut', player: entry.seat });
      close(true);
      continue;
    }
    for (const event of entry.events) {
      if (event.type === 'turnPassed') {
        seat = event.player;
        close(true);
        seat = event.toMove;
        continue;
      }
      items.push(event);
      if (event.type === 'gameOver') close(true);
    }
  }
  close(false);
  return turns;
}

/**
 * The turn the table shows beside the board: while the viewer plays, the other player's turn before it; while
 * the other player plays (or has just passed the turn), theirs. A spectator sees the latest turn.
 */
export function shownTurn(turns: readonly Turn[], viewer: PlayerIndex | null): Turn | null {
  const last = turns.at(-1);
  if (last === undefined) return null;
  if (viewer === null || last.seat !== viewer) return last;
  const before = turns.at(-2);
  return before !== undefined && before.seat !== viewer ? before : null;
}

/** The places on the table a turn's cards went to (`data-slot` names), and the stock it played from. */
export function markedSlots(turn: Turn | null): ReadonlySet<string> {
  const slots = new Set<string>();
  for (const item of turn?.items ?? []) {
    if (item.type === 'built') {
      slots.add(`building-${item.to}`);
      if (item.from === 'stock') slots.add(`stock-${item.player}`);
    }
    if (item.type === 'discarded') slots.add(`discard-${item.player}-${item.to}`);
  }
  return slots;
}
