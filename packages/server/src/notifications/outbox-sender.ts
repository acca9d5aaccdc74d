/**
 * Sends what the outbox holds, in every process: woken by the notice of a new row (on the channel
 * `katz_outbox`) and every OUTBOX_POLL_MS for rows that come due later (reminders, digests, retries). Mail and
 * pushes go through lanes of their own (outbox-lane.ts), several rows at once in each, every row claimed only
 * when its send begins (outbox-store.ts), so that several processes share the work, never take the same row,
 * and a process killed mid-send holds up only the rows it was sending, for `OUTBOX_CLAIM_SECONDS` at most. A push goes
 * to each of the player's browsers apart: one that fails is tried again alone, one reached never again. Nothing
 * here runs on a play's way: the play only added rows.
 */
import type { Database } from '../db/database.js';
import { compose, type PushTarget } from './compose.js';
import type { Mailer } from './mailer.js';
import type { NotifySettings } from './notify-settings.js';
import { startOutboxLane } from './outbox-lane.js';
import {
  claimDue,
  delivered,
  finish,
  OUTBOX_CHANNEL,
  OUTBOX_CHANNELS,
  postpone,
  renewClaims,
  retryOrGiveUp,
  type OutboxChannel,
  type OutboxRow,
} from './outbox-store.js';
import type { Pusher } from './pusher.js';
import { startPeriodicJob } from '../scheduling/periodic-job.js';

export interface OutboxSender {
  /** Looks for due rows now. */
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

/**
 * Rows sent at once per channel and process: a few SMTP connections (the operator's server may limit them), more
 * push requests (each to the push service of one browser, mostly different ones).
 */
const LANE_WIDTH: Readonly<Record<OutboxChannel, number>> = { mail: 2, push: 8 };

export async function startOutboxSender(db: Database, options: SenderOptions): Promise<OutboxSender> {
  const lanes = OUTBOX_CHANNELS.map((channel) =>
    startOutboxLane({
      width: LANE_WIDTH[channel],
      claim: (limit) => claimDue(db, channel, limit, options.settings.claimSeconds),
      deliver: (row) => deliver(db, row, options),
      onError: options.onError,
    }),
  );
  let closed = false;
  const wake = async (): Promise<void> => {
    if (closed) return;
    await Promise.all(lanes.map((lane) => lane.pump()));
  };
  const stopListening = await db.listen(
    OUTBOX_CHANNEL,
    () => void wake(),
    () => void wake(),
  );
  const poll = startPeriodicJob({ everyMs: options.settings.pollMs, work: wake, onError: options.onError });
  const renewal = startPeriodicJob({
    // Four renewals within a claim: a send in progress keeps its rows through a slow SMTP server or push service
    // (a minute at most), though a renewal or two fail.
    everyMs: (options.settings.claimSeconds * 1000) / 4,
    work: () =>
      renewClaims(
        db,
        lanes.flatMap((lane) => lane.sending()),
        options.settings.claimSeconds,
      ),
    onError: options.onError,
  });
  void wake();
  return {
    wake,
    close: async () => {
      closed = true;
      await poll.close();
      await stopListening();
      await Promise.all(lanes.map((lane) => lane.close()));
      await renewal.close();
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
        const { pusher } = options;
        if (!pusher) {
          await finish(db, row.id, 'dropped');
          return;
        }
        const outcomes = await Promise.all(composed.targets.map((target) => pushTo(db, row, pusher, target)));
        const failures = outcomes.flatMap((outcome) => (typeof outcome === 'object' ? [outcome.failed] : []));
        if (failures.length > 0) throw new Error(failures.join('; '));
        await finish(db, row.id, outcomes.includes('sent') ? 'sent' : 'dropped');
        return;
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const outcome = await retryOrGiveUp(db, row, message, options.settings);
    if (outcome === 'failed') options.onGiveUp(row, message);
  }
}

/**
 * One browser's push: noted as reached once sent, its subscription removed once gone; a failure's words
 * otherwise, for the row's retry (which leaves out the browsers reached).
 */
async function pushTo(
  db: Database,
  row: OutboxRow,
  pusher: Pusher,
  target: PushTarget,
): Promise<'sent' | 'gone' | { readonly failed: string }> {
  let outcome: 'sent' | 'gone';
  try {
    outcome = await pusher.send(target);
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
  if (outcome === 'gone') {
    await db.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [target.endpoint]);
  } else {
    await delivered(db, row.id, target.endpoint);
  }
  return outcome;
}
