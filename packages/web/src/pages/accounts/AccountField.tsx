/**
 * One field of an account form: its label, a hint of its rules, and its error, both tied to the input with
 * aria-describedby (and the error with aria-invalid), so a screen reader says them with the field.
 */
import type { InputHTMLAttributes } from 'react';

export function AccountField({
  id,
  label,
  hint,
  error,
  describedBy = [],
  value,
  onValue,
  ...input
}: {
  readonly id: string;
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | null | undefined;
  /** Other messages about this field, such as the form's error when it concerns every field. */
  readonly describedBy?: readonly string[];
  readonly value: string;
  readonly onValue: (value: string) => void;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'maxLength' | 'spellCheck' | 'autoCapitalize'
>) {
  const ids = [
    ...(hint === undefined ? [] : [`${id}-hint`]),
    ...(error ? [`${id}-error`] : []),
    ...describedBy,
  ];
  return (
    <div className="field account-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        value={value}
        required
        aria-invalid={error || describedBy.length > 0 ? true : undefined}
        aria-describedby={ids.length === 0 ? undefined : ids.join(' ')}
        onChange={(event) => {
          onValue(event.target.value);
        }}
        {...input}
      />
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className="account-hint">
          {hint}
        </p>
      )}
      {error ? (
        <p id={`${id}-error`} className="account-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
