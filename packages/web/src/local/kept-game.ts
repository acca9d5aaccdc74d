/**
 * A local game kept in the tab's session storage as its seed, level and actions, so that a reload picks it up
 * where it was. Whatever is read back is checked: a kept game that does not parse is forgotten.
 */
import { isBotLevel, type BotLevel } from '@katz/bots';
import { parseAction, SEED_PATTERN, type Action } from '@katz/engine';

export interface KeptGame {
  readonly seed: string;
  readonly level: BotLevel;
  readonly actions: readonly Action[];
}

export function readKeptGame(key: string): KeptGame | null {
  try {
    const text = sessionStorage.getItem(key);
    if (text === null) return null;
    const stored = JSON.parse(text) as { seed?: unknown; level?: unknown; actions?: unknown };
    if (typeof stored.seed !== 'string' || !SEED_PATTERN.test(stored.seed) || !isBotLevel(stored.level))
      return null;
    if (!Array.isArray(stored.actions)) return null;
    const actions: Action[] = [];
    for (const item of stored.actions) {
      const parsed = parseAction(item);
      if (!parsed.ok) return null;
      actions.push(parsed.value);
    }
    return { seed: stored.seed, level: stored.level, actions };
  } catch {
    return null;
  }
}

export function keepGame(key: string, game: KeptGame | null): void {
  try {
    if (game === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(game));
  } catch {
    // Not kept: a reload starts a new game.
  }
}
