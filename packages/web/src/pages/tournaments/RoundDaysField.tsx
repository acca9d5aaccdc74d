/**
 * A correspondence Swiss's choice of rounds at set times (at most one every so many days) or each round at once
 * (0 in the list), explained below it.
 */
import { ROUND_DAYS } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import type { ChoiceFieldProps } from './choice-fields.js';
import { NumberSelectField } from './NumberSelectField.js';

export function RoundDaysField({ choices, choose }: ChoiceFieldProps) {
  const { t } = useTranslation('tournaments');
  return (
    <NumberSelectField
      id="tournament-round-days"
      label={t('create.roundDays')}
      help={t('create.roundDaysHelp')}
      options={[
        { value: 0, text: t('create.roundDaysNone') },
        ...ROUND_DAYS.map((days) => ({ value: days, text: t('create.roundDaysEvery', { count: days }) })),
      ]}
      value={choices.roundDays ?? 0}
      onChange={(days) => {
        choose({ roundDays: ROUND_DAYS.find((each) => each === days) ?? null });
      }}
    />
  );
}
