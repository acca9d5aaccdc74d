/**
 * "Your move" by mail, through a real SMTP server in the test's process: an address confirmed by its link
 * before anything else is sent; one mail per turn, which carries a one-click unsubscribe (RFC 8058) that works
 * without a login; a reminder when a fifth of the turn is left; a daily digest instead, when asked; retries
 * while the SMTP server refuses, and a give-up. Sending never holds up a play: the play only adds outbox rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type Language } from '@katz/protocol';
import type { ParsedMail } from 'mailparser';
import type { Database } from '../src/db/database.js';
import {
  correspondenceGame,
  DAY_SECONDS,
  endTurn,
  registeredPlayer,
  settingsOf,
  toMove,
  type Correspondent,
} from './support/correspondents.js';
import { DATABASE_KINDS } from './support/databases.js';
import {
  followLink,
  linkIn,
  MAIL_SITE,
  onServer,
  startMailReceiver,
  type MailReceiver,
} from './support/mail-receiver.js';
import { eventually } from './support/play.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const QUICK_OUTBOX = { OUTBOX_POLL_MS: '50', OUTBOX_RETRY_MS: '20' };

/** A header's value as the mail carries it (mailparser folds the List-* headers into one object). */
const header = (mail: ParsedMail | undefined, name: string): string | undefined =>
  mail?.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .trim();

const to = (address: string) => (mail: ParsedMail) =>
  [mail.to ?? []].flat().some((entry) => entry.value.some((box) => box.address === address));

/** Sets the player's address and follows the link of the confirmation mail; returns the address. */
async function confirmedAddress(
  player: Correspondent,
  receiver: MailReceiver,
  options: { mode?: 'each' | 'digest'; language?: Language } = {},
): Promise<string> {
  const address = `${player.name.toLowerCase()}@example.org`;
  const set = await player.client.call(ENDPOINTS.setMail, {
    body: { address, mode: options.mode ?? 'each', language: options.language ?? 'en' },
  });
  expect(set.mail).toMatchObject({ address, confirmed: false });
  const confirmation = await receiver.next(to(address));
  expect(header(confirmation, 'list-unsubscribe')).toBeUndefined();
  const link = linkIn(confirmation, 'http');
  // Opened, the link only asks (a mail scanner opens links too); its button confirms.
  const page = await fetch(onServer(link, player.client.base));
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<form method="post"');
  expect((await settingsOf(player)).mail.confirmed).toBe(false);
  expect(await followLink(link, player.client.base)).toEqual({ opened: 200, pressed: 200 });
  expect((await settingsOf(player)).mail.confirmed).toBe(true);
  return address;
}

