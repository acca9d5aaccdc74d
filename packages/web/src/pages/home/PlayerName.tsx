/**
 * A guest's name here (the one the server gave), and a small form to choose another name. A new visitor is no
 * guest yet (the page makes none to draw itself): choosing a name makes them one, as playing does.
 */
import { ENDPOINTS } from '@katz/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallError } from '../../connection/api-client.js';
import { api } from '../../connection/browser-connection.js';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import { playerChanged } from '../../connection/use-player.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { PlayerNameForm } from './PlayerNameForm.js';

export function PlayerName() {
  const { t } = useTranslation('pages');
  const player = useKnownPlayer();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<CallError | null>(null);
  // A registered player plays under their user name, shown in the header: only a guest names themselves here.
  if (player === undefined || (player !== null && player.username !== null)) return null;

  const save = async () => {
    const result = await api.call(ENDPOINTS.renamePlayer, { body: { name } });
    if (!result.ok) {
      setError(result.error);
      return;
    }
    playerChanged(result.value);
    setEditing(false);
    setError(null);
  };

  /** The name form, with the guest's name to change: a new visitor's guest is made first. */
  const edit = async () => {
    setError(null);
    let guest = player;
    if (guest === null) {
      const started = await api.session();
      if (!started.ok) {
        setError(started.error);
        return;
      }
      guest = started.value;
    }
    setName(guest.name);
    setEditing(true);
  };

  if (!editing && player === null) {
    return (
      <div className="home-player">
        <button type="button" className="button button-quiet" onClick={() => void edit()}>
          {t('home.player.choose')}
        </button>
        {error ? <ErrorNotice error={error} /> : null}
      </div>
    );
  }
  if (!editing && player !== null) {
    return (
      <p className="home-player">
        {t('home.player.youAre')} <strong>{player.name}</strong>{' '}
        <button type="button" className="button button-quiet" onClick={() => void edit()}>
          {t('home.player.rename')}
        </button>
      </p>
    );
  }
  return (
    <PlayerNameForm
      name={name}
      onName={setName}
      onSave={() => void save()}
      onCancel={() => {
        setEditing(false);
      }}
      error={error}
    />
  );
}
