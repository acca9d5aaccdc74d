/**
 * Logging in with user name and password. One message for whatever was wrong, tied to both fields; after a
 * login the app starts afresh, so every part of it (the live connection too) is the logged-in player's. A page
 * whose session the server ended (a logout elsewhere, a recovery) comes here, and the page says so.
 */
import { ENDPOINTS } from '@katz/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import type { CallError } from '../../server/api-client.js';
import { api } from '../../server/browser-connection.js';
import { arrivedAfterSessionEnded } from '../../server/session-ended.js';
import { AccountField } from './AccountField.js';
import { accountErrorText } from './account-errors.js';
import { requiredFault, type RuleFault } from './account-rules.js';
import '../shared/pages.css';
import './accounts.css';

const FORM_ERROR = 'login-error';

export function LoginPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('login.title'));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [faults, setFaults] = useState<{ username?: RuleFault | null; password?: RuleFault | null }>({});
  const [refusal, setRefusal] = useState<CallError | null>(null);
  const [busy, setBusy] = useState(false);
  const sessionEnded = arrivedAfterSessionEnded(useLocation().search);

  const submit = async () => {
    const found = { username: requiredFault(username), password: requiredFault(password) };
    setFaults(found);
    setRefusal(null);
    if (found.username || found.password) {
      document.getElementById(found.username ? 'username' : 'password')?.focus();
      return;
    }
    setBusy(true);
    const result = await api.call(ENDPOINTS.logIn, { body: { username, password } });
    if (result.ok) {
      location.assign('/');
      return;
    }
    setBusy(false);
    setRefusal(result.error);
  };

  const fault = (field: 'username' | 'password') => {
    const found = faults[field];
    return found ? t(`rules.${found}`) : null;
  };
  return (
    <div className="page account-page">
      <h1>{t('login.title')}</h1>
      {sessionEnded ? (
        <p className="notice" role="status">
          {t('login.sessionEnded')}
        </p>
      ) : null}
      <form
        className="panel account-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <AccountField
          id="username"
          label={t('fields.username')}
          error={fault('username')}
          describedBy={refusal ? [FORM_ERROR] : []}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onValue={setUsername}
        />
        <AccountField
          id="password"
          label={t('fields.password')}
          error={fault('password')}
          describedBy={refusal ? [FORM_ERROR] : []}
          type="password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
        />
        {refusal ? (
          <p className="notice notice-error" role="alert" id={FORM_ERROR}>
            {accountErrorText(t, refusal)}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('login.submit')}
        </button>
      </form>
      <p>
        {t('login.forgot')} <Link to="/recover">{t('login.recover')}</Link>
      </p>
      <p>
        {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
      </p>
    </div>
  );
}
