/** The heuristic levels as core policies: each plans whole turns with its own judgement. */
import { BeginnerJudge } from '../plan/beginner-judge.js';
import { SolidJudge } from '../plan/solid-judge.js';
import { planningPolicy } from './planning-policy.js';
import type { Policy } from './policy.js';

/** Bounds on positions searched per decision, so that no decision takes long (docs/bots.md). */
const BEGINNER_NODES = 500;
const SOLID_NODES = 2000;

export const beginnerPolicy = (): Policy => planningPolicy(new BeginnerJudge(), { maxNodes: BEGINNER_NODES });
export const solidPolicy = (): Policy => planningPolicy(new SolidJudge(), { maxNodes: SOLID_NODES });
