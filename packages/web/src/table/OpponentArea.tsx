/** The other player's side, across the table: hand (backs and count), stock, and four fanned discard piles. */
import type { Card, PlayerIndex } from '@katz/engine';
import { PlayingCard } from '../cards/PlayingCard.js';
import { PileCards } from './PileCards.js';
import { SeatName } from './SeatName.js';
import type { TableModel } from './table-model.js';
import { cardWords, pileWords } from './table-words.js';

export function OpponentArea({ model, seat }: { readonly model: TableModel; readonly seat: PlayerIndex }) {
  const { t, view, names } = model;
  const player = view.players[seat];
  const name = names[seat];
  return (
    <section className="area area-opponent" aria-label={t('opponentArea', { name })}>
      <div
        className="opponent-hand"
        data-slot={`hand-${seat}`}
        role="img"
        aria-label={t('handBacks', { name, count: player.handCount })}
      >
        <SeatName name={name} rating={model.ratings[seat]} />
        <span className="opponent-backs">
          {Array.from({ length: player.handCount }, (_, index) => (
            <span key={index} className="opponent-back" data-hand-card="">
              <PlayingCard card={null} />
            </span>
          ))}
        </span>
        <span className="count-badge">{t('handCount', { count: player.handCount })}</span>
      </div>
      <div className="pile-row">
        <div
          className="pile pile-stock"
          data-slot={`stock-${seat}`}
          role="img"
          aria-label={
            player.stockTop === null
              ? t('otherStockEmpty', { name })
              : t('otherStock', { name, card: cardWords(t, player.stockTop), count: player.stockCount })
          }
        >
          <PileCards cards={stockCards(player.stockTop, player.stockCount)} layout="stack" emptyText="" />
          <span className="count-badge stock-count" aria-hidden="true">
            {player.stockCount}
          </span>
        </div>
        {player.discards.map((pile, index) => (
          <div
            key={index}
            className="pile pile-discard"
            data-slot={`discard-${seat}-${index}`}
            role="img"
            aria-label={t('otherDiscard', { name, number: index + 1, cards: pileWords(t, pile) })}
          >
            <PileCards cards={pile} layout="fan" emptyText="" />
          </div>
        ))}
      </div>
    </section>
  );
}

/** A stock as drawn: backs below a face-up top (the count is shown beside it). */
export function stockCards(top: Card | null, count: number): readonly (Card | null)[] {
  if (count === 0) return [];
  return count === 1 ? [top] : [null, top];
}
