import { legalActions, statusOf } from '@katz/engine';
import { success, type CommandOutput } from '../output.js';
import { readPositionInput } from './position-input.js';

/** `katz check`: validates `{"position"}` and tells how the game stands. */
export function checkCommand(text: string): CommandOutput {
  const input = readPositionInput(text);
  if (!input.ok) return input.error;
  const { position } = input.value;
  return success({ valid: true, status: statusOf(position), legalActions: legalActions(position).length });
}
