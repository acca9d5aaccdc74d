/** The choices of a new invitation to a friend (turn time, a place in the lobby, rated) and the button to make it. */
import { useTranslation } from 'react-i18next';
import type { CallError } from '../../connection/api-client.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { GameTerms } from './GameTerms.js';
import type { HomeChoiceProps } from './home-choices.js';

export function NewInvitation({
  choices,
  onChoose,
  registered,
  creating,
  error,
  onCreate,
}: HomeChoiceProps & {
  readonly registered: boolean;
  /** Whether the invitation is being made, and why the last try failed. */
  readonly creating: boolean;
  readonly error: CallError | null;
  readonly onCreate: () => void;
}) {
  const { t } = useTranslation('pages');
  return (
    <>
      <p>{t('home.friend.lead')}</p>
      <GameTerms
        choices={choices}
        onChoose={onChoose}
        time="friendSeconds"
        timeId="friend-time"
        registered={registered}
      >
        <label className="check">
          <input
            type="checkbox"
            checked={choices.lobby}
            onChange={(event) => {
              onChoose({ lobby: event.target.checked });
            }}
          />
          <span>{t('home.friend.lobby')}</span>
        </label>
      </GameTerms>
      <p>
        <button type="button" className="button" disabled={creating} onClick={onCreate}>
          {creating ? t('home.friend.creating') : t('home.friend.create')}
        </button>
      </p>
      {error ? <ErrorNotice error={error} /> : null}
    </>
  );
}
