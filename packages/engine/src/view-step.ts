/**
 * Steps a view through the events that changed it, one at a time, so a board can show (and animate) each change
 * in order. No rule is decided here: each event says what happened, and this only moves the cards it names, so
 * it works on any viewer's view with that viewer's events (`viewEvent`): a card the viewer may not see is never
 * needed. Stepping through all of an action's viewed events turns the view before it into the view after it (a
 * property test checks this over random games), so a board that steps and then takes the source's own view sees
 * no jump.
 */
import type { Card } from './cards.js';
import type { GameEvent } from './events.js';
import type { PileIndex, Piles, PlayerIndex } from './position.js';
import type { PlayerView, PositionView } from './view.js';

function withPile(piles: Piles, index: PileIndex, change: (pile: readonly Card[]) => readonly Card[]): Piles {
  const next = [...piles] as [Piles[0], Piles[1], Piles[2], Piles[3]];
  next[index] = change(piles[index]);
  return next;
}

function withPlayer(
  view: PositionView,
  seat: PlayerIndex,
  change: (player: PlayerView) => PlayerView,
): PositionView {
  const players: PositionView['players'] =
    seat === 0 ? [change(view.players[0]), view.players[1]] : [view.players[0], change(view.players[1])];
  return { ...view, players };
}

function withoutOneCard(hand: readonly Card[] | undefined, card: Card): readonly Card[] | undefined {
  if (hand === undefined) return undefined;
  const index = hand.indexOf(card);
  return index < 0 ? hand : [...hand.slice(0, index), ...hand.slice(index + 1)];
}

/** A player's view with `hand` in place of theirs; a hand the viewer may not see stays absent. */
function withHand(player: PlayerView, hand: readonly Card[] | undefined, handCount: number): PlayerView {
  const { hand: _old, ...rest } = player;
  return { ...rest, handCount, ...(hand === undefined ? {} : { hand }) };
}

function takeFromHand(player: PlayerView, card: Card): PlayerView {
  return withHand(player, withoutOneCard(player.hand, card), Math.max(0, player.handCount - 1));
}

/** The view after one event, as its viewer sees it; the view given is not changed. */
export function stepView(view: PositionView, event: GameEvent): PositionView {
  switch (event.type) {
    case 'built': {
      const from = event.from === 'discard' ? event.pile : event.from;
      const moved = withPlayer(view, event.player, (player) => {
        if (from === 'hand') return takeFromHand(player, event.card);
        if (from === 'stock') return { ...player, stockCount: player.stockCount - 1, stockTop: null };
        return { ...player, discards: withPile(player.discards, from, (pile) => pile.slice(0, -1)) };
      });
      return { ...moved, building: withPile(moved.building, event.to, (pile) => [...pile, event.card]) };
    }
    case 'pileCompleted':
      return {
        ...view,
        building: withPile(view.building, event.pile, () => []),
        removed: [...view.removed, ...event.cards],
      };
    case 'stockRevealed':
      return withPlayer(view, event.player, (player) => ({
        ...player,
        stockTop: event.card,
        stockCount: event.remaining,
      }));
    case 'discarded':
      return withPlayer(view, event.player, (player) => {
        const taken = takeFromHand(player, event.card);
        return { ...taken, discards: withPile(taken.discards, event.to, (pile) => [...pile, event.card]) };
      });
    case 'handRefilled':
      return {
        ...withPlayer(view, event.player, (player) =>
          withHand(
            player,
            player.hand === undefined ? undefined : [...player.hand, ...(event.cards ?? [])],
            player.handCount + event.count,
          ),
        ),
        drawPileCount: event.drawPileCount,
      };
    case 'turnPassed':
      return { ...view, toMove: event.toMove };
    case 'gameOver':
      return view;
  }
}
