/**
 * Who is here: a registered player's name, opening their account's menu (AccountMenu.tsx: the profile, logging
 * out), or the ways to log in and register for a guest. In the header bar on every screen; on a phone the bar has room for an icon only, so the same links
 * are also in the folded menu, in words (`place="menu"`, shown on phones only).
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useKnownPlayer } from '../connection/use-known-player.js';
import { AccountMenu } from './AccountMenu.js';
import { PersonIcon } from './PersonIcon.js';
import './account-links.css';

function Links({
  place,
  onNavigate,
}: {
  readonly place: 'header' | 'menu';
  readonly onNavigate?: () => void;
}) {
  const { t } = useTranslation('accounts');
  const player = useKnownPlayer();
  if (player === undefined) return null;
  // In the bar on a phone, the icon alone (its words are its accessible name); the words are in the menu.
  const words = place === 'header' ? 'visually-hidden-narrow' : '';
  if (player?.username) {
    return <AccountMenu name={player.username} place={place} {...(onNavigate ? { onNavigate } : {})} />;
  }
  return (
    <>
      <NavLink to="/login" className="account-log-in" onClick={onNavigate}>
        {place === 'header' ? <PersonIcon /> : null}
        <span className={words}>{t('header.logIn')}</span>
      </NavLink>
      <NavLink to="/register" className="account-register" onClick={onNavigate}>
        {t('header.register')}
      </NavLink>
    </>
  );
}

export function AccountLinks({
  place,
  onNavigate,
}: {
  readonly place: 'header' | 'menu';
  readonly onNavigate?: () => void;
}) {
  return (
    <div className={`account-links account-links-${place}`}>
      <Suspense fallback={null}>
        <Links place={place} {...(onNavigate ? { onNavigate } : {})} />
      </Suspense>
    </div>
  );
}
