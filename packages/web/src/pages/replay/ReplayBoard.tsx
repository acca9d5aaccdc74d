/**
 * One moment of a finished game with every card showing: the other seat at the top, the building piles in the
 * middle, the chosen seat at the bottom. Hands are face up, each stock shows the cards under its top in order,
 * and the pile the last move went to is marked. Seen as one seat knew it (`knownBy`), only what that seat saw
 * then is face up: its own hand, the stock tops, the discard and building piles; the other hand is face down and
 * the cards under the stock tops are not shown.
 */
import type { Action, Card, PlayerIndex, Position } from '@katz/engine';
import type { SeatView } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { cardPrint, nextValuePrint } from '../../cards/card-names.js';
import { seatName } from '../../game/seat-name.js';
import { cardWords } from '../../table/words/table-words.js';
import { computerName } from '../shared/computer-name.js';
import { CardPlace, ShownCard } from '../shared/ShownCard.js';

export function ReplayBoard({
  position,
  seats,
  bottom,
  last,
  knownBy = null,
}: {
  readonly position: Position;
  readonly seats: readonly [SeatView, SeatView];
  /** The seat shown at the bottom. */
  readonly bottom: PlayerIndex;
  /** The move that led here and who made it, to mark where it went. */
  readonly last: { readonly action: Action; readonly seat: PlayerIndex } | null;
  /** The seat whose knowledge is shown, or null for every card. */
  readonly knownBy?: PlayerIndex | null;
}) {
  const { t } = useTranslation('pages');
  const { t: tableT } = useTranslation('table');
  const top: PlayerIndex = bottom === 0 ? 1 : 0;
  const marked = (seat: PlayerIndex | null, kind: Action['type'], index: number) =>
    last !== null &&
    last.action.type === kind &&
    last.action.to === index &&
    (seat === null || seat === last.seat);

  const side = (seat: PlayerIndex) => {
    const player = position.players[seat];
    const stockTop = player.stock.at(-1);
    const below = knownBy === null ? player.stock.slice(0, -1).reverse() : [];
    const handHidden = knownBy !== null && knownBy !== seat;
    return (
      <section
        className={`replay-side ${position.toMove === seat ? 'replay-side-to-move' : ''}`}
        aria-label={seatName(seats[seat], computerName(t))}
      >
        <h2 className="replay-name">
          {seatName(seats[seat], computerName(t))}
          {position.toMove === seat ? (
            <span className="badge badge-turn">{t('replay.player.toMove')}</span>
          ) : null}
        </h2>
        <div className="replay-row">
          <div className="replay-group replay-stock">
            <p className="replay-label">
              {stockTop
                ? t('replay.player.stock', { count: player.stock.length })
                : t('replay.player.stockEmpty')}
            </p>
            {stockTop ? <ShownCard card={stockTop} /> : <CardPlace />}
            {below.length > 0 ? (
              <p className="replay-under">
                <span className="visually-hidden">{t('replay.player.under')} </span>
                <span aria-hidden="true">{below.map(cardPrint).join(' ')}</span>
                <span className="visually-hidden">
                  {below.map((card) => cardWords(tableT, card)).join(', ')}
                </span>
              </p>
            ) : null}
          </div>
          <div className="replay-group">
            <p className="replay-label">{t('replay.player.discards')}</p>
            <div className="replay-piles">
              {player.discards.map((pile, index) => (
                <Fan key={index} cards={pile} marked={marked(seat, 'discard', index)} />
              ))}
            </div>
          </div>
          <div className="replay-group">
            <p className="replay-label">{t('replay.player.hand')}</p>
            <div className="replay-hand">
              {player.hand.length === 0 ? <CardPlace /> : null}
              {handHidden ? (
                <>
                  <span className="visually-hidden">
                    {t('replay.hidden')}: {player.hand.length}
                  </span>
                  {player.hand.map((_, index) => (
                    <CardPlace key={index} back />
                  ))}
                </>
              ) : (
                player.hand.map((card, index) => <ShownCard key={`${card}-${index}`} card={card} />)
              )}
            </div>
          </div>
        </div>
      </section>
    );
  };

  return (
    <div className="replay-board">
      {side(top)}
      <section className="replay-middle" aria-label={t('replay.building')}>
        <div className="replay-building">
          {position.building.map((pile, index) => {
            const topCard = pile.at(-1);
            return (
              <div
                key={index}
                className={`replay-pile ${marked(null, 'build', index) ? 'replay-marked' : ''}`}
              >
                {topCard ? <ShownCard card={topCard} standsFor={pile.length} /> : <CardPlace />}
                <span className="replay-needs">
                  {t('replay.pileNeeds', { value: nextValuePrint(pile.length) })}
                </span>
              </div>
            );
          })}
        </div>
        <p className="replay-counts">
          {t('replay.drawPile', { count: position.drawPile.length })} ·{' '}
          {t('replay.removed', { count: position.removed.length })}
        </p>
      </section>
      {side(bottom)}
    </div>
  );
}

/** A discard pile fanned downwards, so every card can be read; its top card last. */
function Fan({ cards, marked }: { readonly cards: readonly Card[]; readonly marked: boolean }) {
  return (
    <div
      className={`replay-fan ${marked ? 'replay-marked' : ''}`}
      style={{ '--fan': cards.length } as object}
    >
      {cards.length === 0 ? <CardPlace /> : null}
      {cards.map((card, index) => (
        <ShownCard key={`${card}-${index}`} card={card} />
      ))}
    </div>
  );
}
