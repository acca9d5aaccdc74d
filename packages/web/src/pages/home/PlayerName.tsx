/** A guest's name here (the one the server gave), and a small form to choose another name. */
import { ENDPOINTS } from '@katz/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallError } from '../../server/api-client.js';
import { api } from '../../server/browser-connection.js';
import { playerChanged, usePlayer } from '../../server/use-player.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';

export function PlayerName() {
  const { t } = useTranslation('pages');
  const player = usePlayer();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<CallError | null>(null);
  // A registered player plays under their user name, shown in the header: only a guest names themselves here.
  if (player?.username !== null) return null;

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

  if (!editing) {
    return (
      <p className="home-player">
        {t('home.player.youAre')} <strong>{player.name}</strong>{' '}
        <button
          type="button"
          className="button button-quiet"
          onClick={() => {
            setName(player.name);
            setEditing(true);
          }}
        >
          {t('home.player.rename')}
        </button>
      </p>
    );
  }
  return (
    <form
      className="row home-player"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label className="field" htmlFor="player-name">
        {t('home.player.name')}
        <input
          id="player-name"
          type="text"
          value={name}
          maxLength={32}
          autoComplete="nickname"
          onChange={(event) => {
            setName(event.target.value);
          }}
        />
      </label>
      <button type="submit" className="button">
        {t('home.player.save')}
      </button>
      <button
        type="button"
        className="button button-quiet"
        onClick={() => {
          setEditing(false);
        }}
      >
        {t('home.player.cancel')}
      </button>
      {error ? <ErrorNotice error={error} /> : null}
    </form>
  );
}
