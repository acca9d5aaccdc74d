/**
 * What one player may have open at once: challenges (OPEN_CHALLENGES_PER_PLAYER) and running games against the
 * computer (COMPUTER_GAMES_PER_PLAYER). Requests sent at the same moment are counted one after another, so of
 * many sent at once exactly the limit's number get through, on PGlite and on a PostgreSQL server alike; the
 * rest are refused with 409 and change nothing, and a place freed (withdrawn, accepted, resigned) can be taken.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@katz/protocol';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { useTestServer } from './support/use-test-server.js';

const CHALLENGES = 3;
const COMPUTER_GAMES = 4;
const AT_ONCE = 24;

const LIMITS = {
  OPEN_CHALLENGES_PER_PLAYER: String(CHALLENGES),
  COMPUTER_GAMES_PER_PLAYER: String(COMPUTER_GAMES),
};

/** The statuses of `count` requests started together, and the refusals' codes and messages. */
async function atOnce(count: number, send: () => Promise<{ status: number; result: unknown }>) {
  const answers = await Promise.all(Array.from({ length: count }, send));
  const refusals = answers.flatMap(({ result }) =>
    (result as { ok: boolean }).ok ? [] : [(result as { error: { code: string; message: string } }).error],
  );
  return { through: answers.filter(({ status }) => status === 201).length, refusals };
}

describe.each(DATABASE_KINDS)('what one player may have open at once $title', ({ kind, skip }) => {
  const server = useTestServer({ kind, skip }, LIMITS);
  const guest = async () => {
    const client = new Client(server.url);
    await client.join();
    return client;
  };

  it.skipIf(skip)(
    `opens exactly ${String(CHALLENGES)} of ${String(AT_ONCE)} challenges sent at once`,
    async () => {
      const anna = await guest();
      const sent = await atOnce(AT_ONCE, () =>
        anna.attempt(ENDPOINTS.createChallenge, { body: { visibility: 'lobby', turnSeconds: 60 } }),
      );
      expect(sent.through).toBe(CHALLENGES);
      expect(sent.refusals).toHaveLength(AT_ONCE - CHALLENGES);
      for (const refusal of sent.refusals) {
        expect(refusal.code).toBe('too-many-challenges');
        expect(refusal.message).toContain(`${String(CHALLENGES)} open challenges`);
      }

      // Hers, newest first; the lobby shows the same three, and nobody else's list holds them.
      const mine = await anna.call(ENDPOINTS.listChallenges, { query: { mine: 'true' } });
      expect(mine).toHaveLength(CHALLENGES);
      const lobby = await anna.call(ENDPOINTS.listChallenges);
      expect(lobby.map(({ id }) => id).sort()).toEqual(mine.map(({ id }) => id).sort());
      const ben = await guest();
      expect(await ben.call(ENDPOINTS.listChallenges, { query: { mine: 'true' } })).toEqual([]);
      const stranger = new Client(server.url);
      expect((await stranger.refused(ENDPOINTS.listChallenges, { query: { mine: 'true' } })).code).toBe(
        'no-session',
      );

      // A link challenge counts too; a withdrawn or accepted one frees its place, one place each.
      const [newest, , oldest] = mine;
      if (!newest || !oldest) throw new Error('three challenges were listed');
      await anna.call(ENDPOINTS.cancelChallenge, { params: { id: newest.id } });
      await ben.call(ENDPOINTS.acceptChallenge, { params: { id: oldest.id } });
      const again = await atOnce(AT_ONCE, () =>
        anna.attempt(ENDPOINTS.createChallenge, { body: { visibility: 'link', turnSeconds: 60 } }),
      );
      expect(again.through).toBe(2);
      const after = await anna.call(ENDPOINTS.listChallenges, { query: { mine: 'true' } });
      expect(after.map(({ visibility }) => visibility)).toEqual(['link', 'link', 'lobby']);
    },
  );

  it.skipIf(skip)(
    `starts exactly ${String(COMPUTER_GAMES)} of ${String(AT_ONCE)} computer games sent at once`,
    async () => {
      const carl = await guest();
      const sent = await atOnce(AT_ONCE, () =>
        carl.attempt(ENDPOINTS.startComputerGame, { body: { level: 'novice', turnSeconds: 3600 } }),
      );
      expect(sent.through).toBe(COMPUTER_GAMES);
      for (const refusal of sent.refusals) {
        expect(refusal.code).toBe('too-many-games');
        expect(refusal.message).toContain(`${String(COMPUTER_GAMES)} running games against the computer`);
      }
      const running = await carl.call(ENDPOINTS.listGames, { query: { state: 'running' } });
      expect(running).toHaveLength(COMPUTER_GAMES);

      // Games between people do not count; a game resigned frees one place.
      const dora = await guest();
      const challenge = await dora.call(ENDPOINTS.createChallenge, { body: { visibility: 'link' } });
      await carl.call(ENDPOINTS.acceptChallenge, { params: { id: challenge.id } });
      const [first] = running;
      if (!first) throw new Error('a game was listed');
      await carl.call(ENDPOINTS.resign, { params: { id: first.id } });
      const again = await atOnce(AT_ONCE, () =>
        carl.attempt(ENDPOINTS.startComputerGame, { body: { level: 'novice', turnSeconds: 3600 } }),
      );
      expect(again.through).toBe(1);
      expect(await carl.call(ENDPOINTS.listGames, { query: { state: 'running' } })).toHaveLength(
        COMPUTER_GAMES + 1,
      );
    },
  );
});
