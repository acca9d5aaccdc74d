/** A labelled choice of time per turn (TurnTimeSelect), as the home page's panels and a direct challenge ask it. */
import { TurnTimeSelect } from './TurnTimeSelect.js';

export function TurnTimeField({
  id,
  label,
  value,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly onChange: (seconds: number) => void;
}) {
  return (
    <label className="field" htmlFor={id}>
      {label}
      <TurnTimeSelect id={id} value={value} onChange={onChange} />
    </label>
  );
}
