/** The form where a guest chooses their name: the name, saving it, and cancelling; a refusal says why below. */
import { NAME_MAX } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import type { CallError } from '../../connection/api-client.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';

export function PlayerNameForm({
  name,
  onName,
  onSave,
  onCancel,
  error,
}: {
  readonly name: string;
  readonly onName: (name: string) => void;
  readonly onSave: () => void;
  readonly onCancel: () => void;
  readonly error: CallError | null;
}) {
  const { t } = useTranslation('pages');
  return (
    <form
      className="row home-player"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <label className="field" htmlFor="player-name">
        {t('home.player.name')}
        <input
          id="player-name"
          type="text"
          value={name}
          maxLength={NAME_MAX}
          autoComplete="nickname"
          onChange={(event) => {
            onName(event.target.value);
          }}
        />
      </label>
      <button type="submit" className="button">
        {t('home.player.save')}
      </button>
      <button type="button" className="button button-quiet" onClick={onCancel}>
        {t('home.player.cancel')}
      </button>
      {error ? <ErrorNotice error={error} /> : null}
    </form>
  );
}
