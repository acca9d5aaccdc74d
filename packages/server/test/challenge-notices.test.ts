/**
 * A direct challenge to a player who is away (no live connection on any process) reaches them by push and mail
 * (docs/social.md): through a real SMTP server and a push service of the test's own, once per browser and once by
 * mail, in the language each was set up in, with the link to the page that shows it. A player online anywhere
 * hears it live only; a challenge that was refused stores nothing to send; one withdrawn, declined or run out
 * before its notice left is never told; a player who takes the daily digest finds a correspondence challenge there. On PostgreSQL the two players are on two server processes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { ENDPOINTS, type Language } from '@katz/protocol';
import type { ParsedMail } from 'mailparser';
import { Client } from './support/client.js';
import { DATABASE_KINDS, scratchDatabase, type ScratchDatabase } from './support/databases.js';
import {
  followLink,
  linkIn,
  MAIL_SITE,
  onServer,
  startMailReceiver,
  type MailReceiver,
} from './support/mail-receiver.js';
import { eventually } from './support/play.js';
import { startPushReceiver, type PushReceiver } from './support/push-receiver.js';
import { freshUsername, registerClient } from './support/registered.js';
import { startServerOn, type TestServer } from './support/test-server.js';

interface Person {
  readonly client: Client;
  readonly username: string;
  readonly id: string;
}

/** The two players of a challenge. */
interface Pair {
  readonly challenger: Person;
  readonly player: Person;
}

const to = (address: string) => (mail: ParsedMail) =>
  [mail.to ?? []].flat().some((entry) => entry.value.some((box) => box.address === address));

