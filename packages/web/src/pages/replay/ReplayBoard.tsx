/**
 * One moment of a finished game with every card showing: the other seat at the top, the building piles in the
 * middle, the chosen seat at the bottom. Hands are face up, each stock shows the cards under its top in order,
 * and the pile the last move went to is marked. Seen as one seat knew it (`knownBy`), only what that seat saw
 * then is face up: its own hand, the stock tops, the discard and building piles; the other hand is face down and
 * the cards under the stock tops are not shown.
 */
import type { PlayerIndex, Position } from '@katz/engine';
import type { SeatView } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { nextValuePrint } from '../../cards/card-names.js';
import { CardPlace, ShownCard } from '../shared/ShownCard.js';
import { wentTo, type LastMove } from './last-move.js';
import { ReplaySeatSide } from './ReplaySeatSide.js';

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
  readonly last: LastMove;
  /** The seat whose knowledge is shown, or null for every card. */
  readonly knownBy?: PlayerIndex | null;
}) {
  const { t } = useTranslation('pages');
  const top: PlayerIndex = bottom === 0 ? 1 : 0;
  const side = (seat: PlayerIndex) => (
    <ReplaySeatSide position={position} seats={seats} seat={seat} last={last} knownBy={knownBy} />
  );
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
                className={`replay-pile ${wentTo(last, null, 'build', index) ? 'replay-marked' : ''}`}
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
