import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { isBotLevel, BOT_LEVELS } from '@katz/bots';
import { serveBot } from '@katz/bots/match';
import { integerOption } from './numbers.js';

/**
 * `katz bot --level L [--seed S] [--iterations N] [--budget-ms M]`: serves one of our bots over the JSON-lines
 * protocol on standard input and output (docs/bot-protocol.md). Resolves with the exit code.
 */
export async function botCommand(args: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      level: { type: 'string' },
      seed: { type: 'string' },
      iterations: { type: 'string' },
      'budget-ms': { type: 'string' },
    },
    strict: true,
  });
  const level = values.level;
  if (!isBotLevel(level)) {
    process.stderr.write(
      `katz bot: --level must be one of ${BOT_LEVELS.join(', ')}, not ${JSON.stringify(level ?? null)}\n`,
    );
    return 1;
  }
  const iterations = integerOption(values.iterations, '--iterations');
  const budget = integerOption(values['budget-ms'], '--budget-ms');
  for (const checked of [iterations, budget]) {
    if (!checked.ok) {
      process.stderr.write(`katz bot: ${checked.error}\n`);
      return 1;
    }
  }
  return serveBot(
    {
      level,
      seed: values.seed ?? randomBytes(8).toString('hex'),
      ...(iterations.ok && iterations.value !== undefined && { iterations: iterations.value }),
      ...(budget.ok && budget.value !== undefined && { budgetMs: budget.value }),
    },
    process.stdin,
    process.stdout,
    process.stderr,
  );
}
