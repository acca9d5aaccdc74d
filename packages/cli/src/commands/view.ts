import { viewPosition, type Viewer } from '@katz/engine';
import { success, type CommandOutput } from '../output.js';
import { readPositionInput } from './position-input.js';

/** `katz view --player 0|1|spectator`: what that player may see of `{"position"}`. */
export function viewCommand(text: string, viewer: Viewer): CommandOutput {
  const input = readPositionInput(text);
  if (!input.ok) return input.error;
  return success({ view: viewPosition(input.value.position, viewer) });
}
