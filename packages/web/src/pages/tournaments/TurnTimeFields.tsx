/**
 * The tournament's turn time: an arena offers the live times up to its most, and says so; a Swiss offers every time,
 * and by correspondence asks whether its rounds start at set times.
 */
import { ARENA_MAX_TURN_SECONDS, isCorrespondence } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { durationText } from '../../i18n/time-words.js';
import { TurnTimeSelect } from '../shared/TurnTimeSelect.js';
import type { ChoiceFieldProps } from './choice-fields.js';
import { RoundDaysField } from './RoundDaysField.js';
import { ARENA_TURN_TIMES } from './tournament-body.js';

export function TurnTimeFields({ choices, choose }: ChoiceFieldProps) {
  const { t } = useTranslation('tournaments');
  const arena = choices.format === 'arena';
  return (
    <>
      <label className="field" htmlFor="tournament-time">
        {t('create.turnTime')}
        {arena ? (
          <select
            id="tournament-time"
            aria-describedby="tournament-time-help"
            value={choices.arenaTurnSeconds}
            onChange={(event) => {
              choose({ arenaTurnSeconds: Number(event.target.value) });
            }}
          >
            {ARENA_TURN_TIMES.map((seconds) => (
              <option key={seconds} value={seconds}>
                {durationText(seconds)}
              </option>
            ))}
          </select>
        ) : (
          <TurnTimeSelect
            id="tournament-time"
            value={choices.swissTurnSeconds}
            onChange={(swissTurnSeconds) => {
              choose({ swissTurnSeconds });
            }}
          />
        )}
      </label>
      {arena ? (
        <p id="tournament-time-help" className="muted tournament-help">
          {t('create.arenaTurnHelp', { time: durationText(ARENA_MAX_TURN_SECONDS) })}
        </p>
      ) : null}
      {!arena && isCorrespondence(choices.swissTurnSeconds) ? (
        <RoundDaysField choices={choices} choose={choose} />
      ) : null}
    </>
  );
}
