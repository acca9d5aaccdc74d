/**
 * The whole of it across two server processes on one PostgreSQL database: two registered players, each
 * connected to a process of their own, play a correspondence game; each "your move" reaches its player once by
 * mail and once by push (both processes send from the one outbox, each row claimed by one of them); then a
 * vacation planned ahead starts, pauses the clock of the player to move (moved on once, not once per
 * process), and ended early through the other process lets it run again; both players' open tables, one on
 * each process, are sent each moved deadline at once, and a spectator's table is sent nothing of it.
 */
import { describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { ENDPOINTS } from '@katz/protocol';
import { startChildServer, type ChildServer } from './support/child-server.js';
import { Client } from './support/client.js';
import {
  correspondenceGame,
  endTurn,
  registeredPlayer,
  toMove,
  type Correspondent,
} from './support/correspondents.js';
import { DATABASE_KINDS, openScratchDatabase, scratchDatabase } from './support/databases.js';
import { followLink, linkIn, MAIL_SITE, startMailReceiver } from './support/mail-receiver.js';
import { eventually } from './support/play.js';
import { startPushReceiver } from './support/push-receiver.js';

const POSTGRES = DATABASE_KINDS.find((target) => target.kind === 'postgres');
const DAY_MS = 86_400_000;

describe(`notifications from several processes ${POSTGRES?.title ?? ''}`, () => {
  it.skipIf(POSTGRES?.skip ?? true)(
    'a correspondence game whose every "your move" arrives once by mail and by push, and a vacation',
    async () => {
      const vapid = webPush.generateVAPIDKeys();
      const [mailbox, pushService, database] = await Promise.all([
        startMailReceiver(),
        startPushReceiver(vapid.publicKey),
        scratchDatabase('postgres'),
      ]);
      const env = {
        ...database.env,
        SMTP_URL: mailbox.url,
        PUBLIC_URL: MAIL_SITE,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        PUSH_PRIVATE_ADDRESSES: 'true',
        OUTBOX_POLL_MS: '50',
        CLOCK_SWEEP_MS: '50',
        LEASE_MS: '1500',
        LEASE_RENEW_MS: '250',
        PASSWORD_SCRYPT_N: '1024',
        RATE_PER_SECOND: '10000',
        RATE_BURST: '10000',
        REGISTRATIONS_PER_ADDRESS: '1000000',
        WEB_DIST: '/nonexistent/katz-web-dist',
      };
      const servers: ChildServer[] = [];
      const db = await openScratchDatabase(database, 2);
      try {
        servers.push(...(await Promise.all([startChildServer(env), startChildServer(env)])));
        const [first, second] = servers as [ChildServer, ChildServer];
        const anna = await registeredPlayer(first.url, 'anna');
        const bert = await registeredPlayer(second.url, 'bert');
        const players = [anna, bert] as const;
        const addressOf = (player: Correspondent) => `${player.name.toLowerCase()}@example.org`;
        for (const player of players) {
          await player.client.call(ENDPOINTS.setMail, {
            body: { address: addressOf(player), mode: 'each', language: 'en' },
          });
          const confirmation = await mailbox.next(
            (mail) =>
              mail.text?.includes('/api/mail/confirm') === true &&
              JSON.stringify(mail.to).includes(addressOf(player)),
          );
          expect(await followLink(linkIn(confirmation, 'http'), player.client.base)).toEqual({
            opened: 200,
            pressed: 200,
          });
          await player.client.call(ENDPOINTS.addPush, {
            body: { ...pushService.subscribe(player.name), language: 'en' },
          });
        }

        const gameId = await correspondenceGame(players, 3);
        const turns = new Map<Correspondent, number>();
        const mailsTo = (player: Correspondent) => (mail: { subject?: string | undefined; to?: unknown }) =>
          (mail.subject ?? '').startsWith('Your move') && JSON.stringify(mail.to).includes(addressOf(player));
        for (let turn = 0; turn < 6; turn += 1) {
          const mover = await toMove(players, gameId);
          turns.set(mover, (turns.get(mover) ?? 0) + 1);
          const count = turns.get(mover) ?? 0;
          await mailbox.atLeast(count, mailsTo(mover));
          await pushService.atLeast(count, (push) => push.to === mover.name);
          await endTurn(players, gameId);
        }
        const next = await toMove(players, gameId);
        turns.set(next, (turns.get(next) ?? 0) + 1);
        await mailbox.atLeast(turns.get(next) ?? 0, mailsTo(next));
        await pushService.atLeast(turns.get(next) ?? 0, (push) => push.to === next.name);
        // Nothing more is due; each player got exactly one mail and one push per turn.
        await eventually(async () => {
          const due = await db.query(`SELECT 1 FROM outbox WHERE state = 'pending' AND send_after <= now()`);
          return due.rows.length === 0 ? true : undefined;
        });
        for (const [player, count] of turns) {
          expect(mailbox.mails.filter(mailsTo(player))).toHaveLength(count);
          expect(pushService.pushes.filter((push) => push.to === player.name)).toHaveLength(count);
        }
        const sent = await db.query<{ attempts: number; count: number }>(
          `SELECT attempts, count(*)::int AS count FROM outbox WHERE state = 'sent' GROUP BY attempts`,
        );
        expect(sent.rows).toEqual([{ attempts: 1, count: 2 * 7 + 2 }]);

        // Both players' tables are open, each on a process of its own, and a spectator's on the first.
        const watcher = new Client(first.url);
        await watcher.join();
        const sockets = await Promise.all([anna.client.live(), bert.client.live(), watcher.live()]);
        for (const socket of sockets) socket.send({ type: 'watch', gameId });
        const [annaLive, bertLive, spectatorLive] = sockets;
        for (const socket of sockets)
          await socket.next('update', (update) => update.gameId === gameId, 30_000);
        /** Resolves once both players' tables have been sent the game with this deadline. */
        const bothShow = async (deadline: number) => {
          for (const socket of [annaLive, bertLive]) {
            await socket.next(
              'update',
              (update) =>
                update.gameId === gameId && Date.parse(update.game.clock?.deadline ?? '') === deadline,
              30_000,
            );
          }
        };

        // A vacation planned ahead starts: the player to move keeps the time they had, moved on once.
        const before = Date.parse((await next.client.game(gameId)).clock?.deadline ?? '');
        const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
        const planned = await next.client.call(ENDPOINTS.planVacation, {
          body: { startsOn: tomorrow, days: 4 },
        });
        const id = planned.vacation?.vacations[0]?.id ?? '';
        await db.query(
          `UPDATE vacations SET starts_at = now(), ends_at = now() + interval '4 days' WHERE id = $1`,
          [id],
        );
        const paused = await eventually(async () => {
          const deadline = Date.parse((await next.client.game(gameId)).clock?.deadline ?? '');
          return deadline === before ? undefined : deadline;
        });
        expect(paused).toBe(before + 4 * DAY_MS);
        await bothShow(paused);
        const other = next === anna ? bert : anna;
        const pause = await other.client.call(ENDPOINTS.getGamePause, { params: { id: gameId } });
        expect(pause.pausedUntil).not.toBeNull();

        // Ended early through the other process: the clock runs again, less the time the vacation lasted.
        next.client.base = next === anna ? second.url : first.url;
        await next.client.call(ENDPOINTS.endVacation, { params: { id } });
        const lasted = await db.query<{ ms: number }>(
          `SELECT (extract(epoch FROM ends_at - starts_at) * 1000)::float8 AS ms FROM vacations WHERE id = $1`,
          [id],
        );
        const resumed = Date.parse((await other.client.game(gameId)).clock?.deadline ?? '');
        // PostgreSQL keeps microseconds and the API milliseconds: the moments are cut, the sum may differ by one.
        expect(Math.abs(resumed - (before + (lasted.rows[0]?.ms ?? 0)))).toBeLessThanOrEqual(1);
        expect(
          (await other.client.call(ENDPOINTS.getGamePause, { params: { id: gameId } })).pausedUntil,
        ).toBeNull();
        await bothShow(Date.parse((await next.client.game(gameId)).clock?.deadline ?? ''));

        // The spectator learnt nothing of it: one update, its first, and no deadline in it or in the game read.
        spectatorLive.send({ type: 'ping', ref: 'after' });
        await spectatorLive.next('pong', (pong) => pong.ref === 'after', 30_000);
        const updates = watcher.received
          .map((text) => JSON.parse(text) as { type?: string; game?: { clock: unknown } })
          .filter((message) => message.type === 'update');
        expect(updates).toHaveLength(1);
        expect(updates[0]?.game?.clock).toBeNull();
        expect((await watcher.game(gameId)).clock).toBeNull();
        for (const socket of sockets) await socket.close();
      } finally {
        for (const server of servers) {
          server.process.kill('SIGTERM');
          await server.exited;
        }
        await db.close();
        await Promise.all([mailbox.close(), pushService.close(), database.drop()]);
      }
    },
  );
});
