/** What a player may set, and the defaults for someone who has set nothing. */
import { isLanguage, type Language } from '@katz/protocol';

/**
 * `auto`: on for correspondence games only (days per turn, where a slip costs the most and there is time to
 * confirm), as lichess does; off for live games and practice, where every play would wait for a second tap.
 */
/** @public for the settings page */
export const CONFIRM_TURN = ['auto', 'on', 'off'] as const;
/** @public for the settings page */
export type ConfirmTurn = (typeof CONFIRM_TURN)[number];

/** `system` follows the device: off when it asks for reduced motion, else normal. */
/** @public for the settings page */
export const ANIMATION_SPEEDS = ['system', 'slow', 'normal', 'fast', 'off'] as const;
/** @public for the settings page */
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

export interface Settings {
  /** null: the browser's language. */
  readonly language: Language | null;
  readonly confirmTurn: ConfirmTurn;
  readonly animationSpeed: AnimationSpeed;
  readonly sound: boolean;
  /** Whether the other player's phrases show at the table, and the phrase picker with them (docs/social.md). */
  readonly showPhrases: boolean;
}

/** @public for the settings page */
export const DEFAULT_SETTINGS: Settings = {
  language: null,
  confirmTurn: 'auto',
  animationSpeed: 'system',
  sound: false,
  showPhrases: true,
};

/** Reads stored settings, keeping every field that is valid and the default for the rest. */
export function readSettings(stored: unknown): Settings {
  if (typeof stored !== 'object' || stored === null) return DEFAULT_SETTINGS;
  const record = stored as Record<string, unknown>;
  const pick = <T>(options: readonly T[], value: unknown, fallback: T): T =>
    options.includes(value as T) ? (value as T) : fallback;
  return {
    language: isLanguage(record.language) ? record.language : null,
    confirmTurn: pick(CONFIRM_TURN, record.confirmTurn, DEFAULT_SETTINGS.confirmTurn),
    animationSpeed: pick(ANIMATION_SPEEDS, record.animationSpeed, DEFAULT_SETTINGS.animationSpeed),
    sound: typeof record.sound === 'boolean' ? record.sound : DEFAULT_SETTINGS.sound,
    showPhrases: typeof record.showPhrases === 'boolean' ? record.showPhrases : DEFAULT_SETTINGS.showPhrases,
  };
}

/** Whether held plays wait for a confirmation: `correspondence` for a game on the server with days per turn. */
export function confirmsTurn(settings: Settings, game: { readonly correspondence: boolean }): boolean {
  if (settings.confirmTurn !== 'auto') return settings.confirmTurn === 'on';
  return game.correspondence;
}

/** How long animations take relative to normal; 0 turns them off. */
/** @public for the settings page */
export function animationScale(settings: Settings, prefersReducedMotion: boolean): number {
  switch (settings.animationSpeed) {
    case 'system':
      return prefersReducedMotion ? 0 : 1;
    case 'slow':
      return 1.6;
    case 'normal':
      return 1;
    case 'fast':
      return 0.5;
    case 'off':
      return 0;
  }
}
