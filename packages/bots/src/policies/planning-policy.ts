import { TurnSearch, type TurnJudge } from '../plan/turn-search.js';
import type { Policy } from './policy.js';

/**
 * A policy that plans its whole turn with a judge and plays the plan's first action. Called again for the next
 * action, it plans again from where it stands, so it follows the same plan unless new cards came into view.
 */
export function planningPolicy(judge: TurnJudge, options: { readonly maxNodes: number }): Policy {
  const search = new TurnSearch(judge, options);
  return (state) => search.plan(state).actions[0]!;
}
