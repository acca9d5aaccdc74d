/**
 * One seat's side of the replay's board: its name (and whether it is to move), its stock with the cards under the
 * top in order, its discard piles fanned and its hand face up. Seen as one seat knew it (`knownBy`), the other
 * hand is face down and the cards under the stock top are not shown.
 */
import type { Card, PlayerIndex, Position } from '@katz/engine';
import type { SeatView } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { cardPrint } from '../../cards/card-names.js';
import { seatName } from '../../game/seat-name.js';
import { cardWords } from '../../table/words/table-words.js';
import { computerName } from '../shared/computer-name.js';
import { CardPlace, ShownCard } from '../shared/ShownCard.js';
import { wentTo, type LastMove } from './last-move.js';

export function ReplaySeatSide({
  position,
  seats,
  seat,
  last,
  knownBy,
}: {
  readonly position: Position;
  readonly seats: readonly [SeatView, SeatView];
  readonly seat: PlayerIndex;
  /** The move that led here, to mark the discard pile it went to. */
  readonly last: LastMove;
  /** The seat whose knowledge is shown, or null for every card. */
  readonly knownBy: PlayerIndex | null;
}) {
  const { t } = useTranslation('pages');
  const { t: tableT } = useTranslation('table');
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
              <Fan key={index} cards={pile} marked={wentTo(last, seat, 'discard', index)} />
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
