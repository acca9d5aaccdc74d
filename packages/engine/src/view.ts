/**
 * What one player may see. Everything that leaves a server for a player goes through these functions, and they
 * hide by construction: a view is built from the visible parts, never by deleting hidden ones from a copy.
 *
 * Hidden from a player (docs/rules.md, rule 10): the other player's hand, every stock card below the top, and
 * the draw pile. A spectator (viewer null) sees neither hand. Counts always stay visible.
 *
 * A view shares nothing with its position: its piles, hand and removed cards are copies. A view is handed to
 * code the engine does not trust (a bot in the same thread, a client library), and a `readonly` type is no
 * guard at run time: a bot that sorted its hand or pushed onto a pile of a shared view would change the game.
 */
import type { Card } from './cards.js';
import type { GameEvent } from './events.js';
import type { Piles, PlayerIndex, Position } from './position.js';

function copyPiles(piles: Piles): Piles {
  return [[...piles[0]], [...piles[1]], [...piles[2]], [...piles[3]]];
}

export type Viewer = PlayerIndex | null;

export interface PositionView {
  readonly viewer: Viewer;
  readonly toMove: PlayerIndex;
  readonly players: readonly [PlayerView, PlayerView];
  readonly building: Piles;
  readonly drawPileCount: number;
  readonly removed: readonly Card[];
}

export interface PlayerView {
  readonly stockCount: number;
  /** The face-up top card of the stock, or null when the stock is empty. */
  readonly stockTop: Card | null;
  readonly handCount: number;
  /** Present only in the player's own view. */
  readonly hand?: readonly Card[];
  readonly discards: Piles;
}

export function viewPosition(position: Position, viewer: Viewer): PositionView {
  const player = (index: PlayerIndex): PlayerView => {
    const { stock, hand, discards } = position.players[index];
    const visible = {
      stockCount: stock.length,
      stockTop: stock.at(-1) ?? null,
      handCount: hand.length,
      discards: copyPiles(discards),
    };
    return index === viewer ? { ...visible, hand: [...hand] } : visible;
  };
  return {
    viewer,
    toMove: position.toMove,
    players: [player(0), player(1)],
    building: copyPiles(position.building),
    drawPileCount: position.drawPile.length,
    removed: [...position.removed],
  };
}

/** An event as the viewer may see it: only the cards a player draws are ever hidden. */
export function viewEvent(event: GameEvent, viewer: Viewer): GameEvent {
  if (event.type !== 'handRefilled' || event.player === viewer) return event;
  const { type, player, count, drawPileCount } = event;
  return { type, player, count, drawPileCount };
}
