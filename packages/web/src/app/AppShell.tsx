/** The frame of every page: a header with the navigation, the language switch and a slot for a page's status. */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { HEADER_STATUS_ID } from './HeaderStatus.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import './app-shell.css';

const LINKS = [
  { to: '/', key: 'nav.home' },
  { to: '/practice', key: 'nav.practice' },
  { to: '/learn', key: 'nav.learn' },
  { to: '/rules', key: 'nav.rules' },
  { to: '/settings', key: 'nav.settings' },
] as const;

export function AppShell() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="app-header">
        <NavLink to="/" className="app-name">
          <img src="/icon.svg" alt="" width="28" height="28" />
          <span>{t('appName')}</span>
        </NavLink>
        <nav aria-label={t('nav.label')} className="app-nav">
          {LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end>
              {t(link.key)}
            </NavLink>
          ))}
        </nav>
        <div id={HEADER_STATUS_ID} className="app-status" />
        <LanguageSwitch />
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<p className="app-loading">{t('loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
