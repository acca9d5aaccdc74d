/**
 * A failed call, said in the player's language, with a way to try again when that can help. A refusal that asks
 * the player to wait says for how long, and offers what needs no server meanwhile: practice against the
 * computer, which plays in the browser.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallError } from '../../connection/api-client.js';
import { refusalText } from '../../i18n/refusal-words.js';

export function ErrorNotice({ error, retry }: { readonly error: CallError; readonly retry?: () => void }) {
  const { t } = useTranslation('pages');
  const waiting = error.code === 'throttled';
  return (
    <div className="notice notice-error" role="alert">
      <p className="notice-text">{refusalText(t, error)}</p>
      {retry || waiting ? (
        <p className="row notice-actions">
          {retry ? (
            <button type="button" className="button notice-action" onClick={retry}>
              {t('errors.retry')}
            </button>
          ) : null}
          {waiting ? (
            <Link className="button notice-action" to="/practice">
              {t('errors.practiceMeanwhile')}
            </Link>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
