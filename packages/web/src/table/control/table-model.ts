/** What the table's parts need to draw themselves and report what the player does. */
import type { Card, PlayerIndex, PositionView } from '@katz/engine';
import type { GameView } from '@katz/protocol';
import { stopOf, type Region, type TabStops } from './keyboard.js';
import type { TableT } from '../words/table-words.js';

export interface TableModel {
  readonly t: TableT;
  readonly view: PositionView;
  /** The seat shown at the bottom: the viewer's, or seat 0 for a spectator. */
  readonly bottom: PlayerIndex;
  readonly names: readonly [string, string];
  /** Each seat's rating as shown beside its name ("1532", "1500?" while provisional), or '' for none. */
  readonly ratings: readonly [string, string];
  /**
   * Whether the bottom seat is the viewer's and may play: their turn, and nothing moving but what their own
   * plays brought (shown/follows-own.ts).
   */
  readonly canPlay: boolean;
  /** The source id (`stock`, `discard:1`, `hand:3`) of the card held: a hand may hold two of the same card. */
  readonly selectedId: string | null;
  /** `building:1`, `discard:2`: the piles the selected card may go to. */
  readonly legalTargets: ReadonlySet<string>;
  /** A suggested play's source and target ids (the guided game's hints). */
  readonly hint: { readonly source: string; readonly target: string } | null;
  /** The game, when its turns are timed (a game on the server): each seat's clock shows beside its name. */
  readonly timed: GameView | null;
  /** The end of the vacation that holds the clock of the player to move (a correspondence game), else null. */
  readonly pausedUntil: string | null;
  /** The slots (`building-2`, `discard-1-3`, `stock-1`) the other player's last turn put cards on. */
  readonly marked: ReadonlySet<string>;
  /** Whose last turn that was. */
  readonly markedBy: string;
  /** Each keyboard region's Tab stop (keyboard.ts). */
  readonly stops: TabStops;
  readonly onFocusItem: (region: Region, navId: string) => void;
  onSource(sourceId: string, byKeyboard: boolean): void;
  onTarget(targetId: string, byKeyboard: boolean): void;
}

/** The props a table button needs for the keyboard: its region, its id in it, whether it is the Tab stop. */
export function navProps(model: TableModel, region: Region, navId: string, ids: readonly string[]) {
  return {
    region,
    navId,
    tabStop: stopOf(model.stops, region, ids) === navId,
    onFocusItem: model.onFocusItem,
  };
}

export const handOf = (view: PositionView, seat: PlayerIndex): readonly Card[] =>
  view.players[seat].hand ?? [];

/** A pile's label, with a word that the other player's last turn put a card there when it did. */
export function markedLabel(model: TableModel, slot: string, label: string): string {
  return model.marked.has(slot) ? `${label}; ${model.t('log.markedPile', { name: model.markedBy })}` : label;
}
