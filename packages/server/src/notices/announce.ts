/** Sending notices from a statement of this process (notice.ts): inside the transaction whose change they tell. */
import type { Queryable } from '../db/database.js';
import { NOTICE_CHANNEL, noticeText, type Notice } from './notice.js';

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
