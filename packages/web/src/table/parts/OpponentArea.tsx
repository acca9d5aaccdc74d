/** The other player's side, across the table: hand (backs and count), stock, and four fanned discard piles. */
import type { Card, PlayerIndex } from '@katz/engine';
import { PlayingCard } from '../../cards/PlayingCard.js';
import { SeatClock } from './Clock.js';
import { PileCards } from './PileCards.js';
import { SeatName } from './SeatName.js';
import { markedLabel, type TableModel } from '../control/table-model.js';
import { cardWords, pileWords } from '../words/table-words.js';
import './OpponentArea.css';

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
        <span className="count-badge">
          {/* On a phone the number alone, beside the backs: the name keeps the room (the label says it all). */}
          <span className="hand-count-words">{t('handCount', { count: player.handCount })}</span>
          <span className="hand-count-number">{player.handCount}</span>
        </span>
        {model.timed === null ? null : (
          <SeatClock game={model.timed} seat={seat} name={name} t={t} pausedUntil={model.pausedUntil} />
        )}
      </div>
      <div className="pile-row">
        <div
          className={`pile pile-stock${model.marked.has(`stock-${seat}`) ? ' is-last-turn' : ''}`}
          data-slot={`stock-${seat}`}
          data-last-turn={model.marked.has(`stock-${seat}`) ? '' : undefined}
          role="img"
          aria-label={markedLabel(
            model,
            `stock-${seat}`,
            player.stockTop === null
              ? t('otherStockEmpty', { name })
              : t('otherStock', { name, card: cardWords(t, player.stockTop), count: player.stockCount }),
          )}
        >
          <PileCards cards={stockCards(player.stockTop, player.stockCount)} layout="stack" emptyText="" />
          <span className="count-badge pile-count" aria-hidden="true">
            {player.stockCount}
          </span>
        </div>
        {player.discards.map((pile, index) => (
          <div
            key={index}
            className={`pile pile-discard${model.marked.has(`discard-${seat}-${index}`) ? ' is-last-turn' : ''}`}
            data-slot={`discard-${seat}-${index}`}
            data-last-turn={model.marked.has(`discard-${seat}-${index}`) ? '' : undefined}
            role="img"
            aria-label={markedLabel(
              model,
              `discard-${seat}-${index}`,
              t('otherDiscard', { name, number: index + 1, cards: pileWords(t, pile) }),
            )}
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
