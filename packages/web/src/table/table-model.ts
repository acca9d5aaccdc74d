/** What the table's parts need to draw themselves and report what the player does. */
import type { Card, PlayerIndex, PositionView } from '@katz/engine';
import type { TableT } from './table-words.js';

export interface TableModel {
  readonly t: TableT;
  readonly view: PositionView;
  /** The seat shown at the bottom: the viewer's, or seat 0 for a spectator. */
  readonly bottom: PlayerIndex;
  readonly names: readonly [string, string];
  /** Each seat's rating as shown beside its name ("1532", "1500?" while provisional), or '' for none. */
  readonly ratings: readonly [string, string];
  /** Whether the bottom seat is the viewer's and may play (their turn, nothing moving). */
  readonly canPlay: boolean;
  /** The source id (`stock`, `discard:1`, `hand:3`) of the card held: a hand may hold two of the same card. */
  readonly selectedId: string | null;
  /** `building:1`, `discard:2`: the piles the selected card may go to. */
  readonly legalTargets: ReadonlySet<string>;
  /** A suggested play's source and target ids (the guided game's hints). */
  readonly hint: { readonly source: string; readonly target: string } | null;
  onSource(sourceId: string): void;
  onTarget(targetId: string): void;
}

export const handOf = (view: PositionView, seat: PlayerIndex): readonly Card[] =>
  view.players[seat].hand ?? [];
