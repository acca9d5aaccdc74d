/**
 * What the page gives the table's controller (table-controller.ts) at each render (use-table.ts): the words, the
 * settings, the animations' speed and the input in use, read when an input or an event comes.
 */
import type { Action } from '@katz/engine';
import type { GameSource } from '../../game/game-source.js';
import type { TableT } from '../words/table-words.js';
import type { InputKind } from './use-input-kind.js';

/** What the page gives the controller at each render. */
export interface TableProps {
  readonly t: TableT;
  /** Whether plays that reveal nothing wait for the player's confirmation (the settings, for this game). */
  readonly confirm: boolean;
  /** A good play for the viewer's view, for guided games. */
  readonly suggest: ((source: GameSource) => Promise<Action | null>) | undefined;
  /** The animations' speed, read at each event, so that a change of the setting takes effect at once. */
  readonly scale: number;
  /** Read at each input: the last pointer or key pressed (use-input-kind.ts). */
  readonly inputKind: { readonly current: InputKind };
}
