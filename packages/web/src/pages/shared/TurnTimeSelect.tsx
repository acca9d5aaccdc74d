/** A choice of time per turn, written out in the player's language. */
import { useTranslation } from 'react-i18next';
import { CORRESPONDENCE_TURN_TIMES, LIVE_TURN_TIMES, turnTimeText } from '../shared/turn-times.js';

export function TurnTimeSelect({
  id,
  value,
  onChange,
}: {
  readonly id: string;
  readonly value: number;
  readonly onChange: (seconds: number) => void;
}) {
  const { t } = useTranslation('pages');
  const { t: r } = useTranslation('ratings');
  const option = (seconds: number) => (
    <option key={seconds} value={seconds}>
      {turnTimeText(t, seconds)}
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
