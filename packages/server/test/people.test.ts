/**
 * Players who find each other (docs/social.md): following is one way and for registered players only; a follower
 * sees who of the followed is online (a live connection, on any process) and what they play, unless they hide it;
 * nobody learns who follows them; a block ends the follows between two players and refuses new ones either way,
 * telling the blocked one no more than "not available"; and a follow and a block at the same moment never leave a
 * follow beside the block.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type Follows } from '@katz/protocol';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { useSharedDatabase } from './support/use-shared-database.js';
import { eventually, personGame } from './support/play.js';
import { freshUsername, registerClient } from './support/registered.js';
import { startChildServer } from './support/child-server.js';

/** A short heartbeat: a row not vouched for in three (0.9 s) counts no more. */
const SETTINGS = { SPECTATOR_HEARTBEAT_MS: '300' };

describe.each(DATABASE_KINDS)('following, presence and blocks $title', ({ kind, skip }) => {
  const shared = useSharedDatabase({ kind, skip }, SETTINGS);
  /** A registered player on the server of this index (the second process on PostgreSQL). */
  const person = shared.registered;
  const follows = (client: Client): Promise<Follows> => client.call(ENDPOINTS.listFollows);
  const entry = async (client: Client, username: string) =>
    (await follows(client)).players.find((player) => player.username === username);

  it.skipIf(skip)('refuses guests, strangers and oneself, each with its own refusal', async () => {
    const guest = await shared.guest(0);
    const someone = await person(0, 'someone');
    const asGuest = await guest.refused(ENDPOINTS.follow, { params: { name: someone.username } });
    expect([asGuest.status, asGuest.code]).toEqual([403, 'registered-only']);
    expect((await guest.refused(ENDPOINTS.listFollows)).code).toBe('registered-only');
    const nobody = await someone.client.refused(ENDPOINTS.follow, {
      params: { name: 'nobody_by_this_name' },
    });
    expect([nobody.status, nobody.code]).toEqual([404, 'player-not-found']);
    const self = await someone.client.refused(ENDPOINTS.follow, { params: { name: someone.username } });
    expect([self.status, self.code]).toEqual([409, 'yourself']);
    // A guest's name names no one to follow (it is no user name, or nobody registered has it).
    const guestName = (await guest.call(ENDPOINTS.startSession)).name;
    const named = await someone.client.refused(ENDPOINTS.follow, { params: { name: guestName } });
    expect(['invalid-input', 'player-not-found']).toContain(named.code);
  });

  it.skipIf(skip)('shows a followed player online across processes, playing, hidden, and gone', async () => {
    const fan = await person(0, 'fan');
    const star = await person(1, 'star');
    await fan.client.call(ENDPOINTS.follow, { params: { name: star.username } });
    // Twice is once.
    await fan.client.call(ENDPOINTS.follow, { params: { name: star.username } });
    expect(await entry(fan.client, star.username)).toMatchObject({ online: false, playing: [] });

    const live = await star.client.live();
    await eventually(async () => ((await entry(fan.client, star.username))?.online ? true : undefined));

    const opponent = await person(1, 'opponent');
    const gameId = await personGame(star.client, opponent.client);
    const shown = await entry(fan.client, star.username);
    expect(shown?.playing).toEqual([{ gameId, opponent: opponent.username }]);

    await star.client.call(ENDPOINTS.setPresence, { body: { hidden: true } });
    expect(await entry(fan.client, star.username)).toMatchObject({ online: false, playing: [] });
    expect((await follows(star.client)).hidden).toBe(true);
    await star.client.call(ENDPOINTS.setPresence, { body: { hidden: false } });
    expect((await entry(fan.client, star.username))?.online).toBe(true);

    live.socket.close();
    await eventually(async () => ((await entry(fan.client, star.username))?.online ? undefined : true));
  });

  it.skipIf(skip)('tells nobody who follows them', async () => {
    const fan = await person(0, 'quiet_fan');
    const star = await person(1, 'unaware');
    await fan.client.call(ENDPOINTS.follow, { params: { name: star.username } });
    expect((await follows(star.client)).players).toEqual([]);
    expect(star.client.received.join('\n')).not.toContain(fan.username);
    const profile = await star.client.call(ENDPOINTS.getProfile, { params: { name: fan.username } });
    expect(profile.you).toEqual({ following: false, blocking: false });
    const seen = await fan.client.call(ENDPOINTS.getProfile, { params: { name: star.username } });
    expect(seen.you).toEqual({ following: true, blocking: false });
  });

  it.skipIf(skip)('ends the follows at a block and refuses new ones both ways', async () => {
    const pest = await person(0, 'pest');
    const target = await person(1, 'target');
    await pest.client.call(ENDPOINTS.follow, { params: { name: target.username } });
    await target.client.call(ENDPOINTS.follow, { params: { name: pest.username } });
    await target.client.call(ENDPOINTS.block, { params: { name: pest.username } });
    expect((await follows(pest.client)).players).toEqual([]);
    expect((await follows(target.client)).players).toEqual([]);
    const refused = await pest.client.refused(ENDPOINTS.follow, { params: { name: target.username } });
    expect([refused.status, refused.code, refused.message]).toEqual([
      403,
      'not-available',
      `${target.username} is not available`,
    ]);
    // The blocked player's view of the blocker's profile says nothing of it.
    const profile = await pest.client.call(ENDPOINTS.getProfile, { params: { name: target.username } });
    expect(profile.you).toEqual({ following: false, blocking: false });
    const own = await target.client.refused(ENDPOINTS.follow, { params: { name: pest.username } });
    expect(own.code).toBe('not-available');
    expect(await target.client.call(ENDPOINTS.listBlocks)).toEqual([{ username: pest.username }]);
    await target.client.call(ENDPOINTS.unblock, { params: { name: pest.username } });
    await pest.client.call(ENDPOINTS.follow, { params: { name: target.username } });
    expect((await follows(pest.client)).players.map((player) => player.username)).toEqual([target.username]);
  });

  it.skipIf(skip)('leaves no follow beside a block made at the same moment, each of ten times', async () => {
    for (let round = 0; round < 10; round++) {
      const a = await person(round, `race_a${String(round)}`);
      const b = await person(round + 1, `race_b${String(round)}`);
      const requests = [
        ...Array.from({ length: 10 }, () =>
          a.client.attempt(ENDPOINTS.follow, { params: { name: b.username } }),
        ),
        b.client.attempt(ENDPOINTS.block, { params: { name: a.username } }),
        ...Array.from({ length: 10 }, () =>
          b.client.attempt(ENDPOINTS.follow, { params: { name: a.username } }),
        ),
      ];
      const answers = await Promise.all(requests);
      for (const answer of answers) {
        if (!answer.result.ok) expect(answer.result.error.code).toBe('not-available');
      }
      expect((await follows(a.client)).players).toEqual([]);
      expect((await follows(b.client)).players).toEqual([]);
      expect(await b.client.call(ENDPOINTS.listBlocks)).toEqual([{ username: a.username }]);
    }
  });

  it.skipIf(skip || kind !== 'postgres')(
    'ends the presence of a player whose server process was killed, within three heartbeats',
    async () => {
      const child = await startChildServer({
        ...shared.env,
        ...SETTINGS,
        NEW_GUESTS_PER_ADDRESS: '1000000',
        REGISTRATIONS_PER_ADDRESS: '1000000',
        PASSWORD_SCRYPT_N: '1024',
        WEB_DIST: '/nonexistent/katz-web-dist',
      });
      try {
        const fan = await person(0, 'kill_fan');
        const star = new Client(child.url);
        await star.join();
        const username = freshUsername('kill_star');
        await registerClient(star, username);
        await fan.client.call(ENDPOINTS.follow, { params: { name: username } });
        await star.live();
        await eventually(async () => ((await entry(fan.client, username))?.online ? true : undefined));
        child.process.kill('SIGKILL');
        await child.exited;
        // No process is left to close the row: it goes stale, 0.9 s here (45 s with the default heartbeat).
        await eventually(async () => ((await entry(fan.client, username))?.online ? undefined : true));
      } finally {
        child.process.kill('SIGKILL');
      }
    },
  );
});
