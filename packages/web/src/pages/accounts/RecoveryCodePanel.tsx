/**
 * A new recovery code, shown this once: large, in groups, with a plain "write this down" and a copy button. The
 * way on is a button that says the player has kept it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../shared/use-copy.js';

export function RecoveryCodePanel({
  code,
  children,
}: {
  readonly code: string;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  const { copied, copy } = useCopy(code, 'recovery-code');
  return (
    <section className="panel recovery-code" aria-labelledby="recovery-code-title">
      <h2 id="recovery-code-title">{t('code.title')}</h2>
      <p className="notice recovery-code-warning" id="recovery-code-warning">
        <strong>{t('code.writeDown')}</strong> {t('code.why')}
      </p>
      <p className="recovery-code-value" id="recovery-code" aria-describedby="recovery-code-warning">
        {code}
      </p>
      <p className="row">
        <button type="button" className="button" onClick={() => void copy()}>
          {copied ? `✓ ${t('code.copied')}` : t('code.copy')}
        </button>
        <span aria-live="polite" className="visually-hidden">
          {copied ? t('code.copied') : ''}
        </span>
      </p>
      {children}
    </section>
  );
}
