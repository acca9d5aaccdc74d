/** The `katz` command line: reads JSON on stdin, writes JSON on stdout, exits 1 on any bad input. */
import { randomBytes } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { applyCommand } from './commands/apply.js';
import { botCommand } from './commands/bot.js';
import { checkCommand } from './commands/check.js';
import { dealCommand } from './commands/deal.js';
import { legalCommand } from './commands/legal.js';
import { matchCommand } from './commands/match.js';
import { replayCommand } from './commands/replay.js';
import { reviewCommand } from './commands/review.js';
import { serveCommand } from './commands/serve.js';
import { vapidKeysCommand } from './commands/vapid-keys.js';
import { viewCommand } from './commands/view.js';
import type { CommandOutput } from './output.js';
import { progressReporter, reviewProgressReporter } from './progress.js';
import { commandUsage, USAGE } from './usage.js';

function unknownCommand(command: string): CommandOutput {
  return { exitCode: 1, json: { error: `unknown command ${JSON.stringify(command)}; try "katz help"` } };
}

/**
 * Ctrl-C (or SIGTERM) stops a match gracefully: its bot programs run in process groups of their own, out of
 * the terminal's reach, so the match must end them itself before it exits.
 */
function interruption(): AbortSignal {
  const controller = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      controller.abort();
    });
  }
  return controller.signal;
}

async function run(argv: readonly string[]): Promise<CommandOutput | string | number> {
  const [command, ...rest] = argv;
  // "katz match --help": a newcomer types the command first; its usage, whatever else follows.
  if (command !== undefined && (rest.includes('--help') || rest.includes('-h'))) {
    return commandUsage(command) ?? unknownCommand(command);
  }
  if (command === 'help' && rest[0] !== undefined) return commandUsage(rest[0]) ?? unknownCommand(rest[0]);
  // These two parse their own options: bots are named by position, and `bot` speaks a protocol on stdio.
  if (command === 'match') return matchCommand(rest, progressReporter(process.stderr), interruption());
  if (command === 'bot') return botCommand(rest);
  if (command === 'review') {
    return reviewCommand(rest, () => text(process.stdin), reviewProgressReporter(process.stderr));
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      seed: { type: 'string' },
      events: { type: 'boolean', default: false },
      player: { type: 'string' },
      pretty: { type: 'boolean', default: false },
      port: { type: 'string' },
    },
    strict: true,
  });
  const stdin = () => text(process.stdin);
  switch (command) {
    case 'deal':
      return dealCommand(values.seed ?? randomBytes(16).toString('hex'));
    case 'apply':
      return applyCommand(await stdin(), { events: values.events });
    case 'legal':
      return legalCommand(await stdin());
    case 'check':
      return checkCommand(await stdin());
    case 'replay':
      return replayCommand(await stdin(), { events: values.events });
    case 'serve':
      return serveCommand({ port: values.port });
    case 'vapid-keys':
      return vapidKeysCommand();
    case 'view': {
      const player = values.player;
      if (player !== '0' && player !== '1' && player !== 'spectator') {
        return { exitCode: 1, json: { error: '--player must be 0, 1 or spectator' } };
      }
      return viewCommand(await stdin(), player === 'spectator' ? null : player === '0' ? 0 : 1);
    }
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return USAGE;
    default:
      return unknownCommand(command);
  }
}

const pretty = process.argv.includes('--pretty');
run(process.argv.slice(2)).then(
  (result) => {
    if (typeof result === 'number') {
      process.exitCode = result;
      return;
    }
    if (typeof result === 'string') {
      process.stdout.write(result);
      return;
    }
    if (result.json !== undefined) {
      process.stdout.write(`${JSON.stringify(result.json, null, pretty ? 2 : undefined)}\n`);
    }
    process.exitCode = result.exitCode;
  },
  (error: unknown) => {
    // parseArgs rejects unknown options with a clear message; anything else is a bug worth its stack.
    const message = error instanceof Error && 'code' in error ? error.message : String(error);
    process.stdout.write(`${JSON.stringify({ error: message })}\n`);
    process.exitCode = 1;
  },
);
