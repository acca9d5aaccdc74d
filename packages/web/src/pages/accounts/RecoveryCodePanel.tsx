/**
 * A new recovery code, shown this once: large, in groups, with a plain "write this down" and a copy button. The
 * way on is a button that says the player has kept it.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function RecoveryCodePanel({
  code,
  children,
}: {
  readonly code: string;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refusal): the code is selected for copying by hand.
      const shown = document.querySelector('#recovery-code');
      if (shown) getSelection()?.selectAllChildren(shown);
    }
  };
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
