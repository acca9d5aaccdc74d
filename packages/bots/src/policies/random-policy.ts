import { listLegal, MAX_LEGAL_ACTIONS } from '@katz/engine/core';
import type { Policy } from './policy.js';

const legal = new Int32Array(MAX_LEGAL_ACTIONS);

/** The `random` baseline: a uniformly random legal action. */
export const randomPolicy: Policy = (state, random) => legal[random.below(listLegal(state, legal))]!;
