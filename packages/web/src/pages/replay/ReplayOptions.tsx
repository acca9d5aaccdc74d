/** How the replay is shown: its pace when it plays by itself, the seat at the bottom, and whose knowledge is shown. */
import type { PlayerIndex } from '@katz/engine';
import { useTranslation } from 'react-i18next';
import { durationText } from '../../i18n/time-words.js';
import { SPEEDS } from './replay-speeds.js';

export function ReplayOptions({
  names,
  delayMs,
  setDelayMs,
  bottom,
  setBottom,
  knownBy,
  setKnownBy,
}: {
  readonly names: readonly [string, string];
  readonly delayMs: number;
  readonly setDelayMs: (delayMs: number) => void;
  readonly bottom: PlayerIndex;
  readonly setBottom: (seat: PlayerIndex) => void;
  /** Whose knowledge the board shows; null: every card. */
  readonly knownBy: PlayerIndex | null;
  readonly setKnownBy: (seat: PlayerIndex | null) => void;
}) {
  const { t } = useTranslation('pages');
  return (
    <div className="panel row replay-options">
      <label className="field" htmlFor="replay-speed">
        {t('replay.speed')}
        <select
          id="replay-speed"
          value={delayMs}
          onChange={(event) => {
            setDelayMs(Number(event.target.value));
          }}
        >
          {SPEEDS.map((speed) => (
            <option key={speed} value={speed}>
              {durationText(speed / 1000)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="replay-seat">
        <legend>{t('replay.seat')}</legend>
        {([0, 1] as const).map((seat) => (
          <label key={seat} className="check">
            <input
              type="radio"
              name="replay-seat"
              checked={bottom === seat}
              onChange={() => {
                setBottom(seat);
              }}
            />
            <span>{names[seat]}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="replay-seat">
        <legend>{t('replay.shown')}</legend>
        {([null, 0, 1] as const).map((seat) => (
          <label key={String(seat)} className="check">
            <input
              type="radio"
              name="replay-known"
              checked={knownBy === seat}
              onChange={() => {
                setKnownBy(seat);
              }}
            />
            <span>{seat === null ? t('replay.allCards') : t('replay.knew', { name: names[seat] })}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
