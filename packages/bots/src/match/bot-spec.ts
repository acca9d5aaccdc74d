/** How the match runner names its players: a level, the omniscient reference, or `cmd:<shell command>`. */
import { err, ok, type Result } from '@katz/engine';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../levels.js';

export type BotSpec =
  | { readonly kind: 'level'; readonly level: BotLevel }
  | { readonly kind: 'omniscient' }
  | { readonly kind: 'command'; readonly command: string };

const COMMAND_PREFIX = 'cmd:';

export function parseBotSpec(text: string): Result<BotSpec, string> {
  if (isBotLevel(text)) return ok({ kind: 'level', level: text });
  if (text === 'omniscient') return ok({ kind: 'omniscient' });
  if (text.startsWith(COMMAND_PREFIX) && text.length > COMMAND_PREFIX.length) {
    return ok({ kind: 'command', command: text.slice(COMMAND_PREFIX.length) });
  }
  return err(
    `unknown bot ${JSON.stringify(text)}: use ${BOT_LEVELS.join(', ')}, omniscient, or cmd:<shell command>`,
  );
}

export function specName(spec: BotSpec): string {
  switch (spec.kind) {
    case 'level':
      return spec.level;
    case 'omniscient':
      return 'omniscient';
    case 'command':
      return `${COMMAND_PREFIX}${spec.command}`;
  }
}
