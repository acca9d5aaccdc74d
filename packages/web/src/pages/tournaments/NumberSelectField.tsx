/** The creation form's choice among a few numbers, each written out, with its explanation below it if it has one. */
export function NumberSelectField({
  id,
  label,
  help,
  options,
  value,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly help?: string;
  readonly options: readonly { readonly value: number; readonly text: string }[];
  readonly value: number;
  readonly onChange: (value: number) => void;
}) {
  return (
    <>
      <label className="field" htmlFor={id}>
        {label}
        <select
          id={id}
          aria-describedby={help === undefined ? undefined : `${id}-help`}
          value={value}
          onChange={(event) => {
            onChange(Number(event.target.value));
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </select>
      </label>
      {help === undefined ? null : (
        <p id={`${id}-help`} className="muted tournament-help">
          {help}
        </p>
      )}
    </>
  );
}
