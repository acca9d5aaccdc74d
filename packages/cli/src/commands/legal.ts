import { legalActions } from '@katz/engine';
import { success, type CommandOutput } from '../output.js';
import { readPositionInput } from './position-input.js';

/** `katz legal`: `{"position"}` in, the JSON array of its legal actions out. */
export function legalCommand(text: string): CommandOutput {
  const input = readPositionInput(text);
  if (!input.ok) return input.error;
  return success(legalActions(input.value.position));
}
