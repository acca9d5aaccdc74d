/**
 * What changes are announced on the database's NOTIFY channel. Notices are sent inside the transaction that
 * stores a change, so PostgreSQL delivers them at commit and never for a change that was rolled back: every
 * process that shares the database, this one included, learns of it only once it is stored.
 */
import { z } from 'zod';
import type { Queryable } from '../db/database.js';

export const NOTICE_CHANNEL = 'katz_events';

const NOTICE = z.union([
  z.strictObject({ game: z.string(), version: z.number().int() }),
  z.strictObject({ player: z.string(), gameStarted: z.string() }),
  // Around a game's table, not its moves: its spectators or its rematch offer changed (no new version).
  z.strictObject({ table: z.string() }),
]);

export type Notice = z.infer<typeof NOTICE>;

/** Sends the notices, in order, with one statement (each statement is a round trip, on PGlite to its thread). */
export async function announce(tx: Queryable, ...notices: readonly Notice[]): Promise<void> {
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
