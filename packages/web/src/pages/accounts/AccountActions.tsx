/**
 * On the player's own profile: log out on this device, or everywhere (as the header's account menu does).
 * Afterwards the app starts afresh at the start page, as a visitor without a session.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallError } from '../../connection/api-client.js';
import { logOut as sendLogOut } from '../../connection/log-out.js';
import { refusalText } from '../../i18n/refusal-words.js';

export function AccountActions() {
  const { t } = useTranslation('accounts');
  const [refusal, setRefusal] = useState<CallError | null>(null);
  const logOut = async (everywhere: boolean) => {
    setRefusal(await sendLogOut(everywhere));
  };
  return (
    <section className="panel" aria-labelledby="account-actions-title">
      <h2 id="account-actions-title">{t('account.title')}</h2>
      <div className="row">
        <button type="button" className="button" onClick={() => void logOut(false)}>
          {t('account.logOut')}
        </button>
        <button
          type="button"
          className="button"
          aria-describedby="log-out-everywhere-hint"
          onClick={() => void logOut(true)}
        >
          {t('account.logOutEverywhere')}
        </button>
      </div>
      <p className="muted" id="log-out-everywhere-hint">
        {t('account.everywhereHint')}
      </p>
      {refusal ? (
        <p className="notice notice-error" role="alert">
          {refusalText(t, refusal, { place: 'account' })}
        </p>
      ) : null}
    </section>
  );
}
