/**
 * A forgotten password: the user name and the recovery code set a new one. Every other device is logged out,
 * this one logged in, and a new recovery code is shown once (the old one no longer works).
 */
import { ENDPOINTS } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title.js';
import { api } from '../../connection/browser-connection.js';
import { AccountField } from './AccountField.js';
import { LIMITS, newPasswordFault, requiredFault } from './account-rules.js';
import { AccountFormFrame, UsernameField } from './AccountFormFrame.js';
import { RecoveryCodePanel } from './RecoveryCodePanel.js';
import { useAccountForm } from './use-account-form.js';
import { useNewRecoveryCode } from './use-new-recovery-code.js';
import '../shared/pages.css';
import './accounts.css';

const FORM_ERROR = 'recover-error';

export function RecoverPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('recover.title'));
  const form = useAccountForm(
    { username: requiredFault, recoveryCode: requiredFault, newPassword: newPasswordFault },
    FORM_ERROR,
  );
  const { done, submit } = useNewRecoveryCode(form, (body) => api.call(ENDPOINTS.recover, { body }));

  if (done) {
    return (
      <div className="page account-page">
        <h1>{t('recover.doneTitle')}</h1>
        <p className="lead">{t('recover.done')}</p>
        <RecoveryCodePanel code={done.recoveryCode}>
          {/* A fresh start: the sessions changed under every part of the app. */}
          <a className="button button-primary" href={`/players/${done.player.username ?? ''}`}>
            {t('code.continue')}
          </a>
        </RecoveryCodePanel>
      </div>
    );
  }

  return (
    <div className="page account-page">
      <h1>{t('recover.title')}</h1>
      <p className="lead">{t('recover.lead')}</p>
      <AccountFormFrame form={form} submit={submit} submitLabel={t('recover.submit')}>
        <UsernameField form={form} />
        <AccountField
          id="recoveryCode"
          label={t('fields.recoveryCode')}
          hint={t('hints.recoveryCode')}
          error={form.errorOf('recoveryCode')}
          describedBy={form.describedBy}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={form.values.recoveryCode}
          onValue={form.set('recoveryCode')}
        />
        <AccountField
          id="newPassword"
          label={t('fields.newPassword')}
          hint={t('hints.newPassword', LIMITS)}
          error={form.errorOf('newPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
          value={form.values.newPassword}
          onValue={form.set('newPassword')}
        />
      </AccountFormFrame>
    </div>
  );
}
