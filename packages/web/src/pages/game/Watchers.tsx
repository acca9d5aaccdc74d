/** How many people watch the game (besides its players), in the header while there are any. */
import { useTranslation } from 'react-i18next';
import { HeaderStatus } from '../../app/HeaderStatus.js';
import '../shared/ratings.css';

export function Watchers({ count }: { readonly count: number }) {
  const { t } = useTranslation('ratings');
  if (count === 0) return null;
  return (
    <HeaderStatus>
      <span className="watchers" role="status" data-testid="watchers">
        <span aria-hidden="true">👁 </span>
        {t('watching', { count })}
      </span>
    </HeaderStatus>
  );
}
