/**
 * The bottom seat's hand: its cards, each a source to play from, for the player; for a spectator, who sees seat 0
 * at the bottom, its backs (the cards the view hides).
 */
import type { PlayerIndex } from '@katz/engine';
import { PlayingCard } from '../../cards/PlayingCard.js';
import { TableButton } from '../drag/TableButton.js';
import { handOf, navProps, type TableModel } from '../control/table-model.js';
import { cardWords } from '../words/table-words.js';

export function OwnHand({ model, seat }: { readonly model: TableModel; readonly seat: PlayerIndex }) {
  const { t, view, selectedId } = model;
  const player = view.players[seat];
  const hand = handOf(view, seat);
  const handIds = hand.map((_, index) => `hand:${index}`);
  const own = view.viewer === seat;
  const name = model.names[seat];
  return (
    <div
      className="hand"
      data-slot={`hand-${seat}`}
      role="group"
      aria-label={own ? t('handLabel') : t('handBacks', { name, count: player.handCount })}
    >
      {player.hand === undefined
        ? Array.from({ length: player.handCount }, (_, index) => (
            <span key={index} className="hand-card" data-hand-card="">
              <PlayingCard card={null} />
            </span>
          ))
        : null}
      {hand.map((card, index) => {
        const id = `hand:${index}`;
        return (
          <TableButton
            // A hand's cards keep their order; a card's index and name identify it until it leaves.
            key={`${card}-${index}`}
            className="hand-card"
            sourceId={model.canPlay ? id : undefined}
            selected={selectedId === id}
            hinted={model.hint?.source === id}
            card={card}
            handCard
            label={t('handCard', { card: cardWords(t, card) })}
            {...navProps(model, 'hand', id, handIds)}
            onActivate={(byKeyboard) => {
              model.onSource(id, byKeyboard);
            }}
          >
            <PlayingCard card={card} />
          </TableButton>
        );
      })}
    </div>
  );
}
