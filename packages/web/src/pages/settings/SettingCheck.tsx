/** A setting that is on or off: a checkbox under its legend, with a line that explains it if need be. */
export function SettingCheck({
  legend,
  lead,
  label,
  checked,
  onChange,
}: {
  readonly legend: string;
  readonly lead?: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}) {
  return (
    <fieldset className="panel settings-group">
      <legend>{legend}</legend>
      {lead === undefined ? null : <p className="muted settings-lead">{lead}</p>}
      <label className="check">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => {
            onChange(event.target.checked);
          }}
        />
        <span>{label}</span>
      </label>
    </fieldset>
  );
}
