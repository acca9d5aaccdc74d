/**
 * What a player sees where there is nothing: an unknown address, game or invitation. A big plain message, a
 * drawn empty card place, and the ways on (the start page, the rules).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './pages.css';
import './gone.css';

export function Gone({
  title,
  lead,
  children,
}: {
  readonly title: string;
  readonly lead: string;
  readonly children?: ReactNode;
}) {
  const { t } = useTranslation('pages');
  return (
    <section className="page gone">
      <div className="gone-card" aria-hidden="true">
        ?
      </div>
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      {children}
      <p className="row gone-ways">
        <Link className="button button-primary" to="/">
          {t('notFound.home')}
        </Link>
        <Link className="button" to="/rules">
          {t('notFound.rules')}
        </Link>
      </p>
    </section>
  );
}
