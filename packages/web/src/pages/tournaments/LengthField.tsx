/** How long the tournament runs: an arena's minutes, a Swiss's rounds. */
import { ARENA_MINUTES, TOURNAMENT_ROUNDS } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import type { ChoiceFieldProps } from './choice-fields.js';
import { NumberField } from './NumberField.js';

export function LengthField({ choices, choose }: ChoiceFieldProps) {
  const { t } = useTranslation('tournaments');
  return choices.format === 'arena' ? (
    <NumberField
      id="tournament-minutes"
      label={t('create.minutes')}
      help={t('create.minutesHelp', { min: ARENA_MINUTES.min, max: ARENA_MINUTES.max })}
      range={ARENA_MINUTES}
      value={choices.minutes}
      onChange={(minutes) => {
        choose({ minutes });
      }}
    />
  ) : (
    <NumberField
      id="tournament-rounds"
      label={t('create.rounds')}
      help={t('create.roundsHelp')}
      range={TOURNAMENT_ROUNDS}
      value={choices.rounds}
      onChange={(rounds) => {
        choose({ rounds });
      }}
    />
  );
}
