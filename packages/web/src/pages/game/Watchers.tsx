/**
 * How many people watch the game (besides its players), in the header while there are any: an eye and the
 * number, with the words beside them where the header has room (always for screen readers).
 */
import { useTranslation } from 'react-i18next';
import { HeaderStatus } from '../../app/HeaderStatus.js';
import '../shared/ratings.css';

export function Watchers({ count }: { readonly count: number }) {
  const { t } = useTranslation('ratings');
  if (count === 0) return null;
  const words = t('watching', { count });
  return (
    <HeaderStatus>
      <span className="watchers" role="status" title={words} data-testid="watchers">
        <svg className="watchers-eye" viewBox="0 0 24 16" width="20" height="14" aria-hidden="true">
          <path
            d="M12 1C6.5 1 2.3 4.6 1 8c1.3 3.4 5.5 7 11 7s9.7-3.6 11-7c-1.3-3.4-5.5-7-11-7z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <circle cx="12" cy="8" r="3.2" fill="currentColor" />
        </svg>
        <span aria-hidden="true" className="watchers-count">
          {count}
        </span>
        <span className="visually-hidden-narrow">{words}</span>
      </span>
    </HeaderStatus>
  );
}
