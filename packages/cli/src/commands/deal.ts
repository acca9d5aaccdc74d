import { deal } from '@katz/engine';
import { failure, success, type CommandOutput } from '../output.js';

/** `katz deal [--seed S]`: a fresh deal; without a seed, a random one (printed, so the deal can be repeated). */
export function dealCommand(seed: string): CommandOutput {
  const dealt = deal(seed);
  if (!dealt.ok) return failure({ error: dealt.error.message, path: dealt.error.path });
  return success({ seed, position: dealt.value });
}
