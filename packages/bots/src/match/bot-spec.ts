/**
 * How the match runner names its players: a level, a candidate for the top level (`search-candidates.ts`), the
 * omniscient reference, or `cmd:<shell command>`.
 */
import { err, ok, type Result } from '@katz/engine';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../levels.js';
import { isSearchCandidate, SEARCH_CANDIDATES, type SearchCandidate } from '../search/search-candidates.js';

export type BotSpec =
  | { readonly kind: 'level'; readonly level: BotLevel }
  | { readonly kind: 'candidate'; readonly candidate: SearchCandidate }
  | { readonly kind: 'omniscient' }
  | { readonly kind: 'command'; readonly command: string };

const COMMAND_PREFIX = 'cmd:';

export function parseBotSpec(text: string): Result<BotSpec, string> {
  if (isBotLevel(text)) return ok({ kind: 'level', level: text });
  if (isSearchCandidate(text)) return ok({ kind: 'candidate', candidate: text });
  if (text === 'omniscient') return ok({ kind: 'omniscient' });
  if (text.startsWith(COMMAND_PREFIX) && text.length > COMMAND_PREFIX.length) {
    return ok({ kind: 'command', command: text.slice(COMMAND_PREFIX.length) });
  }
  return err(
    `unknown bot ${JSON.stringify(text)}: use ${[...BOT_LEVELS, ...Object.keys(SEARCH_CANDIDATES)].join(', ')}, omniscient, or cmd:<shell command>`,
  );
}

export function specName(spec: BotSpec): string {
  switch (spec.kind) {
    case 'level':
      return spec.level;
    case 'candidate':
      return spec.candidate;
    case 'omniscient':
      return 'omniscient';
    case 'command':
      return `${COMMAND_PREFIX}${spec.command}`;
  }
}
