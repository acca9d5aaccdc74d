import type { Random } from '@katz/engine';
import type { ActionCode, CoreState } from '@katz/engine/core';

/**
 * A player at the level of the engine's core: picks a legal action for the player to move in `state`.
 *
 * Fair bots call a policy on a world sampled from their view (view-state.ts), so whatever a policy reads of the
 * hidden places is a guess, never the truth; the heuristic policies read only what their player can see anyway.
 * Policies must not keep `state`: callers reuse its buffer.
 */
export type Policy = (state: CoreState, random: Random) => ActionCode;
