/**
 * What every account form does the same way: each field is checked by the protocol's rules before anything is
 * sent (the first faulty field gets the focus), one request at a time, and a refusal is shown at the field it
 * names, or for the whole form (tied to every field) when it names none, such as a wrong name or password.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallError } from '../../connection/api-client.js';
import { refusalText } from '../../i18n/refusal-words.js';
import { fieldOf } from './account-errors.js';
import { LIMITS, type RuleFault } from './account-rules.js';

/** A field's rule: the fault of a value, or null when it may be sent. */
type Rule = (value: string) => RuleFault | null;

export interface AccountForm<Field extends string> {
  readonly values: Readonly<Record<Field, string>>;
  readonly set: (field: Field) => (value: string) => void;
  readonly busy: boolean;
  /** Checks every field and, when none is at fault, sends them; `send` answers a refusal, or null for a success. */
  readonly submit: (send: (values: Record<Field, string>) => Promise<CallError | null>) => Promise<void>;
  /** What is wrong with a field, in words, or null. */
  readonly errorOf: (field: Field) => string | null;
  /** A refusal about the whole form, in words, or null. */
  readonly formError: string | null;
  /** The id of the element that shows `formError`. */
  readonly formErrorId: string;
  /** The ids a field's input is also described by: the form's error while there is one. */
  readonly describedBy: readonly string[];
}

export function useAccountForm<Field extends string>(
  rules: Readonly<Record<Field, Rule>>,
  formErrorId: string,
): AccountForm<Field> {
  const { t } = useTranslation('accounts');
  const fields = Object.keys(rules) as Field[];
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((field) => [field, ''])));
  const [faults, setFaults] = useState<Partial<Record<Field, RuleFault | null>>>({});
  const [refusal, setRefusal] = useState<CallError | null>(null);
  const [busy, setBusy] = useState(false);
  const refusedField = refusal ? fieldOf(refusal) : null;
  const focus = (field: string) => document.getElementById(field)?.focus();

  const submit = async (send: (values: Record<Field, string>) => Promise<CallError | null>) => {
    const found = Object.fromEntries(fields.map((field) => [field, rules[field](values[field] ?? '')]));
    setFaults(found as Record<Field, RuleFault | null>);
    setRefusal(null);
    const first = fields.find((field) => found[field] !== null);
    if (first !== undefined) {
      focus(first);
      return;
    }
    setBusy(true);
    const refused = await send(values as Record<Field, string>);
    // After a success the page moves on (a new page, or the recovery code): the button stays disabled.
    if (refused === null) return;
    setBusy(false);
    setRefusal(refused);
    const at = fieldOf(refused);
    if (at !== null) focus(at);
  };

  const errorOf = (field: Field): string | null => {
    const fault: RuleFault | null | undefined = faults[field];
    if (fault) return t(`rules.${fault}`, LIMITS);
    return refusal && refusedField === field ? refusalText(t, refusal, { place: 'account' }) : null;
  };
  const formError = refusal && refusedField === null ? refusalText(t, refusal, { place: 'account' }) : null;
  return {
    values: values as Record<Field, string>,
    set: (field) => (value) => {
      setValues((old) => ({ ...old, [field]: value }));
    },
    busy,
    submit,
    errorOf,
    formError,
    formErrorId,
    describedBy: formError === null ? [] : [formErrorId],
  };
}
