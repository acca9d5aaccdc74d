/**
 * Direct challenges (docs/social.md): a registered player challenges another by name; the challenged player hears
 * of it at once on every connection, on whichever process, and alone may see, accept or decline it; the creator
 * hears of the answer, and both of a challenge that ran out; limits hold against twenty challenges sent at once;
 * a block refuses them with "not available", and ends the open ones between the two, either way, so that none can
 * be accepted after it, even at the same moment.
 */
import { describe, expect, it } from 'vitest';
import { DIRECT_CHALLENGES_RECEIVED, ENDPOINTS } from '@katz/protocol';
import type { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { useSharedDatabase } from './support/use-shared-database.js';

/** An id no challenge has. */
const NO_SUCH_CHALLENGE = 'c'.repeat(21);

describe.each(DATABASE_KINDS)('direct challenges $title', ({ kind, skip }) => {
  const shared = useSharedDatabase({ kind, skip });
  const person = shared.registered;
  const challenge = (from: Client, name: string, turnSeconds = 120) =>
    from.attempt(ENDPOINTS.challengePlayer, { params: { name }, body: { turnSeconds, rated: false } });
  const challenged = async (from: Client, name: string): Promise<string> => {
    const made = await challenge(from, name);
    if (!made.result.ok) throw new Error(made.result.error.message);
    return made.result.value.id;
  };
  /** The refusal to accept a challenge that does not exist, with `id` where its id stands. */
  const missing = async (client: Client, id: string) => {
    const refused = await client.refused(ENDPOINTS.acceptChallenge, { params: { id: NO_SUCH_CHALLENGE } });
    return { ...refused, message: refused.message.replace(NO_SUCH_CHALLENGE, id) };
  };
  const gamesBetween = async (first: string, second: string): Promise<number> => {
    const found = await shared.server(0).database.query<{ games: number }>(
      `SELECT count(*)::int AS games FROM games g
         JOIN players p0 ON p0.id = g.player0 JOIN players p1 ON p1.id = g.player1
        WHERE (p0.username, p1.username) IN (($1, $2), ($2, $1))`,
      [first, second],
    );
    return found.rows[0]?.games ?? 0;
  };

  it.skipIf(skip)(
    'reaches its player at once, shows to them alone, and tells its creator the answer',
    async () => {
      const [a, b, c] = await Promise.all([person(0, 'chal_a'), person(1, 'chal_b'), person(1, 'chal_c')]);
      const [liveA, liveB] = await Promise.all([a.client.live(), b.client.live()]);
      const made = await challenge(a.client, b.username);
      if (!made.result.ok) throw new Error(made.result.error.message);
      const id = made.result.value.id;
      expect(made.result.value).toMatchObject({ visibility: 'direct', to: b.username, state: 'open' });
      expect((await liveB.next('challenged')).challenge).toMatchObject({ id, creator: { name: a.username } });
      expect(await b.client.call(ENDPOINTS.listChallenges, { query: { incoming: 'true' } })).toMatchObject([
        { id },
      ]);

      // To anyone else it does not exist: not in the lobby, not by its id, not to accept or decline.
      expect((await c.client.call(ENDPOINTS.listChallenges)).some((open) => open.id === id)).toBe(false);
      expect((await c.client.refused(ENDPOINTS.getChallenge, { params: { id } })).code).toBe(
        'challenge-not-found',
      );
      expect((await c.client.refused(ENDPOINTS.acceptChallenge, { params: { id } })).code).toBe(
        'challenge-not-found',
      );
      expect((await c.client.refused(ENDPOINTS.declineChallenge, { params: { id } })).code).toBe(
        'challenge-not-found',
      );

      await b.client.call(ENDPOINTS.declineChallenge, { params: { id } });
      expect(await liveA.next('challengeAnswered')).toEqual({
        type: 'challengeAnswered',
        challengeId: id,
        state: 'declined',
        gameId: null,
      });
      expect((await a.client.call(ENDPOINTS.getChallenge, { params: { id } })).state).toBe('declined');

      // Again, and accepted: the game starts for both, and both hear the answer with its game.
      const again = await challenge(a.client, b.username);
      if (!again.result.ok) throw new Error(again.result.error.message);
      const againId = again.result.value.id;
      const { gameId } = await b.client.call(ENDPOINTS.acceptChallenge, { params: { id: againId } });
      for (const live of [liveA, liveB]) {
        expect(await live.next('challengeAnswered', (m) => m.challengeId === againId)).toMatchObject({
          state: 'accepted',
          gameId,
        });
      }
      expect((await liveA.next('gameStarted')).gameId).toBe(gameId);
    },
  );

  it.skipIf(skip)('tells both players when it runs out, and cannot be accepted after', async () => {
    const [a, b] = await Promise.all([person(0, 'late_a'), person(1, 'late_b')]);
    const [liveA, liveB] = await Promise.all([a.client.live(), b.client.live()]);
    const made = await challenge(a.client, b.username, 86_400);
    if (!made.result.ok) throw new Error(made.result.error.message);
    const { id, expiresAt } = made.result.value;
    // Three days for a correspondence game.
    expect(Date.parse(expiresAt ?? '') - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    // Its days pass (the one thing the test does not wait for): the clock lease's sweep closes it.
    await shared
      .server(0)
      .database.query("UPDATE challenges SET expires_at = now() - interval '1 second' WHERE id = $1", [id]);
    for (const live of [liveA, liveB]) {
      expect(await live.next('challengeAnswered', (m) => m.challengeId === id)).toMatchObject({
        state: 'expired',
      });
    }
    const late = await b.client.refused(ENDPOINTS.acceptChallenge, { params: { id } });
    expect([late.code, late.message]).toEqual([
      'challenge-closed',
      'the challenge is no longer open (expired)',
    ]);
  });

  it.skipIf(skip)('holds its limits against twenty challenges sent to one player at once', async () => {
    const target = await person(0, 'popular');
    const challengers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => person(i, `flood${String(i)}`)),
    );
    const answers = await Promise.all(challengers.map(({ client }) => challenge(client, target.username)));
    const made = answers.filter((answer) => answer.result.ok);
    expect(made).toHaveLength(DIRECT_CHALLENGES_RECEIVED);
    for (const answer of answers) {
      if (!answer.result.ok) expect(answer.result.error.code).toBe('too-many-challenges');
    }
    expect(await target.client.call(ENDPOINTS.listChallenges, { query: { incoming: 'true' } })).toHaveLength(
      DIRECT_CHALLENGES_RECEIVED,
    );
    // One waiting challenge from the same player at a time.
    const [first] = challengers;
    const other = await person(1, 'other');
    if (!first) throw new Error('no challenger');
    expect((await challenge(first.client, other.username)).result.ok).toBe(true);
    const twice = await challenge(first.client, other.username);
    expect(twice.result.ok ? 'ok' : twice.result.error.code).toBe('too-many-challenges');
  });

  it.skipIf(skip)('refuses guests, oneself, and two players of whom one blocks the other', async () => {
    const [a, b] = await Promise.all([person(0, 'blk_a'), person(1, 'blk_b')]);
    const guest = await shared.guest(0);
    expect(
      (await guest.refused(ENDPOINTS.challengePlayer, { params: { name: a.username }, body: {} })).code,
    ).toBe('registered-only');
    const self = await challenge(a.client, a.username);
    expect(self.result.ok ? 'ok' : self.result.error.code).toBe('yourself');
    await b.client.call(ENDPOINTS.block, { params: { name: a.username } });
    const blocked = await challenge(a.client, b.username);
    expect(blocked.result.ok ? null : [blocked.result.error.code, blocked.result.error.message]).toEqual([
      'not-available',
      `${b.username} is not available`,
    ]);
    const blocker = await challenge(b.client, a.username);
    expect(blocker.result.ok ? 'ok' : blocker.result.error.code).toBe('not-available');
  });

  it.skipIf(skip)(
    'ends the open challenges between two players at a block, either way, telling both at once',
    async () => {
      const [a, b] = await Promise.all([person(0, 'end_a'), person(1, 'end_b')]);
      const [liveA, liveB] = await Promise.all([a.client.live(), b.client.live()]);
      const fromA = await challenged(a.client, b.username);
      const fromB = await challenged(b.client, a.username);
      await b.client.call(ENDPOINTS.block, { params: { name: a.username } });

      // As the blocker would by hand: the one sent to them declined, their own withdrawn. Both hear it, so the
      // challenged player's list drops it at once.
      for (const live of [liveA, liveB]) {
        expect(await live.next('challengeAnswered', (m) => m.challengeId === fromA)).toMatchObject({
          state: 'declined',
          gameId: null,
        });
        expect(await live.next('challengeAnswered', (m) => m.challengeId === fromB)).toMatchObject({
          state: 'cancelled',
          gameId: null,
        });
      }
      for (const client of [a.client, b.client]) {
        const listed = await client.call(ENDPOINTS.listChallenges, {
          query: { mine: 'true', incoming: 'true' },
        });
        expect(listed.map((one) => one.id)).toEqual([]);
      }
      // Accepting either is refused as a declined or a withdrawn challenge is: the blocked player learns no more.
      const closed = async (client: Client, id: string) => {
        const refused = await client.refused(ENDPOINTS.acceptChallenge, { params: { id } });
        return [refused.code, refused.message];
      };
      expect(await closed(b.client, fromA)).toEqual([
        'challenge-closed',
        'the challenge is no longer open (declined)',
      ]);
      expect(await closed(a.client, fromB)).toEqual([
        'challenge-closed',
        'the challenge is no longer open (cancelled)',
      ]);
      // The challenger reads no more than a decline.
      expect((await a.client.call(ENDPOINTS.getChallenge, { params: { id: fromA } })).state).toBe('declined');
      expect(await gamesBetween(a.username, b.username)).toBe(0);
    },
  );

  it.skipIf(skip)(
    'refuses to accept a challenge between two players of whom one blocks the other',
    async () => {
      const [a, b] = await Promise.all([person(0, 'stay_a'), person(1, 'stay_b')]);
      const id = await challenged(a.client, b.username);
      // A block that left the challenge open (none does: the accept's own check is what this looks at).
      await shared.server(0).database.query(
        `INSERT INTO blocks (blocker, blocked)
         SELECT blocker.id, blocked.id FROM players blocker, players blocked
          WHERE blocker.username = $1 AND blocked.username = $2`,
        [a.username, b.username],
      );
      expect(await b.client.refused(ENDPOINTS.acceptChallenge, { params: { id } })).toEqual(
        await missing(b.client, id),
      );
      expect(await gamesBetween(a.username, b.username)).toBe(0);
    },
  );

  it.skipIf(skip)(
    'leaves a game begun before a block made at the same moment as the acceptance, or none, each of ten times',
    async () => {
      for (let round = 0; round < 10; round++) {
        const a = await person(round, `acc_a${String(round)}`);
        const b = await person(round + 1, `acc_b${String(round)}`);
        const id = await challenged(a.client, b.username);
        // The blocker is the challenger in even rounds and the challenged player in odd ones.
        const [blocker, blocked] = round % 2 === 0 ? [a, b] : [b, a];
        const [accepted] = await Promise.all([
          b.client.attempt(ENDPOINTS.acceptChallenge, { params: { id } }),
          blocker.client.call(ENDPOINTS.block, { params: { name: blocked.username } }),
        ]);
        const after = await a.client.call(ENDPOINTS.getChallenge, { params: { id } });
        if (accepted.result.ok) {
          // The acceptance came first: its game began before the block, which then found nothing open.
          expect(after).toMatchObject({ state: 'accepted', gameId: accepted.result.value.gameId });
          expect(await gamesBetween(a.username, b.username)).toBe(1);
        } else {
          // The block came first and closed it: the acceptance reads it as a withdrawal or a decline would.
          expect(accepted.result.error.code).toBe('challenge-closed');
          expect(after.state).toBe(round % 2 === 0 ? 'cancelled' : 'declined');
          expect(await gamesBetween(a.username, b.username)).toBe(0);
        }
        // Whichever came first, nothing is left to accept.
        expect((await b.client.refused(ENDPOINTS.acceptChallenge, { params: { id } })).code).toBe(
          'challenge-closed',
        );
      }
    },
  );
});
