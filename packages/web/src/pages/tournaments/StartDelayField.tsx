/** How soon the tournament starts, from a few minutes to a week. */
import { useTranslation } from 'react-i18next';
import { durationText } from '../../i18n/time-words.js';
import type { ChoiceFieldProps } from './choice-fields.js';
import { NumberSelectField } from './NumberSelectField.js';
import { START_DELAYS } from './tournament-body.js';

export function StartDelayField({ choices, choose }: ChoiceFieldProps) {
  const { t } = useTranslation('tournaments');
  return (
    <NumberSelectField
      id="tournament-start"
      label={t('create.startsIn')}
      options={START_DELAYS.map((seconds) => ({ value: seconds, text: durationText(seconds) }))}
      value={choices.startDelaySeconds}
      onChange={(startDelaySeconds) => {
        choose({ startDelaySeconds });
      }}
    />
  );
}
