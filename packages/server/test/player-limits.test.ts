/**
 * What one player may have open at once: challenges (OPEN_CHALLENGES_PER_PLAYER), running games against the
 * computer (COMPUTER_GAMES_PER_PLAYER), live connections (LIVE_CONNECTIONS_PER_PLAYER) and the games each one
 * follows (GAMES_WATCHED_PER_CONNECTION). Requests sent at the same moment are counted one after another, so of
 * many sent at once exactly the limit's number get through, on PGlite and on a PostgreSQL server alike; the
 * rest are refused and change nothing, and a place freed (withdrawn, accepted, resigned, closed) can be taken.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@katz/protocol';
import { Client, type LiveSocket } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { useTestServer } from './support/use-test-server.js';

const CHALLENGES = 3;
const COMPUTER_GAMES = 4;
const CONNECTIONS = 3;
const WATCHED = 2;
const AT_ONCE = 24;

const LIMITS = {
  OPEN_CHALLENGES_PER_PLAYER: String(CHALLENGES),
  COMPUTER_GAMES_PER_PLAYER: String(COMPUTER_GAMES),
  LIVE_CONNECTIONS_PER_PLAYER: String(CONNECTIONS),
  GAMES_WATCHED_PER_CONNECTION: String(WATCHED),
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

  it.skipIf(skip)(
    `opens exactly ${String(CONNECTIONS)} of ${String(AT_ONCE)} live connections asked for at once`,
    async () => {
      const erik = await guest();
      const tries = await Promise.allSettled(Array.from({ length: AT_ONCE }, () => erik.live()));
      const open = tries.flatMap((tried) => (tried.status === 'fulfilled' ? [tried.value] : []));
      expect(open).toHaveLength(CONNECTIONS);
      for (const tried of tries) {
        if (tried.status === 'rejected') expect(String(tried.reason)).toContain('handshake refused with 429');
      }
      // Another player is not held back by his; a closed connection gives its place back.
      const fay = await guest();
      const hers = await fay.live();
      const [first] = open;
      if (!first) throw new Error('a connection opened');
      first.socket.close();
      await first.closing();
      const again = await Promise.allSettled(Array.from({ length: AT_ONCE }, () => erik.live()));
      const reopened = again.flatMap((tried) => (tried.status === 'fulfilled' ? [tried.value] : []));
      expect(reopened).toHaveLength(1);
      for (const socket of [...open, ...reopened, hers]) socket.socket.close();
    },
  );

  it.skipIf(skip)(`follows exactly ${String(WATCHED)} games of many watched at once`, async () => {
    const host = await guest();
    const games = await Promise.all(
      Array.from({ length: COMPUTER_GAMES }, () =>
        host.call(ENDPOINTS.startComputerGame, { body: { level: 'novice', turnSeconds: 3600 } }),
      ),
    );
    const watcher = await guest();
    const live: LiveSocket = await watcher.live();
    games.forEach((game, index) => {
      live.send({ type: 'watch', gameId: game.id, ref: `w${String(index)}` });
    });
    // Every watch is answered: an update for a game followed, an error for one refused, each with its ref.
    const refs = games.map((_, index) => `w${String(index)}`);
    const followed: string[] = [];
    // (The computer's moves in a followed game come as updates too, without a ref.)
    for (let taken = 0; taken < WATCHED; taken++)
      followed.push((await live.next('update', (message) => message.ref !== undefined)).ref ?? '');
    const refused: string[] = [];
    for (let taken = 0; taken < games.length - WATCHED; taken++) {
      const refusal = await live.next('error');
      expect(refusal.error.code).toBe('too-many-watches');
      expect(refusal.error.message).toContain(`follows ${String(WATCHED)} games`);
      refused.push(refusal.ref ?? '');
    }
    expect([...followed, ...refused].sort()).toEqual(refs.sort());
    // An unwatched game gives its place back.
    const [dropped] = followed;
    const droppedGame = games[refs.indexOf(dropped ?? '')];
    const [retried] = refused;
    const retriedGame = games[refs.indexOf(retried ?? '')];
    if (!droppedGame || !retriedGame) throw new Error('the refs name the games');
    live.send({ type: 'unwatch', gameId: droppedGame.id });
    await live.next('unwatched');
    live.send({ type: 'watch', gameId: retriedGame.id, ref: 'again' });
    expect((await live.next('update', (message) => message.ref === 'again')).gameId).toBe(retriedGame.id);
    live.socket.close();
  });
});
