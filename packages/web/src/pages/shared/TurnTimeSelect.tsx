/** A choice of time per turn, written out in the player's language. */
import { useTranslation } from 'react-i18next';
import { TURN_TIMES, turnTimeText } from '../shared/turn-times.js';

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
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => {
        onChange(Number(event.target.value));
      }}
    >
      {TURN_TIMES.map((seconds) => (
        <option key={seconds} value={seconds}>
          {turnTimeText(t, seconds)}
        </option>
      ))}
    </select>
  );
}
