/**
 * A correspondence Swiss's choice of rounds at set times (at most one every so many days) or each round at once,
 * explained below it.
 */
import { ROUND_DAYS } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import type { ChoiceFieldProps } from './choice-fields.js';

export function RoundDaysField({ choices, choose }: ChoiceFieldProps) {
  const { t } = useTranslation('tournaments');
  return (
    <>
      <label className="field" htmlFor="tournament-round-days">
        {t('create.roundDays')}
        <select
          id="tournament-round-days"
          aria-describedby="tournament-round-days-help"
          value={choices.roundDays ?? 0}
          onChange={(event) => {
            const days = Number(event.target.value);
            choose({ roundDays: ROUND_DAYS.find((each) => each === days) ?? null });
          }}
        >
          <option value={0}>{t('create.roundDaysNone')}</option>
          {ROUND_DAYS.map((days) => (
            <option key={days} value={days}>
              {t('create.roundDaysEvery', { count: days })}
            </option>
          ))}
        </select>
      </label>
      <p id="tournament-round-days-help" className="muted tournament-help">
        {t('create.roundDaysHelp')}
      </p>
    </>
  );
}
