import { parseAction, replay, type Action } from '@katz/engine';
import { failure, refusedAction, success, type CommandOutput } from '../output.js';
import { readPositionInput } from './position-input.js';

/** `katz apply`: `{"position", "actions"}` in, the position and status after all actions out. */
export function applyCommand(text: string, options: { events: boolean }): CommandOutput {
  const input = readPositionInput(text, ['actions']);
  if (!input.ok) return input.error;
  const { position, object } = input.value;
  const list = object.actions;
  if (!Array.isArray(list))
    return failure({ error: '"actions" must be an array of actions', path: 'actions' });
  const actions: Action[] = [];
  for (const [index, raw] of list.entries()) {
    const action = parseAction(raw, `actions[${index}]`);
    if (!action.ok) return failure({ error: action.error.message, action: index, path: action.error.path });
    actions.push(action.value);
  }
  const replayed = replay({ position, actions });
  if (!replayed.ok) return refusedAction(replayed.error);
  const { position: after, status, events } = replayed.value;
  return success(options.events ? { position: after, status, events } : { position: after, status });
}
