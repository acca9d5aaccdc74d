/**
 * What changes are announced on the database's NOTIFY channel. Notices are sent inside the transaction that
 * stores a change, so PostgreSQL delivers them at commit and never for a change that was rolled back: every
 * process that shares the database, this one included, learns of it only once it is stored.
 */
import { z } from 'zod';
import type { Queryable } from '../db/database.js';

export const NOTICE_CHANNEL = 'katz_events';

/**
 * A play stored in one statement (play-store.ts) carries itself, so that another process that kept the game at
 * the version before can rebuild the change with the engine instead of reading it (changes/carried-play.ts).
 * The storing process writes `play`; the statement adds `stored`, what only the database knows.
 */
const CARRIED_PLAY = z.strictObject({
  seat: z.union([z.literal(0), z.literal(1)]),
  // Checked by the engine where it is used.
  action: z.unknown(),
  clientActionId: z.string().nullable(),
});

const STORED_FACTS = z.strictObject({
  /** The statement's time: the game's updated_at and the entry's created_at. */
  at: z.string(),
  deadline: z.string().nullable(),
  /** The seats' names as the players table holds them now (null for a computer). */
  names: z.tuple([z.string().nullable(), z.string().nullable()]),
});

const GAME_NOTICE = z.strictObject({
  game: z.string(),
  version: z.number().int(),
  play: CARRIED_PLAY.optional(),
  stored: STORED_FACTS.optional(),
});

const NOTICE = z.union([
  GAME_NOTICE,
  z.strictObject({ player: z.string(), gameStarted: z.string() }),
  // Around a game's table, not its moves: its spectators or its rematch offer changed (no new version).
  z.strictObject({ table: z.string() }),
  // A game's turn deadline moved without a new version (a vacation began or ended early: the clock stands still,
  // or runs again): every kept copy of the game holds the old one, and its players' tables show it.
  z.strictObject({ deadlineMoved: z.string() }),
  // A player's name, account or rating changed: the games kept with them seated show the old ones.
  z.strictObject({ seatOf: z.string() }),
  // Sessions ended (by their tokens' hashes): their live connections close, on every process.
  z.strictObject({ sessionsEnded: z.array(z.string()).min(1) }),
  // A tournament's players, pairings, games or state changed (tournaments/sql/tournament-notices.ts).
  z.strictObject({ tournament: z.string() }),
]);

export type Notice = z.infer<typeof NOTICE>;
export type GameNotice = z.infer<typeof GAME_NOTICE>;

/** Sends the notices, in order, with one statement (each statement is a round trip, on PGlite to its thread). */
export async function announce(tx: Queryable, ...notices: readonly Notice[]): Promise<void> {
  if (notices.length === 0) return;
  const [only] = notices;
  if (only !== undefined && notices.length === 1) {
    await tx.query('SELECT pg_notify($1, $2)', [NOTICE_CHANNEL, noticeText(only)]);
    return;
  }
  await tx.query(
    'SELECT pg_notify($1, notice) FROM unnest($2::text[]) WITH ORDINALITY AS n(notice, at) ORDER BY at',
    [NOTICE_CHANNEL, notices.map(noticeText)],
  );
}

/** The notices that a game began: its first version, then each seated person's start, in that order. */
export const gameStarts = (gameId: string, playerIds: readonly string[]): Notice[] => [
  { game: gameId, version: 0 },
  ...playerIds.map((player) => ({ player, gameStarted: gameId })),
];

/**
 * The notices that these sessions ended, a hundred hashes each: a notice's payload must stay under PostgreSQL's
 * 8,000 bytes.
 */
export function sessionsEnded(hashes: readonly string[]): Notice[] {
  const notices: Notice[] = [];
  for (let start = 0; start < hashes.length; start += 100) {
    notices.push({ sessionsEnded: hashes.slice(start, start + 100) });
  }
  return notices;
}

/**
 * The SQL that announces that the deadline of the game whose id `idExpression` gives has moved, for a statement
 * that moves deadlines (a vacation's): `SELECT ${deadlineMovedNotice('id')} FROM moved`.
 */
export const deadlineMovedNotice = (idExpression: string): string =>
  `pg_notify('${NOTICE_CHANNEL}', json_build_object('deadlineMoved', ${idExpression})::text)`;

/** The payload of a notice, for a statement that sends it itself (`pg_notify`). */
export const noticeText = (notice: Notice): string => JSON.stringify(notice);

/** A notice's payload, or null when it is not one of ours. */
export function readNotice(payload: string): Notice | null {
  try {
    const parsed = NOTICE.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
