/**
 * The creation form's choices and the one request they make: a Swiss sends its rounds (whether its deals are
 * duplicate and, by correspondence, whether its rounds start at set times), an arena its minutes and a live turn
 * time, each nothing of the other's (the server refuses a mix).
 */
import {
  ARENA_MAX_TURN_SECONDS,
  isCorrespondence,
  type ROUND_DAYS,
  TOURNAMENT_MIN_TURN_SECONDS,
  type InputOf,
  type TOURNAMENT_BODY,
  type TournamentFormat,
} from '@katz/protocol';
import { DEFAULT_TURN_SECONDS, LIVE_TURN_TIMES } from '../shared/turn-times.js';

/** An arena's turn times: the live ones up to the arena's most. */
export const ARENA_TURN_TIMES = LIVE_TURN_TIMES.filter(
  (seconds) => seconds >= TOURNAMENT_MIN_TURN_SECONDS && seconds <= ARENA_MAX_TURN_SECONDS,
);

/** How soon a tournament may start, from a few minutes (to gather friends) to a week (by correspondence). */
export const START_DELAYS = [120, 600, 1_800, 3_600, 86_400, 604_800] as const;

export interface TournamentChoices {
  readonly name: string;
  readonly format: TournamentFormat;
  readonly rounds: number;
  readonly minutes: number;
  /** Each format keeps its own turn time, so that a look at the other format loses neither. */
  readonly swissTurnSeconds: number;
  readonly arenaTurnSeconds: number;
  readonly rated: boolean;
  readonly duplicate: boolean;
  /** A correspondence Swiss's rounds at set times: at most one every this many days; null: each at once. */
  readonly roundDays: (typeof ROUND_DAYS)[number] | null;
  readonly listed: boolean;
  readonly maxPlayers: number;
  readonly startDelaySeconds: number;
}

export const DEFAULT_CHOICES: TournamentChoices = {
  name: '',
  format: 'swiss',
  rounds: 5,
  minutes: 60,
  swissTurnSeconds: DEFAULT_TURN_SECONDS,
  // A minute a turn: live, and time enough for a turn of several plays.
  arenaTurnSeconds: 60,
  rated: false,
  duplicate: false,
  roundDays: null,
  listed: true,
  maxPlayers: 64,
  startDelaySeconds: START_DELAYS[1],
};

export type TournamentBody = InputOf<typeof TOURNAMENT_BODY>;

/** The request body for the choices, its start counted from `now` (ms). */
export function tournamentBody(choices: TournamentChoices, now: number): TournamentBody {
  const { name, rated, maxPlayers } = choices;
  const visibility = choices.listed ? 'listed' : 'link';
  const startsAt = new Date(now + choices.startDelaySeconds * 1000).toISOString();
  if (choices.format === 'arena') {
    const { minutes } = choices;
    const turnSeconds = choices.arenaTurnSeconds;
    return { name, format: 'arena', minutes, turnSeconds, rated, visibility, maxPlayers, startsAt };
  }
  const { rounds, duplicate } = choices;
  const turnSeconds = choices.swissTurnSeconds;
  const body = {
    name,
    format: 'swiss',
    rounds,
    turnSeconds,
    rated,
    duplicate,
    visibility,
    maxPlayers,
    startsAt,
  } as const;
  const { roundDays } = choices;
  return roundDays !== null && isCorrespondence(turnSeconds) ? { ...body, roundDays } : body;
}
