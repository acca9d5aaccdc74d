/**
 * Registering: the guest playing in this browser gets a user name and password (their games stay theirs), then
 * sees their recovery code once.
 */
import { ENDPOINTS, type WithRecoveryCode } from '@katz/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import type { CallError } from '../../server/api-client.js';
import { api } from '../../server/browser-connection.js';
import { playerChanged } from '../../server/use-player.js';
import { AccountField } from './AccountField.js';
import { accountErrorText, fieldOf } from './account-errors.js';
import { LIMITS, newPasswordFault, usernameFault, type RuleFault } from './account-rules.js';
import { RecoveryCodePanel } from './RecoveryCodePanel.js';
import '../shared/pages.css';
import './accounts.css';

export function RegisterPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('register.title'));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [faults, setFaults] = useState<{ username?: RuleFault | null; password?: RuleFault | null }>({});
  const [refusal, setRefusal] = useState<CallError | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<WithRecoveryCode | null>(null);

  if (done) {
    const name = done.player.username ?? '';
    return (
      <div className="page account-page">
        <h1>{t('register.done', { name })}</h1>
        <RecoveryCodePanel code={done.recoveryCode}>
          <Link className="button button-primary" to={`/players/${name}`}>
            {t('code.continue')}
          </Link>
        </RecoveryCodePanel>
      </div>
    );
  }

  const submit = async () => {
    const found = { username: usernameFault(username), password: newPasswordFault(password) };
    setFaults(found);
    setRefusal(null);
    if (found.username || found.password) {
      document.getElementById(found.username ? 'username' : 'password')?.focus();
      return;
    }
    setBusy(true);
    const result = await api.call(ENDPOINTS.register, { body: { username, password } });
    setBusy(false);
    if (result.ok) {
      playerChanged(result.value.player);
      setDone(result.value);
      return;
    }
    setRefusal(result.error);
    if (fieldOf(result.error) === 'username') document.getElementById('username')?.focus();
  };

  const refusedField = refusal ? fieldOf(refusal) : null;
  const fieldError = (field: 'username' | 'password'): string | null => {
    const fault = faults[field];
    if (fault) return t(`rules.${fault}`, LIMITS);
    return refusal && refusedField === field ? accountErrorText(t, refusal) : null;
  };
  return (
    <div className="page account-page">
      <h1>{t('register.title')}</h1>
      <p className="lead">{t('register.lead')}</p>
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
          hint={t('hints.username', LIMITS)}
          error={fieldError('username')}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={LIMITS.usernameMax}
          value={username}
          onValue={setUsername}
        />
        <AccountField
          id="password"
          label={t('fields.password')}
          hint={t('hints.newPassword', LIMITS)}
          error={fieldError('password')}
          type="password"
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
          value={password}
          onValue={setPassword}
        />
        {refusal && refusedField === null ? (
          <p className="notice notice-error" role="alert">
            {accountErrorText(t, refusal)}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('register.submit')}
        </button>
      </form>
      <p>
        {t('register.haveAccount')} <Link to="/login">{t('register.logIn')}</Link>
      </p>
    </div>
  );
}
