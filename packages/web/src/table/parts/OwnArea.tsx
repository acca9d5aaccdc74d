/**
 * The bottom seat's side: its name and clock for a spectator, its stock and four discard piles (OwnPiles.tsx),
 * its hand (OwnHand.tsx).
 */
import type { PlayerIndex } from '@katz/engine';
import { SeatClock } from './Clock.js';
import { OwnHand } from './OwnHand.js';
import { OwnPiles } from './OwnPiles.js';
import { SeatName } from './SeatName.js';
import type { TableModel } from '../control/table-model.js';
import './OwnArea.css';

export function OwnArea({ model, seat }: { readonly model: TableModel; readonly seat: PlayerIndex }) {
  const { t, view } = model;
  // A spectator sees seat 0 at the bottom: the area is named by the player's name, not "your".
  const own = view.viewer === seat;
  const name = model.names[seat];
  return (
    <section
      className={`area area-own${own ? '' : ' is-watched'}`}
      aria-label={own ? t('ownArea') : t('opponentArea', { name })}
    >
      {own ? null : (
        // A spectator sees whose side this is, as the top seat shows its name: the players see "you" in the bar.
        <p className="seat-label">
          <SeatName name={name} rating={model.ratings[seat]} />
          {model.timed === null ? null : (
            <SeatClock game={model.timed} seat={seat} name={name} t={t} pausedUntil={model.pausedUntil} />
          )}
        </p>
      )}
      <OwnPiles model={model} seat={seat} />
      <OwnHand model={model} seat={seat} />
    </section>
  );
}
