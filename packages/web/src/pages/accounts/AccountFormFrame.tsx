/**
 * What every account form shows the same way around its own fields: the form (checked by the app, not the
 * browser, so that the messages are ours and in the page's language), a refusal about the whole form, said at
 * once (`role="alert"`) and named by the fields it concerns, and the one submit button, disabled while a
 * request is on its way. Also the user-name field, which every account form asks for first.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountField } from './AccountField.js';
import { LIMITS } from './account-rules.js';
import type { AccountForm } from './use-account-form.js';

export function AccountFormFrame({
  form,
  submit,
  submitLabel,
  children,
}: {
  readonly form: Pick<AccountForm<never>, 'busy' | 'formError' | 'formErrorId'>;
  readonly submit: () => Promise<void>;
  readonly submitLabel: string;
  readonly children: ReactNode;
}) {
  return (
    <form
      className="panel account-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {children}
      {form.formError === null ? null : (
        <p className="notice notice-error" role="alert" id={form.formErrorId}>
          {form.formError}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={form.busy}>
        {submitLabel}
      </button>
    </form>
  );
}

/** The user name, as a registration asks for it (with its rules) or a login or recovery names it. */
export function UsernameField({
  form,
  withRules = false,
}: {
  readonly form: AccountForm<'username'>;
  readonly withRules?: boolean;
}) {
  const { t } = useTranslation('accounts');
  return (
    <AccountField
      id="username"
      label={t('fields.username')}
      {...(withRules ? { hint: t('hints.username', LIMITS), maxLength: LIMITS.usernameMax } : {})}
      error={form.errorOf('username')}
      describedBy={form.describedBy}
      type="text"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      value={form.values.username}
      onValue={form.set('username')}
    />
  );
}
