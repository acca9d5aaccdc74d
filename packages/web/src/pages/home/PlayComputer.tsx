/** Play the computer in one click: a game on the server at the chosen level, then straight to the table. */
import { PLAYER_LEVELS, type PlayerLevel } from '@katz/bots';
import { ENDPOINTS } from '@katz/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CallError } from '../../connection/api-client.js';
import { api } from '../../connection/browser-connection.js';
import { useCall } from '../../connection/use-call.js';
import { isRegistered, useKnownPlayer } from '../../connection/use-known-player.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { TurnTimeField } from '../shared/TurnTimeField.js';
import type { HomeChoiceProps } from './home-choices.js';
import { levelDescription, levelName } from '../../i18n/level-words.js';

export function PlayComputer({ choices, onChoose }: HomeChoiceProps) {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<CallError | null>(null);
  // A registered player is past "no sign-up"; the note about guests is for everyone else.
  const registered = isRegistered(useKnownPlayer());

  const start = async () => {
    setStarting(true);
    setError(null);
    const result = await api.call(ENDPOINTS.startComputerGame, {
      body: { level: choices.level, turnSeconds: choices.computerSeconds },
    });
    if (result.ok) {
      void navigate(`/game/${result.value.id}`);
      return;
    }
    setStarting(false);
    setError(result.error);
  };

  return (
    <section className="panel panel-felt home-computer" aria-labelledby="home-computer-title">
      <h2 id="home-computer-title">{t('home.computer.title')}</h2>
      <div className="row home-choices">
        <LevelSelect
          level={choices.level}
          onChoose={(level) => {
            onChoose({ level });
          }}
        />
        <TurnTimeField
          id="computer-time"
          label={t('home.computer.turnTime')}
          value={choices.computerSeconds}
          onChange={(computerSeconds) => {
            onChoose({ computerSeconds });
          }}
        />
      </div>
      <div className="row">
        <button
          type="button"
          className="button button-primary"
          disabled={starting}
          onClick={() => void start()}
        >
          {starting ? t('home.computer.starting') : t('home.computer.play')}
        </button>
        <Link className="button" to="/practice">
          {t('home.practice')}
        </Link>
      </div>
      <p className="muted home-note">
        {registered ? null : `${t('home.computer.note')} `}
        {t('home.practice')}: {t('home.practiceNote')}.
      </p>
      {error ? <ErrorNotice error={error} retry={() => void start()} /> : null}
    </section>
  );
}

/** The computer's level to play, each named with its fixed rating once known, and the chosen one described. */
function LevelSelect({
  level,
  onChoose,
}: {
  readonly level: PlayerLevel;
  readonly onChoose: (level: PlayerLevel) => void;
}) {
  const { t } = useTranslation('pages');
  const ratings = useCall(ENDPOINTS.computerRatings, {}, 'computer-ratings');
  /** "Kitten (1000)": a level with its fixed rating, once known. */
  const levelText = (shown: PlayerLevel) => {
    const name = levelName(shown);
    const rating =
      ratings.call.state === 'ok' ? ratings.call.value.find((entry) => entry.level === shown) : undefined;
    return rating ? `${name} (${String(rating.rating)})` : name;
  };
  return (
    <label className="field" htmlFor="computer-level">
      {t('home.computer.level')}
      <select
        id="computer-level"
        value={level}
        onChange={(event) => {
          onChoose(event.target.value as PlayerLevel);
        }}
      >
        {PLAYER_LEVELS.map((option) => (
          <option key={option} value={option}>
            {levelText(option)}
          </option>
        ))}
      </select>
      <span className="home-hint">{levelDescription(level)}</span>
    </label>
  );
}
