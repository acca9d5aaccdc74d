/**
 * The tournament's turn time: an arena offers the live times up to its most, and says so; a Swiss offers every time,
 * and by correspondence asks whether its rounds start at set times.
 */
import { ARENA_MAX_TURN_SECONDS, isCorrespondence } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { durationText } from '../../i18n/time-words.js';
import { TurnTimeField } from '../shared/TurnTimeField.js';
import type { ChoiceFieldProps } from './choice-fields.js';
import { NumberSelectField } from './NumberSelectField.js';
import { RoundDaysField } from './RoundDaysField.js';
import { ARENA_TURN_TIMES } from './tournament-body.js';

export function TurnTimeFields({ choices, choose }: ChoiceFieldProps) {
  const { t } = useTranslation('tournaments');
  return choices.format === 'arena' ? (
    <NumberSelectField
      id="tournament-time"
      label={t('create.turnTime')}
      help={t('create.arenaTurnHelp', { time: durationText(ARENA_MAX_TURN_SECONDS) })}
      options={ARENA_TURN_TIMES.map((seconds) => ({ value: seconds, text: durationText(seconds) }))}
      value={choices.arenaTurnSeconds}
      onChange={(arenaTurnSeconds) => {
        choose({ arenaTurnSeconds });
      }}
    />
  ) : (
    <>
      <TurnTimeField
        id="tournament-time"
        label={t('create.turnTime')}
        value={choices.swissTurnSeconds}
        onChange={(swissTurnSeconds) => {
          choose({ swissTurnSeconds });
        }}
      />
      {isCorrespondence(choices.swissTurnSeconds) ? (
        <RoundDaysField choices={choices} choose={choose} />
      ) : null}
    </>
  );
}
