/**
 * The bots' public contract. A bot is handed the view of the player to move (`view.viewer === view.toMove`),
 * which holds no hidden card, and answers a legal action for that player. It never gets a `Position`, so it
 * cannot peek: fairness is a matter of types, not of discipline.
 */
import { decodeAction } from '@katz/engine';
import { decisionRandom } from './decision-random.js';
import type { Bot, BotOptions } from './contract.js';
import type { BotLevel } from './levels.js';
import { beginnerPolicy, solidPolicy } from './policies/levels.js';
import { firstPolicy } from './policies/first-policy.js';
import { novicePolicy } from './policies/novice-policy.js';
import type { Policy } from './policies/policy.js';
import { randomPolicy } from './policies/random-policy.js';
import { strongBot } from './search/strong-bot.js';
import { determinizer } from './view-state.js';

/** A bot that runs a core policy on one world sampled from its view. */
function policyBot(level: BotLevel, policy: Policy, seed: string): Bot {
  return {
    level,
    decide: (view) =>
      new Promise((resolve) => {
        const random = decisionRandom(seed, view);
        const state = determinizer(view).sample(random);
        resolve(decodeAction(policy(state, random)));
      }),
  };
}

export function createBot(level: BotLevel, options: BotOptions): Bot {
  switch (level) {
    case 'random':
      return policyBot(level, randomPolicy, options.seed);
    case 'first':
      return policyBot(level, firstPolicy, options.seed);
    case 'novice':
      return policyBot(level, novicePolicy, options.seed);
    case 'beginner':
      return policyBot(level, beginnerPolicy(), options.seed);
    case 'solid':
      return policyBot(level, solidPolicy(), options.seed);
    case 'strong':
      return strongBot(options);
  }
}