describe.each(DATABASE_KINDS)('a direct challenge to a player away $title', ({ kind, skip }) => {
  const vapid = webPush.generateVAPIDKeys();
  let mail: MailReceiver;
  let push: PushReceiver;
  let database: ScratchDatabase;
  const servers: TestServer[] = [];
  beforeAll(async () => {
    if (skip) return;
    mail = await startMailReceiver();
    push = await startPushReceiver(vapid.publicKey);
    database = await scratchDatabase(kind);
    const settings = {
      OUTBOX_POLL_MS: '50',
      // A send that fails waits until the test makes it due again: what happens meanwhile is the test's.
      OUTBOX_RETRY_MS: '3600000',
      SMTP_URL: mail.url,
      PUBLIC_URL: MAIL_SITE,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:operator@example.org',
      // The test's push service listens on 127.0.0.1.
      PUSH_PRIVATE_ADDRESSES: 'true',
    };
    for (let i = 0; i < (kind === 'postgres' ? 2 : 1); i++)
      servers.push(await startServerOn(database, settings));
  });
  afterAll(async () => {
    if (skip) return;
    for (const server of servers) await server.close();
    await database.drop();
    await push.close();
    await mail.close();
  });
  /** The server of this index: 0 and 1 are two processes on PostgreSQL. */
  const server = (index: number) => servers[index % servers.length]!;
  const db = () => server(0).database;

  const person = async (index: number, prefix: string): Promise<Person> => {
    const client = new Client(server(index).url);
    await client.join();
    const username = freshUsername(prefix);
    await registerClient(client, username);
    return { client, username, id: (await client.call(ENDPOINTS.getSession)).id };
  };

  /** Sets the player's mail address in `language` and confirms it by its link; returns the address. */
  const confirmedMail = async (
    player: Person,
    language: Language,
    mode: 'each' | 'digest' = 'each',
  ): Promise<string> => {
    const address = `${player.username.toLowerCase()}@example.org`;
    await player.client.call(ENDPOINTS.setMail, { body: { address, mode, language } });
    const link = linkIn(await mail.next(to(address)), 'http');
    expect(await followLink(link, player.client.base)).toEqual({ opened: 200, pressed: 200 });
    return address;
  };

  /** Subscribes a browser of the player's at the test's push service, named `name`, in `language`. */
  const browser = (player: Person, name: string, language: Language) =>
    player.client.call(ENDPOINTS.addPush, { body: { ...push.subscribe(name), language } });

  const challenge = async (from: Person, of: Person, terms = { turnSeconds: 120, rated: false }) => {
    const made = await from.client.attempt(ENDPOINTS.challengePlayer, {
      params: { name: of.username },
      body: terms,
    });
    if (!made.result.ok) throw new Error(made.result.error.message);
    return made.result.value.id;
  };

  /** The challenge's outbox rows, by channel. */
  const rowsOf = async (challengeId: string) =>
    (
      await db().query<{ channel: string; state: string; attempts: number }>(
        'SELECT channel, state, attempts FROM outbox WHERE challenge_id = $1 ORDER BY channel',
        [challengeId],
      )
    ).rows;

  /** Once none of the challenge's rows waits to be sent any more: their states, by channel. */
  const settled = (challengeId: string) =>
    eventually(async () => {
      const rows = await rowsOf(challengeId);
      return rows.every((row) => row.state !== 'pending')
        ? rows.map((row) => [row.channel, row.state])
        : undefined;
    });

  /** Once each of the challenge's rows has failed its first send and waits for its retry. */
  const waitingForRetry = (challengeId: string, count: number) =>
    eventually(async () => {
      const waiting = await db().query(
        `SELECT 1 FROM outbox WHERE challenge_id = $1 AND state = 'pending' AND attempts = 1
           AND claimed_until IS NULL AND last_error IS NOT NULL`,
        [challengeId],
      );
      return waiting.rows.length === count ? true : undefined;
    });

  /** The retries of the challenge's rows are due now. */
  const dueNow = (challengeId: string) =>
    db().query(`UPDATE outbox SET send_after = now() WHERE challenge_id = $1 AND state = 'pending'`, [
      challengeId,
    ]);

  const tag = () => `${String(process.pid)}-${String(Date.now())}`;

  it.skipIf(skip)(
    "reaches each of an away player's browsers and their mail once, each in its language, with the link to answer",
    async () => {
      const [anna, bert] = await Promise.all([person(0, 'anna'), person(1, 'bert')]);
      const address = await confirmedMail(bert, 'nl');
      const [desk, phone] = [`desk-${tag()}`, `phone-${tag()}`];
      await browser(bert, desk, 'de');
      await browser(bert, phone, 'de');
      // The phone's push service fails once: the phone alone is tried again, the desk never.
      push.failNext(phone, 1);

      const id = await challenge(anna, bert);
      // Queued with the challenge, in its transaction: both rows are there when the answer comes.
      expect((await rowsOf(id)).map((row) => row.channel)).toEqual(['mail', 'push']);

      const pushed = await push.next((each) => each.to === desk);
      expect(pushed.payload).toEqual({
        title: `${anna.username} fordert dich heraus`,
        body: expect.stringMatching(/^2 Minuten pro Zug, ungewertet; noch (9|10) Minuten zum Antworten$/),
        url: `${MAIL_SITE}/`,
        tag: `challenge-${id}`,
      });
      // The push service keeps it no longer than the challenge waits: ten minutes.
      expect(Number(pushed.ttl)).toBeGreaterThan(500);
      expect(Number(pushed.ttl)).toBeLessThanOrEqual(600);
      const mailed = await mail.next(
        (each) => to(address)(each) && each.subject === `${anna.username} daagt je uit`,
      );
      expect(mailed.text).toMatch(
        /^[\w]+ daagt je uit: 2 minuten per beurt, zonder rating; nog (9|10) minuten om te antwoorden\.\n\nAannemen of afwijzen: https:\/\/katz\.example\.org\/\n\nGeen mails als deze meer: https:\/\/katz\.example\.org\/api\/mail\/unsubscribe\?token=[\w-]+\n$/,
      );
      // The link is the app's home page, where the challenges to a player are shown to accept or decline.
      expect((await fetch(onServer(linkIn(mailed, `${MAIL_SITE}/`), server(1).url))).status).toBe(200);

      await waitingForRetry(id, 1);
      await dueNow(id);
      await push.next((each) => each.to === phone);
      expect(await settled(id)).toEqual([
        ['mail', 'sent'],
        ['push', 'sent'],
      ]);
      expect(push.pushes.filter((each) => each.to === desk)).toHaveLength(1);
      expect(push.requestsTo(desk)).toBe(1);
      expect(push.pushes.filter((each) => each.to === phone)).toHaveLength(1);
      expect(push.requestsTo(phone)).toBe(2);
      expect(
        mail.mails.filter((each) => to(address)(each) && (each.text ?? '').includes('daagt je uit')),
      ).toHaveLength(1);
    },
  );

  it.skipIf(skip)(
    'tells a rated correspondence challenge in English, by push alone when there is no mail',
    async () => {
      const [carla, dirk] = await Promise.all([person(1, 'carla'), person(0, 'dirk')]);
      const phone = `dirk-${tag()}`;
      await browser(dirk, phone, 'en');
      const id = await challenge(carla, dirk, { turnSeconds: 2 * 86_400, rated: true });
      const pushed = await push.next((each) => each.to === phone);
      expect(pushed.payload).toEqual({
        title: `${carla.username} challenges you`,
        body: expect.stringMatching(/^2 days per turn, rated; (3 days|2 days 23 hours) left to answer$/),
        url: `${MAIL_SITE}/`,
        tag: `challenge-${id}`,
      });
      expect(await settled(id)).toEqual([['push', 'sent']]);
    },
  );

  it.skipIf(skip)(
    'sends nothing to a player online on any process, though they hide their presence; once they leave, it does',
    async () => {
      const [anna, bert, carl] = await Promise.all([person(0, 'anna'), person(1, 'bert'), person(0, 'carl')]);
      const address = await confirmedMail(bert, 'en');
      const desk = `online-${tag()}`;
      await browser(bert, desk, 'en');
      await bert.client.call(ENDPOINTS.setPresence, { body: { hidden: true } });
      const live = await bert.client.live();
      const present = () =>
        db()
          .query('SELECT 1 FROM presence WHERE player_id = $1', [bert.id])
          .then((found) => found.rows.length);
      await eventually(async () => ((await present()) > 0 ? true : undefined));

      const id = await challenge(anna, bert);
      expect((await live.next('challenged')).challenge.id).toBe(id);
      // The notices would have been queued with the challenge: there are none.
      expect(await rowsOf(id)).toEqual([]);

      await live.close();
      await eventually(async () => ((await present()) === 0 ? true : undefined));
      const later = await challenge(carl, bert);
      expect(await settled(later)).toEqual([
        ['mail', 'sent'],
        ['push', 'sent'],
      ]);
      expect(push.pushes.filter((each) => each.to === desk).map((each) => each.payload)).toEqual([
        expect.objectContaining({ title: `${carl.username} challenges you`, tag: `challenge-${later}` }),
      ]);
      expect(
        mail.mails.filter((each) => to(address)(each) && each.subject?.includes('challenges you')),
      ).toHaveLength(1);
    },
  );

  it.skipIf(skip)(
    'stores nothing to send for a challenge refused: a block either way, or a limit',
    async () => {
      const [anna, bert, carl] = await Promise.all([person(0, 'anna'), person(1, 'bert'), person(0, 'carl')]);
      for (const [player, language] of [
        [anna, 'en'],
        [bert, 'de'],
      ] as const) {
        await confirmedMail(player, language);
        await browser(player, `refused-${player.username}`, language);
      }
      await bert.client.call(ENDPOINTS.block, { params: { name: anna.username } });
      const refusals = [
        await anna.client.attempt(ENDPOINTS.challengePlayer, { params: { name: bert.username }, body: {} }),
        await bert.client.attempt(ENDPOINTS.challengePlayer, { params: { name: anna.username }, body: {} }),
      ];
      expect(refusals.map((answer) => (answer.result.ok ? 'made' : answer.result.error.code))).toEqual([
        'not-available',
        'not-available',
      ]);
      // One waiting challenge from the same player: the second is refused, and only the first is told.
      const first = await challenge(carl, bert);
      const twice = await carl.client.attempt(ENDPOINTS.challengePlayer, {
        params: { name: bert.username },
        body: {},
      });
      expect(twice.result.ok ? 'made' : twice.result.error.code).toBe('too-many-challenges');
      await settled(first);
      const told = await db().query<{ channel: string; player_id: string; challenge_id: string }>(
        `SELECT channel, player_id, challenge_id FROM outbox
        WHERE kind = 'challenged' AND player_id = ANY($1) ORDER BY channel`,
        [[anna.id, bert.id]],
      );
      expect(told.rows).toEqual([
        { channel: 'mail', player_id: bert.id, challenge_id: first },
        { channel: 'push', player_id: bert.id, challenge_id: first },
      ]);
    },
  );

  it.skipIf(skip)(
    'never tells late a challenge declined, withdrawn or run out before its notice left',
    async () => {
      const answers = {
        declined: ({ player }: Pair, id: string) =>
          player.client.call(ENDPOINTS.declineChallenge, { params: { id } }),
        withdrawn: ({ challenger }: Pair, id: string) =>
          challenger.client.call(ENDPOINTS.cancelChallenge, { params: { id } }),
        'run out': async (_pair: Pair, id: string) => {
          await db().query("UPDATE challenges SET expires_at = now() - interval '1 second' WHERE id = $1", [
            id,
          ]);
          // The clock lease's sweep closes it.
          await eventually(async () => {
            const found = await db().query<{ state: string }>('SELECT state FROM challenges WHERE id = $1', [
              id,
            ]);
            return found.rows[0]?.state === 'expired' ? true : undefined;
          });
        },
      } as const;
      for (const [answer, act] of Object.entries(answers)) {
        const [challenger, player] = await Promise.all([person(0, 'late_a'), person(1, 'late_b')]);
        const address = await confirmedMail(player, 'en');
        const phone = `late-${tag()}`;
        await browser(player, phone, 'en');
        // Both first sends fail: the challenge is answered while they wait for their retries.
        push.failNext(phone, 1);
        mail.refuseNext(1);
        const id = await challenge(challenger, player);
        await waitingForRetry(id, 2);
        await act({ challenger, player }, id);
        await dueNow(id);
        expect(await settled(id), answer).toEqual([
          ['mail', 'dropped'],
          ['push', 'dropped'],
        ]);
        expect(push.requestsTo(phone), answer).toBe(1);
        expect(
          push.pushes.filter((each) => each.to === phone),
          answer,
        ).toEqual([]);
        expect(
          mail.mails.filter((each) => to(address)(each) && each.subject?.includes('challenges you')),
          answer,
        ).toEqual([]);
      }
    },
  );

  it.skipIf(skip)(
    'lists a correspondence challenge in the daily digest of a player who takes it, not one answered by then, and queues no digest for a live one',
    async () => {
      const [anna, bert, carl, dora] = await Promise.all([
        person(0, 'anna'),
        person(1, 'bert'),
        person(0, 'carl'),
        person(1, 'dora'),
      ]);
      const address = await confirmedMail(bert, 'de', 'digest');
      await confirmedMail(dora, 'en', 'digest');
      const correspondence = { turnSeconds: 2 * 86_400, rated: true };
      await challenge(anna, bert, correspondence);
      const declined = await challenge(carl, bert, correspondence);
      // A live game's challenge runs out in ten minutes: nothing is queued for it, unless those ten minutes reach
      // past the next digest (a challenge sent between 07:50 and 08:00 UTC), which then lists it.
      const live = await challenge(carl, dora);
      const outlasts = await db().query<{ outlasts: boolean }>(
        'SELECT expires_at > next_digest_at() AS outlasts FROM challenges WHERE id = $1',
        [live],
      );
      const queued = await db().query<{ player_id: string; kind: string; send_after: Date }>(
        `SELECT player_id, kind, send_after FROM outbox WHERE player_id = ANY($1) AND kind <> 'confirm'
         ORDER BY player_id = $2 DESC`,
        [[bert.id, dora.id], bert.id],
      );
      // One digest for Bert, at 08:00 UTC, and no mail of its own for either challenge.
      expect(queued.rows.map((row) => [row.player_id, row.kind])).toEqual([
        [bert.id, 'digest'],
        ...(outlasts.rows[0]?.outlasts === true ? [[dora.id, 'digest']] : []),
      ]);
      expect(queued.rows[0]?.send_after.getUTCHours()).toBe(8);

      await bert.client.call(ENDPOINTS.declineChallenge, { params: { id: declined } });
      // The morning comes early here.
      await db().query(`UPDATE outbox SET send_after = now() WHERE kind = 'digest' AND player_id = $1`, [
        bert.id,
      ]);
      const digest = await mail.next(
        (each) => to(address)(each) && each.subject === 'Eine Herausforderung wartet auf deine Antwort',
      );
      expect(digest.text).toMatch(
        new RegExp(
          `^${anna.username} fordert dich heraus: 2 Tage pro Zug, gewertet; noch (3 Tage|2 Tage 23 Stunden) zum Antworten: https://katz\\.example\\.org/\n`,
        ),
      );
      expect(digest.text).not.toContain(carl.username);
    },
  );
});
