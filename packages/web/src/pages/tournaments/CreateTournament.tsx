/**
 * The form that creates a tournament, each choice explained where it is made; registered players only (a
 * tournament keeps its games and standings under its players' names). A Swiss asks for its rounds and may deal in
 * duplicate; an arena asks for its minutes and offers the live turn times only. Made, it opens the tournament's
 * page.
 */
import { DUPLICATE_MIN_PLAYERS, TOURNAMENT_NAME_MAX, TOURNAMENT_PLAYERS } from '@katz/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { FormatChoice } from './FormatChoice.js';
import { LengthField } from './LengthField.js';
import { StartDelayField } from './StartDelayField.js';
import { DEFAULT_CHOICES, type TournamentChoices } from './tournament-body.js';
import { TournamentChecks } from './TournamentChecks.js';
import { TurnTimeFields } from './TurnTimeFields.js';
import { useTournamentCreation } from './use-tournament-creation.js';

export function CreateTournament() {
  const { t } = useTranslation('tournaments');
  const player = useKnownPlayer();
  const [choices, setChoices] = useState<TournamentChoices>(DEFAULT_CHOICES);
  const { creating, error, create } = useTournamentCreation(choices);
  const choose = (changed: Partial<TournamentChoices>) => {
    setChoices((before) => ({ ...before, ...changed }));
  };

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

  const arena = choices.format === 'arena';

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
            value={choices.name}
            onChange={(event) => {
              choose({ name: event.target.value });
            }}
          />
        </label>
        <FormatChoice
          format={choices.format}
          onChoose={(format) => {
            choose({ format });
          }}
        />
        <LengthField choices={choices} choose={choose} />
        <TurnTimeFields choices={choices} choose={choose} />
        <StartDelayField choices={choices} choose={choose} />
        <label className="field" htmlFor="tournament-players">
          {t('create.maxPlayers')}
          <input
            id="tournament-players"
            type="number"
            min={!arena && choices.duplicate ? DUPLICATE_MIN_PLAYERS : TOURNAMENT_PLAYERS.min}
            max={TOURNAMENT_PLAYERS.max}
            value={choices.maxPlayers}
            onChange={(event) => {
              choose({ maxPlayers: Number(event.target.value) });
            }}
          />
        </label>
        <TournamentChecks choices={choices} choose={choose} />
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
