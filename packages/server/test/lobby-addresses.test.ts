/**
 * The lobby's open challenges counted per address (LOBBY_CHALLENGES_PER_ADDRESS): one address may start many
 * guests, each with places of their own, so without it one address could fill the lobby, which lists the oldest
 * challenges first. Of many sent at once by several guests of one address, exactly the limit's number are
 * listed, on PGlite and on a PostgreSQL server alike; an IPv6 address counts by its /64; invitations by link and
 * other addresses are not held back, and a place freed can be taken.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@katz/protocol';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { useTestServer } from './support/use-test-server.js';

const PER_ADDRESS = 4;
const PER_PLAYER = 3;

describe.each(DATABASE_KINDS)('lobby challenges per address $title', ({ kind, skip }) => {
  // The test's requests all come from 127.0.0.1: as a trusted balancer, it names each client's address.
  const server = useTestServer(
    { kind, skip },
    {
      TRUST_PROXY: '127.0.0.1,::1',
      LOBBY_CHALLENGES_PER_ADDRESS: String(PER_ADDRESS),
      OPEN_CHALLENGES_PER_PLAYER: String(PER_PLAYER),
    },
  );
  const guestAt = async (address: string) => {
    const client = new Client(server.url);
    const session = await client.attempt(ENDPOINTS.startSession, {}, { 'x-forwarded-for': address });
    if (!session.result.ok) throw new Error(`no guest at ${address}: ${session.result.error.message}`);
    const id = session.result.value.id;
    const post = (visibility: 'lobby' | 'link') =>
      client.attempt(
        ENDPOINTS.createChallenge,
        { body: { visibility, turnSeconds: 60 } },
        { 'x-forwarded-for': address },
      );
    return { id, client, post };
  };

  it.skipIf(skip)(
    `lists exactly ${String(PER_ADDRESS)} of one address's challenges sent at once by four of its guests`,
    async () => {
      const address = '198.51.100.20';
      const guests = await Promise.all([1, 2, 3, 4].map(() => guestAt(address)));
      const answers = await Promise.all(
        guests.flatMap((guest) => Array.from({ length: 6 }, () => guest.post('lobby'))),
      );
      const made = answers.filter(({ status }) => status === 201);
      expect(made).toHaveLength(PER_ADDRESS);
      const refusals = answers.flatMap(({ result }) => (result.ok ? [] : [result.error]));
      expect(refusals).toHaveLength(24 - PER_ADDRESS);
      // Each guest's own limit (3) refuses some, the address's (4) the rest.
      for (const refusal of refusals) {
        expect(['too-many-challenges', 'too-many-lobby-challenges']).toContain(refusal.code);
      }
      const byAddress = refusals.filter(({ code }) => code === 'too-many-lobby-challenges');
      expect(byAddress.length).toBeGreaterThan(0);
      for (const { message } of byAddress) expect(message).toContain('from your address');
      const lobby = await guests[0]?.client.call(ENDPOINTS.listChallenges);
      expect(lobby).toHaveLength(PER_ADDRESS);

      // An invitation by link is not in the lobby: the address's limit leaves it alone.
      const linked = guests.map((guest) => guest.post('link'));
      expect((await Promise.all(linked)).filter(({ status }) => status === 201).length).toBeGreaterThan(0);

      // Another address posts as before; a withdrawn challenge frees one place for its address.
      const other = await guestAt('203.0.113.9');
      expect((await other.post('lobby')).status).toBe(201);
      const [first] = lobby ?? [];
      if (!first) throw new Error('the lobby listed challenges');
      const owner = guests.find((guest) => guest.id === first.creator.id);
      if (!owner) throw new Error('one of the guests made the first challenge');
      await owner.client.call(ENDPOINTS.cancelChallenge, { params: { id: first.id } });
      const again = await Promise.all(guests.map((guest) => guest.post('lobby')));
      expect(again.filter(({ status }) => status === 201)).toHaveLength(1);
    },
  );

  it.skipIf(skip)('counts an IPv6 address by its /64', async () => {
    const guests = await Promise.all(
      ['2001:db8:7:8::1', '2001:db8:7:8::2', '2001:db8:7:8:aaaa::3'].map((address) => guestAt(address)),
    );
    const answers = await Promise.all(guests.flatMap((guest) => [guest.post('lobby'), guest.post('lobby')]));
    expect(answers.filter(({ status }) => status === 201)).toHaveLength(PER_ADDRESS);
    const elsewhere = await guestAt('2001:db8:7:9::1');
    expect((await elsewhere.post('lobby')).status).toBe(201);
  });
});
