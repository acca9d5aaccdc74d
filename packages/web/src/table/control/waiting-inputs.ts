/**
 * The player's inputs that wait for the table to stand still (table-controller.ts). While only what the viewer's
 * own plays brought moves (follows-own.ts), a card picked, dragged or dropped hurries the table, and the input
 * waits for that, a frame or two, so that it is judged on the position the player plays from; every input after
 * it waits too, so that none overtakes it.
 */
import type { ControlInput } from './table-reducer.js';

/** The player's inputs that act on the table as it will stand, and so wait until it stands still. */
const PLAYER_INPUTS: ReadonlySet<ControlInput['type']> = new Set([
  'source',
  'target',
  'dragStart',
  'dragEnd',
  'dragCancel',
  'escape',
  'confirm',
  'takeBack',
]);

export class WaitingInputs {
  /** The inputs that hurried the table, and every input after them, in order, for when it stands still. */
  private readonly waiting: ControlInput[] = [];

  /**
   * Whether `input` waits (kept here until `next`): a player's input while `playsOnMoving()` (the table moves,
   * and the player may play on meanwhile) hurries the table, and every input after one that waits waits too.
   */
  waits(input: ControlInput, playsOnMoving: () => boolean): boolean {
    if (this.waiting.length === 0 && !(PLAYER_INPUTS.has(input.type) && playsOnMoving())) return false;
    this.waiting.push(input);
    return true;
  }

  /** The oldest input waiting, taken out, once the table stands still. */
  next(): ControlInput | undefined {
    return this.waiting.shift();
  }
}
