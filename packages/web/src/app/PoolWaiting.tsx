/**
 * Below the header on every page but the home page (which shows it in its own panel): the player's wait for a
 * person to play, to stop. Once the pool pairs them, their game opens at once, unless they are at a table already
 * (a game against the computer meanwhile, say): then a link to it shows here until they go. Loaded after the first
 * screen, for a player with a session (IncomingChallenges.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { leavePool, usePoolWait } from '../connection/pool-wait.js';
import { perTurnText } from '../i18n/time-words.js';
import './incoming-challenges.css';

export default function PoolWaiting({ playerId }: { readonly playerId: string }) {
  const { t } = useTranslation();
  const wait = usePoolWait(playerId);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const waited = useRef(false);
  const [found, setFound] = useState<string | null>(null);
  useEffect(() => {
    if (wait?.state === 'waiting') waited.current = true;
    if (wait?.state !== 'paired' || !waited.current) return;
    waited.current = false;
    if (pathname.startsWith('/game/')) setFound(wait.gameId);
    else void navigate(`/game/${wait.gameId}`);
  }, [wait, pathname, navigate]);
  useEffect(() => {
    if (found !== null && pathname === `/game/${found}`) setFound(null);
  }, [found, pathname]);

  if (found !== null) {
    return (
      <section className="incoming-challenges" aria-label={t('pool.title')}>
        <p className="incoming-challenge" role="status">
          <span>{t('pool.found')}</span>
          <Link className="button button-primary" to={`/game/${found}`}>
            {t('pool.go')}
          </Link>
        </p>
      </section>
    );
  }
  if (pathname === '/' || wait?.state !== 'waiting') return null;
  return (
    <section className="incoming-challenges" aria-label={t('pool.title')}>
      <p className="incoming-challenge" role="status">
        <span>{t('pool.looking', { terms: perTurnText(wait.turnSeconds) })}</span>
        <button type="button" className="button" onClick={() => void leavePool()}>
          {t('pool.stop')}
        </button>
      </p>
    </section>
  );
}
