/**
 * Steps a view through the events that changed it, one at a time, so the table can show (and animate) each
 * change in order. No rule is decided here: each event says what happened, and this only moves the cards it
 * names. After the last event the table shows the source's own view, so any difference heals at once.
 */
import type { Card, GameEvent, PileIndex, Piles, PlayerView, PositionView } from '@katz/engine';

function withPile(piles: Piles, index: PileIndex, change: (pile: readonly Card[]) => readonly Card[]): Piles {
  const next = [...piles] as [Piles[0], Piles[1], Piles[2], Piles[3]];
  next[index] = change(piles[index]);
  return next;
}

function withPlayer(
  view: PositionView,
  seat: 0 | 1,
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

function takeFromHand(player: PlayerView, card: Card): PlayerView {
  const hand = withoutOneCard(player.hand, card);
  const { hand: _old, ...rest } = player;
  return { ...rest, handCount: Math.max(0, player.handCount - 1), ...(hand === undefined ? {} : { hand }) };
}

export function applyEvent(view: PositionView, event: GameEvent): PositionView {
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
        ...withPlayer(view, event.player, (player) => {
          const hand = player.hand === undefined ? undefined : [...player.hand, ...(event.cards ?? [])];
          const { hand: _old, ...rest } = player;
          return {
            ...rest,
            handCount: player.handCount + event.count,
            ...(hand === undefined ? {} : { hand }),
          };
        }),
        drawPileCount: event.drawPileCount,
      };
    case 'turnPassed':
      return { ...view, toMove: event.toMove };
    case 'gameOver':
      return view;
  }
}
