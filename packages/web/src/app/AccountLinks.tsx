/**
 * Who is here, in the header: a registered player's name, linking to their profile, or the ways to log in and
 * register for a guest (on a phone, only "Log in" fits beside the menu; the login page leads on to registering).
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useKnownPlayer } from '../server/use-player.js';
import './account-links.css';

function Links() {
  const { t } = useTranslation('accounts');
  const player = useKnownPlayer();
  if (player === undefined) return null;
  if (player?.username) {
    return (
      <NavLink
        className="account-name"
        to={`/players/${player.username}`}
        aria-label={t('header.profile', { name: player.username })}
      >
        <span aria-hidden="true">👤 </span>
        <span className="account-name-text">{player.username}</span>
      </NavLink>
    );
  }
  return (
    <>
      <NavLink to="/login">{t('header.logIn')}</NavLink>
      <NavLink to="/register" className="account-register">
        {t('header.register')}
      </NavLink>
    </>
  );
}

export function AccountLinks() {
  return (
    <div className="account-links">
      <Suspense fallback={null}>
        <Links />
      </Suspense>
    </div>
  );
}
