/** A try once it has ended: being judged, not judged (the worker failed, with a way to try again), or its verdict. */
import { useTranslation } from 'react-i18next';
import { TryVerdict, type VerdictContext } from './TryVerdict.js';
import type { TryState } from './use-try.js';

export function TryStatus({ tried, ...verdict }: VerdictContext & { readonly tried: TryState }) {
  const { t } = useTranslation('pages');
  return tried.state === 'judging' ? (
    <p className="panel mistakes-judging" role="status">
      {t('learn.judging')}
    </p>
  ) : tried.state === 'failed' ? (
    <div className="panel" role="alert">
      <p>{t('learn.failed', { message: tried.message })}</p>
      <button type="button" className="button" onClick={verdict.onAgain}>
        {t('learn.tryAgain')}
      </button>
    </div>
  ) : tried.state === 'judged' ? (
    <TryVerdict judged={tried.judged} attempt={tried.attempt} {...verdict} />
  ) : null;
}
