/** Many parallel copies of one action: exactly one applies, on each database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { personGame } from './support/play.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const COPIES = 24;

describe.each(DATABASE_KINDS)('concurrent copies of an action $title', ({ kind, skip }) => {
  let server: TestServer;
  let players: [Client, Client];
  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer(kind);
    players = [new Client(server.url), new Client(server.url)];
    await players[0].join();
    await players[1].join();
  }, 60_000);
  afterAll(async () => {
    if (!skip) await server.close();
  });

  const moverOf = async (gameId: string) => {
    const look = (await players[0].get(`/api/games/${gameId}`)).json;
    const mover = players[look.toMove as 0 | 1];
    return { mover, game: (await mover.get(`/api/games/${gameId}`)).json };
  };

  it.skipIf(skip)(
    'over HTTP and WebSocket at once: one success, every other copy refused as stale',
    async () => {
      const gameId = await personGame(...players);
      const { mover, game } = await moverOf(gameId);
      const body = { version: game.version, action: game.legalActions.at(-1) };
      const sockets = await Promise.all([mover.live(), mover.live()]);
      const viaSockets = sockets.flatMap((socket, s) =>
        Array.from({ length: 4 }, (_, i) => {
          socket.send({ type: 'act', gameId, ...body, ref: `${s}-${i}` });
          return socket.next((m) => m.ref === `${s}-${i}`);
        }),
      );
      const viaHttp = Array.from({ length: COPIES }, () => mover.post(`/api/games/${gameId}/actions`, body));
      const [http, live] = await Promise.all([Promise.all(viaHttp), Promise.all(viaSockets)]);
      const successes =
        http.filter((reply) => reply.status === 200).length + live.filter((m) => m.type === 'ack').length;
      expect(successes).toBe(1);
      for (const reply of http.filter((r) => r.status !== 200))
        expect(reply.json.error.code).toBe('stale-version');
      for (const message of live.filter((m) => m.type !== 'ack'))
        expect(message.error.code).toBe('stale-version');
      const after = (await mover.get(`/api/games/${gameId}`)).json;
      expect(after.version).toBe(game.version + 1);
      expect((await mover.get(`/api/games/${gameId}/log`)).json).toHaveLength(1);
      await Promise.all(sockets.map((socket) => socket.close()));
    },
  );

  it.skipIf(skip)(
    'with one client action id: applied once, every copy answered with that same entry',
    async () => {
      const gameId = await personGame(...players);
      const { mover, game } = await moverOf(gameId);
      const body = { version: game.version, action: game.legalActions[0], clientActionId: 'same-click' };
      const replies = await Promise.all(
        Array.from({ length: COPIES }, () => mover.post(`/api/games/${gameId}/actions`, body)),
      );
      expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
      expect(replies.filter((reply) => reply.json.repeated === false)).toHaveLength(1);
      expect(new Set(replies.map((reply) => reply.json.entry.version))).toEqual(new Set([game.version + 1]));
      expect((await mover.get(`/api/games/${gameId}`)).json.version).toBe(game.version + 1);
    },
  );
});
