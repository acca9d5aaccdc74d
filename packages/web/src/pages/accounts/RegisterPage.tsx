/**
 * Registering: the guest playing in this browser gets a user name and password (their games stay theirs), then
 * sees their recovery code once.
 */
import { ENDPOINTS } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import { api } from '../../connection/browser-connection.js';
import { AccountField } from './AccountField.js';
import { LIMITS, newPasswordFault, usernameFault } from './account-rules.js';
import { AccountFormFrame, UsernameField } from './AccountFormFrame.js';
import { RecoveryCodePanel } from './RecoveryCodePanel.js';
import { useAccountForm } from './use-account-form.js';
import { useNewRecoveryCode } from './use-new-recovery-code.js';
import '../shared/pages.css';
import './accounts.css';

const FORM_ERROR = 'register-error';

export function RegisterPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('register.title'));
  const form = useAccountForm({ username: usernameFault, password: newPasswordFault }, FORM_ERROR);
  const { done, submit } = useNewRecoveryCode(form, (body) => api.call(ENDPOINTS.register, { body }));

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

  return (
    <div className="page account-page">
      <h1>{t('register.title')}</h1>
      <p className="lead">{t('register.lead')}</p>
      <AccountFormFrame form={form} submit={submit} submitLabel={t('register.submit')}>
        <UsernameField form={form} withRules />
        <AccountField
          id="password"
          label={t('fields.password')}
          hint={t('hints.newPassword', LIMITS)}
          error={form.errorOf('password')}
          describedBy={form.describedBy}
          type="password"
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
          value={form.values.password}
          onValue={form.set('password')}
        />
      </AccountFormFrame>
      <p>
        {t('register.haveAccount')} <Link to="/login">{t('register.logIn')}</Link>
      </p>
    </div>
  );
}
