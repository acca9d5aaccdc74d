/**
 * The line above the felt that says why a play was refused (it stands out) or what to do next; empty, it keeps its
 * room.
 */
import type { ControlState } from '../control/table-reducer.js';

export function TableMessage({ message }: { readonly message: ControlState['message'] }) {
  return (
    <p
      className={`table-message${message?.kind === 'refusal' ? ' is-refusal' : ''}`}
      role="status"
      data-testid="message"
    >
      {message?.text ?? ''}
    </p>
  );
}
