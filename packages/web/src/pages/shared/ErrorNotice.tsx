/** A failed call, said in the player's language, with a way to try again when that can help. */
import { useTranslation } from 'react-i18next';
import type { CallError } from '../../server/api-client.js';
import { errorText } from './error-text.js';

export function ErrorNotice({ error, retry }: { readonly error: CallError; readonly retry?: () => void }) {
  const { t } = useTranslation('pages');
  return (
    <p className="notice notice-error" role="alert">
      {errorText(t, error)}{' '}
      {retry ? (
        <button type="button" className="button button-quiet" onClick={retry}>
          {t('errors.retry')}
        </button>
      ) : null}
    </p>
  );
}
