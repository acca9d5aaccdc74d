/**
 * Which games are played by correspondence. No zod here: the table in the browser asks it of the practice game
 * too, without loading the API's schemas.
 */
export const DAY_SECONDS = 86_400;

/** Correspondence games: the days a turn may take. */
export const CORRESPONDENCE_DAYS = [1, 2, 3, 5, 7, 14] as const;

/** The shortest turn of a correspondence game, in seconds (the server's SQL compares with it too). */
export const CORRESPONDENCE_SECONDS = CORRESPONDENCE_DAYS[0] * DAY_SECONDS;

/**
 * Whether a game is played by correspondence: a day or more a turn. Such a game's player is told when it is their
 * turn, may pause its clock by a vacation, and confirms each turn by default.
 */
export const isCorrespondence = (turnSeconds: number): boolean => turnSeconds >= CORRESPONDENCE_SECONDS;
