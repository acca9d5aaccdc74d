/** How soon the tournament starts, from a few minutes to a week. */
import { useTranslation } from 'react-i18next';
import { durationText } from '../../i18n/time-words.js';
import type { ChoiceFieldProps } from './choice-fields.js';
import { START_DELAYS } from './tournament-body.js';

export function StartDelayField({ choices, choose }: ChoiceFieldProps) {
  const { t } = useTranslation('tournaments');
  return (
    <label className="field" htmlFor="tournament-start">
      {t('create.startsIn')}
      <select
        id="tournament-start"
        value={choices.startDelaySeconds}
        onChange={(event) => {
          choose({ startDelaySeconds: Number(event.target.value) });
        }}
      >
        {START_DELAYS.map((seconds) => (
          <option key={seconds} value={seconds}>
            {durationText(seconds)}
          </option>
        ))}
      </select>
    </label>
  );
}
