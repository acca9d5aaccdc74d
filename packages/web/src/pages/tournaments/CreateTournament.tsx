/**
 * The form that creates a tournament, each choice explained where it is made; registered players only (a
 * tournament keeps its games and standings under its players' names). A Swiss asks for its rounds and may deal in
 * duplicate; an arena asks for its minutes and offers the live turn times only. Made, it opens the tournament's
 * page.
 */
import {
  ARENA_MAX_TURN_SECONDS,
  ARENA_MINUTES,
  DUPLICATE_MIN_PLAYERS,
  ENDPOINTS,
  isCorrespondence,
  ROUND_DAYS,
  TOURNAMENT_NAME_MAX,
  TOURNAMENT_PLAYERS,
  TOURNAMENT_ROUNDS,
} from '@katz/protocol';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CallError } from '../../connection/api-client.js';
import { api } from '../../connection/browser-connection.js';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import { durationText } from '../../i18n/time-words.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { TurnTimeSelect } from '../shared/TurnTimeSelect.js';
import { FormatChoice } from './FormatChoice.js';
import {
  ARENA_TURN_TIMES,
  DEFAULT_CHOICES,
  START_DELAYS,
  tournamentBody,
  type TournamentChoices,
} from './tournament-body.js';

export function CreateTournament() {
  const { t } = useTranslation('tournaments');
  const player = useKnownPlayer();
  const navigate = useNavigate();
  const [choices, setChoices] = useState<TournamentChoices>(DEFAULT_CHOICES);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<CallError | null>(null);
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

  const create = async (event: SyntheticEvent) => {
    event.preventDefault();
    setCreating(true);
    setError(null);
    const result = await api.call(ENDPOINTS.createTournament, { body: tournamentBody(choices, Date.now()) });
    setCreating(false);
    if (result.ok) void navigate(result.value.link);
    else setError(result.error);
  };
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
        {arena ? (
          <NumberField
            id="tournament-minutes"
            label={t('create.minutes')}
            help={t('create.minutesHelp', { min: ARENA_MINUTES.min, max: ARENA_MINUTES.max })}
            range={ARENA_MINUTES}
            value={choices.minutes}
            onChange={(minutes) => {
              choose({ minutes });
            }}
          />
        ) : (
          <NumberField
            id="tournament-rounds"
            label={t('create.rounds')}
            help={t('create.roundsHelp')}
            range={TOURNAMENT_ROUNDS}
            value={choices.rounds}
            onChange={(rounds) => {
              choose({ rounds });
            }}
          />
        )}
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
        ) : null}
        <label className="field" htmlFor="tournament-start">
          {t('create.startsIn')}
          <select
            id="tournament-start"
            value={choices.startDelaySeconds}
            onChange={(event) => {
              choose({ startDelaySeconds: Number(event.target.value) });
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
            min={!arena && choices.duplicate ? DUPLICATE_MIN_PLAYERS : TOURNAMENT_PLAYERS.min}
            max={TOURNAMENT_PLAYERS.max}
            value={choices.maxPlayers}
            onChange={(event) => {
              choose({ maxPlayers: Number(event.target.value) });
            }}
          />
        </label>
        <Check
          label={t('create.rated')}
          checked={choices.rated}
          onChange={(rated) => {
            choose({ rated });
          }}
        />
        {arena ? null : (
          <>
            <Check
              label={t('create.duplicate')}
              describedBy="tournament-duplicate-help"
              checked={choices.duplicate}
              onChange={(duplicate) => {
                choose({ duplicate });
              }}
            />
            <p id="tournament-duplicate-help" className="muted tournament-help">
              {t('create.duplicateHelp', { min: DUPLICATE_MIN_PLAYERS })}
            </p>
          </>
        )}
        <Check
          label={t('create.listed')}
          checked={choices.listed}
          onChange={(listed) => {
            choose({ listed });
          }}
        />
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

/** A whole number within a range, its explanation below it. */
function NumberField({
  id,
  label,
  help,
  range,
  value,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly help: string;
  readonly range: { readonly min: number; readonly max: number };
  readonly value: number;
  readonly onChange: (value: number) => void;
}) {
  return (
    <>
      <label className="field" htmlFor={id}>
        {label}
        <input
          id={id}
          type="number"
          required
          min={range.min}
          max={range.max}
          aria-describedby={`${id}-help`}
          value={value}
          onChange={(event) => {
            onChange(Number(event.target.value));
          }}
        />
      </label>
      <p id={`${id}-help`} className="muted tournament-help">
        {help}
      </p>
    </>
  );
}

function Check({
  label,
  checked,
  onChange,
  describedBy,
}: {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** The id of the paragraph that explains the choice. */
  readonly describedBy?: string;
}) {
  return (
    <label className="check">
      <input
        type="checkbox"
        aria-describedby={describedBy}
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      {label}
    </label>
  );
}