/** Waits until the outbox holds nothing due: everything queued so far has been sent or dropped. */
const outboxSettled = (db: Database) =>
  eventually(async () => {
    const due = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM outbox WHERE state = 'pending' AND send_after <= now()`,
    );
    return due.rows[0]?.count === 0 ? true : undefined;
  });

describe.each(DATABASE_KINDS)('mail $title', ({ kind, skip }) => {
  let receiver: MailReceiver;
  let server: TestServer;
  beforeAll(async () => {
    if (skip) return;
    receiver = await startMailReceiver();
    server = await startTestServer(kind, { ...QUICK_OUTBOX, SMTP_URL: receiver.url, PUBLIC_URL: MAIL_SITE });
  });
  afterAll(async () => {
    if (skip) return;
    await server.close();
    await receiver.close();
  });

  it.skipIf(skip)(
    'confirms an address by its link, mails each "your move" once, and unsubscribes in one click',
    async () => {
      const anna = await registeredPlayer(server.url, 'anna');
      const bert = await registeredPlayer(server.url, 'bert');
      expect((await settingsOf(anna)).mail).toEqual({
        available: true,
        address: null,
        confirmed: false,
        mode: 'each',
      });
      const annaAddress = await confirmedAddress(anna, receiver, { language: 'de' });
      const bertAddress = await confirmedAddress(bert, receiver);
      const players = [anna, bert] as const;
      const gameId = await correspondenceGame(players);
      const turns = new Map([
        [annaAddress, 0],
        [bertAddress, 0],
      ]);
      const addressOf = (player: Correspondent) => (player === anna ? annaAddress : bertAddress);
      for (let turn = 0; turn < 4; turn += 1) {
        const mover = await toMove(players, gameId);
        const address = addressOf(mover);
        turns.set(address, (turns.get(address) ?? 0) + 1);
        const count = turns.get(address) ?? 0;
        const opponent = mover === anna ? bert.name : anna.name;
        const subject = mover === anna ? `Du bist am Zug gegen ${opponent}` : `Your move against ${opponent}`;
        // This turn's mail: the player's count of "your move" mails reaches their count of turns.
        await receiver.atLeast(count, (mail) => to(address)(mail) && mail.subject === subject);
        const mail = receiver.mails.filter((mail) => to(address)(mail) && mail.subject === subject)[
          count - 1
        ];
        expect(mail?.text).toContain(`/game/${gameId}`);
        // A turn of two days just begun has two days left, in words; the mail ends with how to stop such mails.
        expect(mail?.text).toContain(mover === anna ? 'noch 2 Tage.' : '2 days left.');
        const footer = mover === anna ? 'Keine solchen Mails mehr:' : 'No more mails like this:';
        expect(mail?.text).toMatch(
          new RegExp(`\n\n${footer} ${MAIL_SITE}/api/mail/unsubscribe\\?token=[\\w-]+\n$`),
        );
        expect(mail?.text).not.toMatch(/^--/m);
        await endTurn(players, gameId);
      }
      // The last turn ended began the next one's.
      const next = addressOf(await toMove(players, gameId));
      turns.set(next, (turns.get(next) ?? 0) + 1);
      await outboxSettled(server.database);
      for (const [address, count] of turns) {
        const mails = receiver.mails.filter(
          (mail) => to(address)(mail) && /Your move|am Zug/.test(mail.subject ?? ''),
        );
        expect(mails).toHaveLength(count);
      }

      // The one-click unsubscribe: a POST of the form RFC 8058 names, without a session.
      const last = receiver.mails.filter(to(bertAddress)).at(-1);
      expect(header(last, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const listed = /<([^>]+)>/.exec(header(last, 'list-unsubscribe') ?? '')?.[1] ?? '';
      expect(listed).toMatch(new RegExp(`^${MAIL_SITE}/api/mail/unsubscribe\\?token=`));
      const unsubscribeUrl = onServer(listed, server.url);
      const question = await fetch(unsubscribeUrl);
      expect(await question.text()).toContain('<form method="post"');
      expect((await settingsOf(bert)).mail.address).toBe(bertAddress);
      const done = await fetch(unsubscribeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(done.status).toBe(200);
      expect(await done.text()).toContain('Unsubscribed');
      expect((await settingsOf(bert)).mail).toMatchObject({ address: null, confirmed: false });

      // A link used already, or broken, says that it is not valid, and changes nothing.
      for (const broken of [unsubscribeUrl, `${server.url}/api/mail/unsubscribe?token=nothing`]) {
        for (const method of ['GET', 'POST']) {
          const answer = await fetch(broken, { method });
          expect(answer.status, `${method} ${broken}`).toBe(404);
          expect(await answer.text(), `${method} ${broken}`).toContain('not (or no longer) valid');
        }
      }
      for (const method of ['GET', 'POST']) {
        const answer = await fetch(`${server.url}/api/mail/confirm?token=nothing`, { method });
        expect(answer.status, method).toBe(404);
      }
      expect((await settingsOf(anna)).mail).toMatchObject({ address: annaAddress, confirmed: true });
    },
  );

  it.skipIf(skip)(
    'tells both players that their correspondence tournament game has begun, each once and in their language',
    async () => {
      const carla = await registeredPlayer(server.url, 'carla');
      const dirk = await registeredPlayer(server.url, 'dirk');
      const carlaAddress = await confirmedAddress(carla, receiver, { language: 'nl' });
      const dirkAddress = await confirmedAddress(dirk, receiver);
      const name = `Winter Swiss ${carla.name}`;
      const made = await carla.client.call(ENDPOINTS.createTournament, {
        body: {
          name,
          rounds: 1,
          turnSeconds: 2 * DAY_SECONDS,
          startsAt: new Date(Date.now() + 3_600_000).toISOString(),
        },
      });
      await dirk.client.call(ENDPOINTS.joinTournament, { params: { id: made.id } });
      const started = await carla.client.call(ENDPOINTS.startTournament, { params: { id: made.id } });
      const gameId = started.pairings[0]!.games[0]!.id;
      // The players in their seats (the pairing seats them), as the helpers take them.
      const shown = await carla.client.game(gameId);
      const seated =
        shown.seats[0].kind === 'person' && shown.seats[0].name === carla.name
          ? [carla, dirk]
          : [dirk, carla];
      const players = [seated[0]!, seated[1]!] as const;
      const mover = await toMove(players, gameId);
      const waiter = mover === carla ? dirk : carla;
      const begun = (player: Correspondent) =>
        player === carla
          ? `Je partij tegen ${(player === mover ? waiter : mover).name} in ${name} is begonnen`
          : `Your game against ${(player === mover ? waiter : mover).name} in ${name} has begun`;
      const addressOf = (player: Correspondent) => (player === carla ? carlaAddress : dirkAddress);
      const moverMail = await receiver.next(
        (mail) => to(addressOf(mover))(mail) && mail.subject === begun(mover),
      );
      expect(moverMail.text).toContain(mover === carla ? 'Jij bent aan zet tegen' : 'Your move against');
      expect(moverMail.text).toContain(mover === carla ? '2 dagen' : '2 days left');
      expect(moverMail.text).toContain(`/game/${gameId}`);
      const waiterMail = await receiver.next(
        (mail) => to(addressOf(waiter))(mail) && mail.subject === begun(waiter),
      );
      expect(waiterMail.text).toContain(
        waiter === carla
          ? `${mover.name} begint: je hoort het zodra jij aan zet bent`
          : `${mover.name} moves first`,
      );
      expect(waiterMail.text).toContain(`/game/${gameId}`);
      // Once the first move is played, the waiter's next mail is an ordinary "your move", and nothing else came.
      await endTurn(players, gameId);
      await receiver.next(
        (mail) =>
          to(addressOf(waiter))(mail) &&
          /^(Your move against|Jij bent aan zet tegen)/.test(mail.subject ?? ''),
      );
      await outboxSettled(server.database);
      for (const player of [carla, dirk]) {
        const gameMails = receiver.mails.filter(
          (mail) => to(addressOf(player))(mail) && (mail.text ?? '').includes(`/game/${gameId}`),
        );
        expect(gameMails.map((mail) => mail.subject)).toHaveLength(player === waiter ? 2 : 1);
      }
    },
  );

  it.skipIf(skip)('sends one confirmation link of twenty addresses set at the same moment', async () => {
    const carl = await registeredPlayer(server.url, 'carl');
    const stem = carl.name.toLowerCase();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        carl.client.attempt(ENDPOINTS.setMail, {
          body: { address: `${stem}.${String(index)}@example.org`, mode: 'each', language: 'en' },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(19);
    const confirmations = await server.database.query(
      'SELECT 1 FROM outbox WHERE player_id = $1 AND kind = $2',
      [(await carl.client.call(ENDPOINTS.getSession)).id, 'confirm'],
    );
    expect(confirmations.rows).toHaveLength(1);
  });

  it.skipIf(skip)(
    'sends a new link when an address not confirmed is set again, a minute after the last',
    async () => {
      const dora = await registeredPlayer(server.url, 'dora');
      const address = `${dora.name.toLowerCase()}@example.org`;
      const body = { address, mode: 'each', language: 'en' } as const;
      await dora.client.call(ENDPOINTS.setMail, { body });
      const first = await receiver.next(to(address));
      // At once, the same address again: one link a minute still.
      expect((await dora.client.refused(ENDPOINTS.setMail, { body })).code).toBe('throttled');
      // A minute later (the last link's time moved back by one), it sends a new link, and the old one is void.
      await server.database.query(
        `UPDATE outbox SET created_at = created_at - interval '61 seconds'
         WHERE kind = 'confirm' AND player_id = (SELECT id FROM players WHERE username = $1)`,
        [dora.name],
      );
      expect((await dora.client.call(ENDPOINTS.setMail, { body })).mail).toMatchObject({
        address,
        confirmed: false,
      });
      await receiver.atLeast(2, to(address));
      const second = receiver.mails.filter(to(address))[1];
      if (!second) throw new Error('a second confirmation');
      expect(linkIn(second, 'http')).not.toBe(linkIn(first, 'http'));
      expect(await followLink(linkIn(first, 'http'), server.url)).toEqual({ opened: 404, pressed: 0 });
      expect(await followLink(linkIn(second, 'http'), server.url)).toEqual({ opened: 200, pressed: 200 });
      expect((await settingsOf(dora)).mail).toMatchObject({ address, confirmed: true });
    },
  );

  it.skipIf(skip)('sends nothing but the confirmation to an address not confirmed', async () => {
    const anna = await registeredPlayer(server.url, 'anna');
    const bert = await registeredPlayer(server.url, 'bert');
    const address = `${anna.name.toLowerCase()}@example.org`;
    await anna.client.call(ENDPOINTS.setMail, { body: { address, mode: 'each', language: 'en' } });
    await receiver.next(to(address));
    // Another address at once would send another link: one a minute, so no one floods someone else's mailbox.
    const again = await anna.client.refused(ENDPOINTS.setMail, {
      body: { address: 'someone.else@example.org', mode: 'each', language: 'en' },
    });
    expect(again.code).toBe('throttled');
    const gameId = await correspondenceGame([anna, bert]);
    await endTurn([anna, bert], gameId);
    await endTurn([anna, bert], gameId);
    await outboxSettled(server.database);
    expect(receiver.mails.filter(to(address))).toHaveLength(1);
    const queued = await server.database.query('SELECT 1 FROM outbox WHERE player_id = $1 AND kind <> $2', [
      (await anna.client.call(ENDPOINTS.getSession)).id,
      'confirm',
    ]);
    expect(queued.rows).toHaveLength(0);
  });

  it.skipIf(skip)(
    'reminds when a fifth of the turn is left, and sends a daily digest when asked',
    async () => {
      const anna = await registeredPlayer(server.url, 'anna');
      const bert = await registeredPlayer(server.url, 'bert');
      const annaAddress = await confirmedAddress(anna, receiver, { language: 'nl' });
      const bertAddress = await confirmedAddress(bert, receiver, { mode: 'digest' });
      const players = [anna, bert] as const;
      // Games until each has one where they are to move: who begins is dealt, so six games are not always enough.
      let annasTurn: string | undefined;
      const bertsTurns: string[] = [];
      for (let dealt = 0; dealt < 60 && (annasTurn === undefined || bertsTurns.length === 0); dealt += 1) {
        const id = await correspondenceGame(players);
        if ((await anna.client.game(id)).toMove === 0) annasTurn ??= id;
        else bertsTurns.push(id);
      }
      expect(annasTurn).toBeDefined();
      expect(bertsTurns.length).toBeGreaterThan(0);

      // The reminder is due when a fifth of the turn is left, by the mail and by the push alike.
      const scheduled = await server.database.query<{ channel: string; early: number }>(
        `SELECT o.channel, extract(epoch FROM (g.turn_deadline - g.turn_seconds * interval '1 second' / 5)
           - o.send_after)::float8 AS early
         FROM outbox o JOIN games g ON g.id = o.game_id WHERE o.kind = 'reminder' AND o.game_id = $1`,
        [annasTurn],
      );
      expect(scheduled.rows.map((row) => row.channel)).toEqual(['mail']);
      expect(Math.abs(scheduled.rows[0]?.early ?? Infinity)).toBeLessThan(0.001);

      // Two of the two days pass but an hour: the reminder comes due.
      await server.database.query(
        `UPDATE games SET turn_deadline = now() + interval '1 hour' WHERE id = $1`,
        [annasTurn],
      );
      await server.database.query(
        `UPDATE outbox SET send_after = now() WHERE kind = 'reminder' AND channel = 'mail' AND game_id = $1`,
        [annasTurn],
      );
      const reminder = await receiver.next(
        (mail) => to(annaAddress)(mail) && (mail.subject ?? '').startsWith('Minder dan 20% van je tijd'),
      );
      expect(reminder.text).toContain(`/game/${annasTurn ?? ''}`);
      expect(reminder.text).toMatch(/nog (59 minuten|1 uur)/);

      // Bert asked for a digest: no mail per game, one at 08:00 UTC listing all. The morning comes early here.
      expect(
        receiver.mails.filter((mail) => to(bertAddress)(mail) && (mail.subject ?? '').includes('Your move')),
      ).toEqual([]);
      const digests = await server.database.query<{ send_after: Date }>(
        `SELECT send_after FROM outbox o JOIN mail_addresses m ON m.player_id = o.player_id
       WHERE o.kind = 'digest' AND m.address = $1`,
        [bertAddress],
      );
      expect(digests.rows).toHaveLength(1);
      expect(digests.rows[0]?.send_after.getUTCHours()).toBe(8);
      await server.database.query(
        `UPDATE outbox SET send_after = now() FROM mail_addresses m
       WHERE outbox.kind = 'digest' AND m.player_id = outbox.player_id AND m.address = $1`,
        [bertAddress],
      );
      const digest = await receiver.next(
        (mail) => to(bertAddress)(mail) && /wait.* for your move/.test(mail.subject ?? ''),
      );
      for (const id of bertsTurns) expect(digest.text).toContain(`/game/${id}`);
      expect(header(digest, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    },
  );

  it.skipIf(skip)('retries while the SMTP server refuses for a while', async () => {
    const anna = await registeredPlayer(server.url, 'anna');
    receiver.refuseNext(2);
    const address = `${anna.name.toLowerCase()}@example.org`;
    await anna.client.call(ENDPOINTS.setMail, { body: { address, mode: 'each', language: 'en' } });
    await receiver.next(to(address));
    const playerId = (await anna.client.call(ENDPOINTS.getSession)).id;
    // The receiver holds the mail before the outbox hears the SMTP server's answer and marks the row sent.
    const row = await eventually(async () => {
      const rows = await server.database.query<{ attempts: number; state: string }>(
        `SELECT attempts, state FROM outbox WHERE kind = 'confirm' AND player_id = $1`,
        [playerId],
      );
      return rows.rows.length === 1 && rows.rows[0]?.state !== 'pending' ? rows.rows : undefined;
    });
    expect(row).toEqual([{ attempts: 3, state: 'sent' }]);
  });
});

describe.each(DATABASE_KINDS)('mail given up $title', ({ kind, skip }) => {
  it.skipIf(skip)('gives a mail up after OUTBOX_MAX_ATTEMPTS refusals', async () => {
    const receiver = await startMailReceiver();
    const server = await startTestServer(kind, {
      ...QUICK_OUTBOX,
      SMTP_URL: receiver.url,
      PUBLIC_URL: MAIL_SITE,
      OUTBOX_MAX_ATTEMPTS: '2',
    });
    try {
      receiver.refuseNext(1000);
      const anna = await registeredPlayer(server.url, 'anna');
      await anna.client.call(ENDPOINTS.setMail, {
        body: { address: 'anna@example.org', mode: 'each', language: 'en' },
      });
      const failed = await eventually(async () => {
        const rows = await server.database.query<{ attempts: number; last_error: string }>(
          `SELECT attempts, last_error FROM outbox WHERE state = 'failed'`,
        );
        return rows.rows[0];
      });
      expect(failed.attempts).toBe(2);
      expect(failed.last_error).toContain('busy');
      expect(server.logs.some((line) => line.includes('gave up a notification'))).toBe(true);
    } finally {
      await server.close();
      await receiver.close();
    }
  });

  it.skipIf(skip)('says when the server sends no mail, and refuses an address', async () => {
    const server = await startTestServer(kind);
    try {
      const anna = await registeredPlayer(server.url, 'anna');
      expect((await settingsOf(anna)).mail.available).toBe(false);
      const refused = await anna.client.refused(ENDPOINTS.setMail, {
        body: { address: 'anna@example.org', mode: 'each', language: 'en' },
      });
      expect(refused.code).toBe('mail-unavailable');
    } finally {
      await server.close();
    }
  });
});
