/**
 * Play a person (docs/social.md, "A person now"): the time per turn and rated or not, then a wait in the pool,
 * paired by rating within a window that widens with the wait. The page opens the game as soon as the pool pairs
 * the player; meanwhile they may stop looking or play the computer (the wait goes on, below the header).
 */
import type { PoolState } from '@katz/protocol';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CallError } from '../../connection/api-client.js';
import { joinPool, leavePool, usePoolWait } from '../../connection/pool-wait.js';
import { isRegistered, useKnownPlayer } from '../../connection/use-known-player.js';
import { perTurnText } from '../../i18n/time-words.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { ratedIfRegistered } from '../shared/RatedChoice.js';
import { GameTerms } from './GameTerms.js';
import type { HomeChoiceProps } from './home-choices.js';

export function PlayPerson({ choices, onChoose }: HomeChoiceProps) {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const player = useKnownPlayer();
  const registered = isRegistered(player);
  const wait = usePoolWait(player?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<CallError | null>(null);
  // Only a pairing that comes while this page waits opens the game: not one from an earlier visit.
  const waitedHere = useRef(false);
  useEffect(() => {
    if (wait?.state === 'waiting') waitedHere.current = true;
    if (wait?.state === 'paired' && waitedHere.current) void navigate(`/game/${wait.gameId}`);
  }, [wait, navigate]);

  const find = async () => {
    setBusy(true);
    const refused = await joinPool({
      turnSeconds: choices.personSeconds,
      rated: ratedIfRegistered(registered, choices.rated),
    });
    waitedHere.current = true;
    setBusy(false);
    setFailed(refused);
  };
  const stop = async () => {
    setFailed(await leavePool());
  };

  return (
    <section className="panel home-person" aria-labelledby="home-person-title">
      <h2 id="home-person-title">{t('home.person.title')}</h2>
      {wait?.state === 'waiting' ? (
        <PoolWaitStatus wait={wait} onStop={() => void stop()} />
      ) : (
        <>
          <p>{t('home.person.lead')}</p>
          <GameTerms
            choices={choices}
            onChoose={onChoose}
            time="personSeconds"
            timeId="person-time"
            registered={registered}
          />
          <p>
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => void find()}
            >
              {t('home.person.find')}
            </button>
          </p>
        </>
      )}
      {failed ? <ErrorNotice error={failed} /> : null}
    </section>
  );
}

/** The wait in the pool: on what terms, how many wait on them, and the ways out of it. */
function PoolWaitStatus({
  wait,
  onStop,
}: {
  readonly wait: Extract<PoolState, { state: 'waiting' }>;
  readonly onStop: () => void;
}) {
  const { t } = useTranslation('pages');
  return (
    <div role="status">
      <p>
        {t('home.person.looking', { terms: perTurnText(wait.turnSeconds) })}{' '}
        <span className="muted">{t('home.person.waitingCount', { count: wait.waiting })}</span>
      </p>
      <p className="row">
        <button type="button" className="button" onClick={onStop}>
          {t('home.person.stop')}
        </button>
        <a className="button" href="#home-computer-title">
          {t('home.person.computerMeanwhile')}
        </a>
      </p>
    </div>
  );
}
