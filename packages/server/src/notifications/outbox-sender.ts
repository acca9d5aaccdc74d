/**
 * Sends what the outbox holds, in every process: woken by the notice of a new row (on the channel
 * `katz_outbox`) and every OUTBOX_POLL_MS for rows that come due later (reminders, digests, retries). Rows are
 * claimed one batch at a time (outbox-store.ts), so that several processes share the work and never take the
 * same row. Nothing here runs on a play's way: the play only added rows.
 */
import type { Database } from '../db/database.js';
import { compose } from './compose.js';
import type { Mailer } from './mailer.js';
import type { NotifySettings } from './notify-settings.js';
import { claimDue, finish, OUTBOX_CHANNEL, postpone, retryOrGiveUp, type OutboxRow } from './outbox-store.js';
import type { Pusher } from './pusher.js';

export interface OutboxSender {
  /** Looks for due rows now; resolves once none is left. */
  wake(): Promise<void>;
  close(): Promise<void>;
}

export interface SenderOptions {
  readonly settings: NotifySettings;
  /** The site's address for the links in mails and pushes. */
  readonly siteUrl: string;
  readonly mailer: Mailer | null;
  readonly pusher: Pusher | null;
  readonly onError: (error: unknown) => void;
  readonly onGiveUp: (row: OutboxRow, error: string) => void;
}

const BATCH = 20;

export async function startOutboxSender(db: Database, options: SenderOptions): Promise<OutboxSender> {
  let running: Promise<void> | null = null;
  // An object, so that the loop sees what a wake or a close changed while it awaited.
  const state = { again: false, closed: false };
  // Functions, not the fields themselves: the type checker would take them as still what the loop set them to.
  const closed = () => state.closed;
  const wokenMeanwhile = () => state.again && !state.closed;
  const drain = async () => {
    do {
      state.again = false;
      for (;;) {
        const rows = await claimDue(db, BATCH);
        for (const row of rows) await deliver(db, row, options);
        if (rows.length < BATCH || closed()) break;
      }
    } while (wokenMeanwhile());
  };
  const wake = (): Promise<void> => {
    if (state.closed) return Promise.resolve();
    if (running) {
      state.again = true;
      return running;
    }
    running = drain()
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
    return running;
  };
  const stopListening = await db.listen(
    OUTBOX_CHANNEL,
    () => void wake(),
    () => void wake(),
  );
  const timer = setInterval(() => void wake(), options.settings.pollMs);
  timer.unref();
  void wake();
  return {
    wake,
    close: async () => {
      state.closed = true;
      clearInterval(timer);
      await stopListening();
      await running;
      options.mailer?.close();
    },
  };
}

async function deliver(db: Database, row: OutboxRow, options: SenderOptions): Promise<void> {
  try {
    const composed = await compose(db, row, options.siteUrl);
    switch (composed.send) {
      case 'nothing':
        await finish(db, row.id, 'dropped');
        return;
      case 'later':
        await postpone(db, row.id, composed.at);
        return;
      case 'mail':
        if (!options.mailer) {
          await finish(db, row.id, 'dropped');
          return;
        }
        await options.mailer.send(composed.mail);
        await finish(db, row.id, 'sent');
        return;
      case 'push': {
        if (!options.pusher) {
          await finish(db, row.id, 'dropped');
          return;
        }
        const failures: string[] = [];
        let gone = 0;
        for (const target of composed.targets) {
          const outcome = await options.pusher.send(target).catch((error: unknown) => {
            failures.push(String(error));
            return 'failed' as const;
          });
          if (outcome === 'gone') {
            gone += 1;
            await db.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [target.endpoint]);
          }
        }
        if (failures.length > 0) throw new Error(failures.join('; '));
        await finish(db, row.id, gone === composed.targets.length ? 'dropped' : 'sent');
        return;
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const outcome = await retryOrGiveUp(db, row, message, options.settings);
    if (outcome === 'failed') options.onGiveUp(row, message);
  }
}
