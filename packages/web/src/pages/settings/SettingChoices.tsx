/** A setting of a few choices: a group of radio buttons under its legend, with a line that explains it if need be. */
import type { ReactNode } from 'react';

export function Choices({
  legend,
  lead,
  children,
}: {
  readonly legend: string;
  readonly lead?: string | undefined;
  readonly children: ReactNode;
}) {
  return (
    <fieldset className="panel settings-group">
      <legend>{legend}</legend>
      {lead === undefined ? null : <p className="muted settings-lead">{lead}</p>}
      <div className="settings-choices">{children}</div>
    </fieldset>
  );
}

export function Choice({
  name,
  checked,
  onChoose,
  children,
}: {
  readonly name: string;
  readonly checked: boolean;
  readonly onChoose: () => void;
  readonly children: ReactNode;
}) {
  return (
    <label className="settings-choice">
      <input type="radio" name={name} checked={checked} onChange={onChoose} />
      <span>{children}</span>
    </label>
  );
}
