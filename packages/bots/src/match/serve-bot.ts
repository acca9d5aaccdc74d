/**
 * `katz bot --level L`: one of our bots behind the JSON-lines protocol, reading the runner's messages from
 * `input` and answering on `output`. Problems are reported on `errors` (standard error), never on `output`,
 * which carries protocol lines only. Resolves with the exit code.
 */
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { createBot } from '../bot.js';
import type { Bot, BotOptions } from '../contract.js';
import type { BotLevel } from '../levels.js';
import { parseRunnerMessage, PROTOCOL_NAME, PROTOCOL_VERSION, type BotReply } from '../protocol/messages.js';

export interface ServeOptions {
  readonly level: BotLevel;
  readonly seed: string;
  readonly iterations?: number;
  readonly budgetMs?: number;
}

export async function serveBot(
  options: ServeOptions,
  input: Readable,
  output: Writable,
  errors: Writable,
): Promise<number> {
  const send = (reply: BotReply) => output.write(`${JSON.stringify(reply)}\n`);
  const bots = new Map<string, Bot>();
  const botFor = (game: string): Bot => {
    let bot = bots.get(game);
    if (bot === undefined) {
      const botOptions: BotOptions = {
        seed: `${options.seed}-${game}`,
        ...(options.iterations !== undefined && { iterations: options.iterations }),
        ...(options.budgetMs !== undefined && { budgetMs: options.budgetMs }),
      };
      bot = createBot(options.level, botOptions);
      bots.set(game, bot);
    }
    return bot;
  };
  let greeted = false;
  for await (const line of createInterface({ input })) {
    if (line.trim() === '') continue;
    const parsed = parseRunnerMessage(line);
    if (!parsed.ok) {
      errors.write(`katz bot: ${parsed.error}\n`);
      return 1;
    }
    const message = parsed.value;
    if (!greeted && message.type !== 'hello') {
      errors.write(`katz bot: expected the runner's hello first, got a "${message.type}" message\n`);
      return 1;
    }
    switch (message.type) {
      case 'hello':
        greeted = true;
        send({
          type: 'hello',
          protocol: PROTOCOL_NAME,
          version: PROTOCOL_VERSION,
          name: `katz ${options.level}`,
        });
        break;
      case 'newGame':
        bots.delete(message.game);
        botFor(message.game);
        break;
      case 'decide':
        try {
          send({ type: 'action', id: message.id, action: await botFor(message.game).decide(message.view) });
        } catch (error) {
          errors.write(
            `katz bot: cannot decide ${message.id}: ${error instanceof Error ? error.message : String(error)}\n`,
          );
          return 1;
        }
        break;
      case 'gameOver':
        bots.delete(message.game);
        break;
      case 'bye':
        return 0;
    }
  }
  return 0;
}
