/** The creation form's whole number within a range, its explanation below it. */
export function NumberField({
  id,
  label,
  help,
  range,
  value,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly help: string;
  readonly range: { readonly min: number; readonly max: number };
  readonly value: number;
  readonly onChange: (value: number) => void;
}) {
  return (
    <>
      <label className="field" htmlFor={id}>
        {label}
        <input
          id={id}
          type="number"
          required
          min={range.min}
          max={range.max}
          aria-describedby={`${id}-help`}
          value={value}
          onChange={(event) => {
            onChange(Number(event.target.value));
          }}
        />
      </label>
      <p id={`${id}-help`} className="muted tournament-help">
        {help}
      </p>
    </>
  );
}
