/**
 * A forgotten password: the user name and the recovery code set a new one. Every other device is logged out,
 * this one logged in, and a new recovery code is shown once (the old one no longer works).
 */
import { ENDPOINTS, type WithRecoveryCode } from '@katz/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title.js';
import type { CallError } from '../../server/api-client.js';
import { api } from '../../server/browser-connection.js';
import { AccountField } from './AccountField.js';
import { accountErrorText, fieldOf } from './account-errors.js';
import { LIMITS, newPasswordFault, requiredFault, type RuleFault } from './account-rules.js';
import { RecoveryCodePanel } from './RecoveryCodePanel.js';
import '../shared/pages.css';
import './accounts.css';

type Field = 'username' | 'recoveryCode' | 'newPassword';
const FORM_ERROR = 'recover-error';

export function RecoverPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('recover.title'));
  const [values, setValues] = useState<Record<Field, string>>({
    username: '',
    recoveryCode: '',
    newPassword: '',
  });
  const [faults, setFaults] = useState<Partial<Record<Field, RuleFault | null>>>({});
  const [refusal, setRefusal] = useState<CallError | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<WithRecoveryCode | null>(null);

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

  const set = (field: Field) => (value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
  };
  const submit = async () => {
    const found = {
      username: requiredFault(values.username),
      recoveryCode: requiredFault(values.recoveryCode),
      newPassword: newPasswordFault(values.newPassword),
    };
    setFaults(found);
    setRefusal(null);
    const first = (Object.keys(found) as Field[]).find((field) => found[field] !== null);
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    setBusy(true);
    const result = await api.call(ENDPOINTS.recover, { body: values });
    setBusy(false);
    if (result.ok) setDone(result.value);
    else setRefusal(result.error);
  };

  const refusedField = refusal ? fieldOf(refusal) : null;
  const error = (field: Field): string | null => {
    const fault = faults[field];
    if (fault) return t(`rules.${fault}`, LIMITS);
    return refusal && refusedField === field ? accountErrorText(t, refusal) : null;
  };
  // A wrong name or code is one message about both.
  const both = refusal && refusedField === null ? [FORM_ERROR] : [];
  return (
    <div className="page account-page">
      <h1>{t('recover.title')}</h1>
      <p className="lead">{t('recover.lead')}</p>
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
          error={error('username')}
          describedBy={both}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onValue={set('username')}
        />
        <AccountField
          id="recoveryCode"
          label={t('fields.recoveryCode')}
          hint={t('hints.recoveryCode')}
          error={error('recoveryCode')}
          describedBy={both}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={values.recoveryCode}
          onValue={set('recoveryCode')}
        />
        <AccountField
          id="newPassword"
          label={t('fields.newPassword')}
          hint={t('hints.newPassword', LIMITS)}
          error={error('newPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
          value={values.newPassword}
          onValue={set('newPassword')}
        />
        {refusal && refusedField === null ? (
          <p className="notice notice-error" role="alert" id={FORM_ERROR}>
            {accountErrorText(t, refusal)}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('recover.submit')}
        </button>
      </form>
    </div>
  );
}
