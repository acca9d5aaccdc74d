/** A choice of time per turn, written out in the player's language. */
import { useTranslation } from 'react-i18next';
import { durationText } from '../../i18n/time-words.js';
import { CORRESPONDENCE_TURN_TIMES, LIVE_TURN_TIMES } from '../shared/turn-times.js';

export function TurnTimeSelect({
  id,
  value,
  onChange,
}: {
  readonly id: string;
  readonly value: number;
  readonly onChange: (seconds: number) => void;
}) {
  const { t: r } = useTranslation('ratings');
  const option = (seconds: number) => (
    <option key={seconds} value={seconds}>
      {durationText(seconds)}
    </option>
  );
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => {
        onChange(Number(event.target.value));
      }}
    >
      <optgroup label={r('live')}>{LIVE_TURN_TIMES.map(option)}</optgroup>
      <optgroup label={r('correspondence')}>{CORRESPONDENCE_TURN_TIMES.map(option)}</optgroup>
    </select>
  );
}
