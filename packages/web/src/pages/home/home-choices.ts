/** The home page's last choices (level, turn times), kept on this device so "play now" stays one click. */
import { PLAYER_LEVELS, type PlayerLevel } from '@katz/bots';
import { DEFAULT_TURN_SECONDS, TURN_TIMES } from '../shared/turn-times.js';

export interface HomeChoices {
  readonly level: PlayerLevel;
  readonly computerSeconds: number;
  readonly friendSeconds: number;
  /** The time per turn of a game with a person from the pool. */
  readonly personSeconds: number;
  readonly lobby: boolean;
  /** A rated challenge: for registered players only. */
  readonly rated: boolean;
}

/** What each of the home page's panels is handed: the kept choices, and a way to change some of them. */
export interface HomeChoiceProps {
  readonly choices: HomeChoices;
  readonly onChoose: (change: Partial<HomeChoices>) => void;
}

const KEY = 'katz.home';
const DEFAULTS: HomeChoices = {
  level: 'novice',
  computerSeconds: DEFAULT_TURN_SECONDS,
  friendSeconds: DEFAULT_TURN_SECONDS,
  personSeconds: DEFAULT_TURN_SECONDS,
  lobby: false,
  rated: false,
};

const isTurnTime = (value: unknown): value is number =>
  typeof value === 'number' && (TURN_TIMES as readonly number[]).includes(value);

export function loadChoices(): HomeChoices {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
    if (stored === null || typeof stored !== 'object') return DEFAULTS;
    return {
      level: (PLAYER_LEVELS as readonly unknown[]).includes(stored.level)
        ? (stored.level as PlayerLevel)
        : DEFAULTS.level,
      computerSeconds: isTurnTime(stored.computerSeconds) ? stored.computerSeconds : DEFAULTS.computerSeconds,
      friendSeconds: isTurnTime(stored.friendSeconds) ? stored.friendSeconds : DEFAULTS.friendSeconds,
      personSeconds: isTurnTime(stored.personSeconds) ? stored.personSeconds : DEFAULTS.personSeconds,
      lobby: typeof stored.lobby === 'boolean' ? stored.lobby : DEFAULTS.lobby,
      rated: typeof stored.rated === 'boolean' ? stored.rated : DEFAULTS.rated,
    };
  } catch {
    return DEFAULTS;
  }
}

export function saveChoices(choices: HomeChoices): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(choices));
  } catch {
    // Storage switched off: the choices hold for this visit.
  }
}
