/**
 * The frame of every page: a header with the navigation, the language switch, a slot for a page's status and the
 * count of the player's games waiting for their move; below it, the direct challenges to the player.
 * On a phone the header keeps to one line (the table needs the height): the navigation folds behind a menu
 * button and opens over the page.
 */
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { AccountLinks } from './AccountLinks.js';
import { HEADER_STATUS_ID } from './HeaderStatus.js';
import { IncomingChallenges } from './IncomingChallenges.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { PageErrorBoundary } from './PageErrorBoundary.js';
import { WaitingGames } from './WaitingGames.js';
import './app-shell.css';

const LINKS = [
  { to: '/', key: 'nav.home' },
  { to: '/practice', key: 'nav.practice' },
  { to: '/learn', key: 'nav.learn' },
  { to: '/rules', key: 'nav.rules' },
  { to: '/tournaments', key: 'nav.tournaments' },
  { to: '/leaderboard', key: 'ratings:nav' },
  { to: '/settings', key: 'nav.settings' },
] as const;

export function AppShell() {
  const { t } = useTranslation(['common', 'ratings']);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="app-header">
        <NavLink to="/" className="app-name">
          <img src="/icon.svg" alt="" width="28" height="28" />
          <span className="visually-hidden-narrow">{t('appName')}</span>
        </NavLink>
        <button
          type="button"
          className="app-menu-button"
          aria-expanded={menuOpen}
          aria-controls="app-nav"
          onClick={() => {
            setMenuOpen(!menuOpen);
          }}
        >
          <span aria-hidden="true">☰ </span>
          {t('nav.menu')}
        </button>
        <nav aria-label={t('nav.label')} id="app-nav" className={`app-nav${menuOpen ? ' is-open' : ''}`}>
          {LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end
              onClick={() => {
                setMenuOpen(false);
              }}
            >
              {t(link.key)}
            </NavLink>
          ))}
          <AccountLinks
            place="menu"
            onNavigate={() => {
              setMenuOpen(false);
            }}
          />
        </nav>
        <div id={HEADER_STATUS_ID} className="app-status" />
        <WaitingGames />
        <AccountLinks place="header" />
        <LanguageSwitch />
      </header>
      <IncomingChallenges />
      <main id="main" className="app-main" tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<p className="app-loading page-loading">{t('loading')}</p>}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
    </>
  );
}
