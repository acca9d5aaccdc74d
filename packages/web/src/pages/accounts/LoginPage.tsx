/**
 * Logging in with user name and password. One message for whatever was wrong, tied to both fields; after a
 * login the app starts afresh, so every part of it (the live connection too) is the logged-in player's. A page
 * whose session the server ended (a logout elsewhere, a recovery) comes here, and the page says so.
 */
import { ENDPOINTS } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import { api } from '../../connection/browser-connection.js';
import { arrivedAfterSessionEnded } from '../../connection/session-ended.js';
import { AccountField } from './AccountField.js';
import { requiredFault } from './account-rules.js';
import { AccountFormFrame, UsernameField } from './AccountFormFrame.js';
import { useAccountForm } from './use-account-form.js';
import '../shared/pages.css';
import './accounts.css';

const FORM_ERROR = 'login-error';

export function LoginPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('login.title'));
  const form = useAccountForm({ username: requiredFault, password: requiredFault }, FORM_ERROR);
  const sessionEnded = arrivedAfterSessionEnded(useLocation().search);

  const submit = () =>
    form.submit(async (body) => {
      const result = await api.call(ENDPOINTS.logIn, { body });
      if (!result.ok) return result.error;
      location.assign('/');
      return null;
    });

  return (
    <div className="page account-page">
      <h1>{t('login.title')}</h1>
      {sessionEnded ? (
        <p className="notice" role="status">
          {t('login.sessionEnded')}
        </p>
      ) : null}
      <AccountFormFrame form={form} submit={submit} submitLabel={t('login.submit')}>
        <UsernameField form={form} />
        <AccountField
          id="password"
          label={t('fields.password')}
          error={form.errorOf('password')}
          describedBy={form.describedBy}
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          onValue={form.set('password')}
        />
      </AccountFormFrame>
      <p>
        {t('login.forgot')} <Link to="/recover">{t('login.recover')}</Link>
      </p>
      <p>
        {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
      </p>
    </div>
  );
}
