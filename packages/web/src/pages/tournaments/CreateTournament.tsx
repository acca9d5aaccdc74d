/**
 * The form that creates a tournament, each choice explained where it is made; registered players only (a
 * tournament keeps its games and standings under its players' names). Made, it opens the tournament's page.
 */
import { ENDPOINTS, TOURNAMENT_NAME_MAX, TOURNAMENT_PLAYERS, TOURNAMENT_ROUNDS } from '@katz/protocol';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CallError } from '../../connection/api-client.js';
import { api } from '../../connection/browser-connection.js';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import { durationText } from '../../i18n/time-words.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { TurnTimeSelect } from '../shared/TurnTimeSelect.js';
import { DEFAULT_TURN_SECONDS } from '../shared/turn-times.js';

/** How soon a tournament may start, from a few minutes (to gather friends) to a week (by correspondence). */
const START_DELAYS = [120, 600, 1_800, 3_600, 86_400, 604_800] as const;

export function CreateTournament() {
  const { t } = useTranslation('tournaments');
  const player = useKnownPlayer();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [rounds, setRounds] = useState(5);
  const [turnSeconds, setTurnSeconds] = useState<number>(DEFAULT_TURN_SECONDS);
  const [startDelay, setStartDelay] = useState<number>(START_DELAYS[1]);
  const [maxPlayers, setMaxPlayers] = useState(64);
  const [rated, setRated] = useState(false);
  const [duplicate, setDuplicate] = useState(false);
  const [listed, setListed] = useState(true);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<CallError | null>(null);

  if (!player?.username) {
    return (
      <section className="panel" aria-labelledby="create-tournament">
        <h2 id="create-tournament">{t('create.title')}</h2>
        <p>{t('create.guest')}</p>
        <Link className="button" to="/register">
          {t('create.register')}
        </Link>
      </section>
    );
  }

  const create = async (event: SyntheticEvent) => {
    event.preventDefault();
    setCreating(true);
    setError(null);
    const result = await api.call(ENDPOINTS.createTournament, {
      body: {
        name,
        rounds,
        turnSeconds,
        rated,
        duplicate,
        visibility: listed ? 'listed' : 'link',
        maxPlayers,
        startsAt: new Date(Date.now() + startDelay * 1000).toISOString(),
      },
    });
    setCreating(false);
    if (result.ok) void navigate(result.value.link);
    else setError(result.error);
  };

  return (
    <section className="panel" aria-labelledby="create-tournament">
      <h2 id="create-tournament">{t('create.title')}</h2>
      <form className="tournament-form" onSubmit={(event) => void create(event)}>
        <label className="field" htmlFor="tournament-name">
          {t('create.name')}
          <input
            id="tournament-name"
            type="text"
            required
            maxLength={TOURNAMENT_NAME_MAX}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
            }}
          />
        </label>
        <label className="field" htmlFor="tournament-rounds">
          {t('create.rounds')}
          <input
            id="tournament-rounds"
            type="number"
            min={TOURNAMENT_ROUNDS.min}
            max={TOURNAMENT_ROUNDS.max}
            aria-describedby="tournament-rounds-help"
            value={rounds}
            onChange={(event) => {
              setRounds(Number(event.target.value));
            }}
          />
        </label>
        <p id="tournament-rounds-help" className="muted tournament-help">
          {t('create.roundsHelp')}
        </p>
        <label className="field" htmlFor="tournament-time">
          {t('create.turnTime')}
          <TurnTimeSelect id="tournament-time" value={turnSeconds} onChange={setTurnSeconds} />
        </label>
        <label className="field" htmlFor="tournament-start">
          {t('create.startsIn')}
          <select
            id="tournament-start"
            value={startDelay}
            onChange={(event) => {
              setStartDelay(Number(event.target.value));
            }}
          >
            {START_DELAYS.map((seconds) => (
              <option key={seconds} value={seconds}>
                {durationText(seconds)}
              </option>
            ))}
          </select>
        </label>
        <label className="field" htmlFor="tournament-players">
          {t('create.maxPlayers')}
          <input
            id="tournament-players"
            type="number"
            min={TOURNAMENT_PLAYERS.min}
            max={TOURNAMENT_PLAYERS.max}
            value={maxPlayers}
            onChange={(event) => {
              setMaxPlayers(Number(event.target.value));
            }}
          />
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={rated}
            onChange={(event) => {
              setRated(event.target.checked);
            }}
          />
          {t('create.rated')}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={duplicate}
            onChange={(event) => {
              setDuplicate(event.target.checked);
            }}
          />
          {t('create.duplicate')}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={listed}
            onChange={(event) => {
              setListed(event.target.checked);
            }}
          />
          {t('create.listed')}
        </label>
        {error ? <ErrorNotice error={error} /> : null}
        <p className="row">
          <button type="submit" className="button button-primary" disabled={creating}>
            {creating ? t('create.creating') : t('create.submit')}
          </button>
        </p>
      </form>
    </section>
  );
}
