/**
 * Many parallel copies of one action: exactly one applies, on each database, whether the server reads the game
 * for the play or knows it already from the play it stored last (the one-statement play, known-play.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type ServerMessage } from '@katz/protocol';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { firstDiscard, personGame, play, played } from './support/play.js';
import { useTestServer } from './support/use-test-server.js';

const COPIES = 24;

describe.each(DATABASE_KINDS)('concurrent copies of an action $title', ({ kind, skip }) => {
  const server = useTestServer({ kind, skip });
  let players: [Client, Client];
  beforeAll(async () => {
    if (skip) return;
    players = [new Client(server.url), new Client(server.url)];
    await players[0].join();
    await players[1].join();
  }, 60_000);

  const moverOf = async (gameId: string) => {
    const mover = players[(await players[0].game(gameId)).toMove];
    return { mover, game: await mover.game(gameId) };
  };

  /** A new game; `known`: with one play stored through this server, so that it knows the game's version. */
  const newGame = async (known: boolean) => {
    const gameId = await personGame(...players);
    if (known) {
      const { mover, game } = await moverOf(gameId);
      played(await play(mover, gameId, { version: game.version, action: game.legalActions[0] }));
    }
    return gameId;
  };

  const SITUATIONS = [
    { known: false, title: 'a game the server reads for the play' },
    { known: true, title: 'a game the server knows from the play it stored last' },
  ];

  it.skipIf(skip).each(SITUATIONS)(
    'over HTTP and WebSocket at once: one success, every other copy refused as stale, on $title',
    async ({ known }) => {
      const gameId = await newGame(known);
      const { mover, game } = await moverOf(gameId);
      const body = { version: game.version, action: game.legalActions.at(-1) };
      const sockets = await Promise.all([mover.live(), mover.live()]);
      const viaSockets = sockets.flatMap((socket, s) =>
        Array.from({ length: 4 }, (_, i): Promise<ServerMessage> => {
          const ref = `${s}-${i}`;
          socket.send({ type: 'act', gameId, ...body, ref });
          return socket.answer(ref);
        }),
      );
      const viaHttp = Array.from({ length: COPIES }, () => play(mover, gameId, body));
      const [http, live] = await Promise.all([Promise.all(viaHttp), Promise.all(viaSockets)]);
      const successes =
        http.filter((reply) => reply.result.ok).length + live.filter((m) => m.type === 'ack').length;
      expect(successes).toBe(1);
      for (const reply of http) if (!reply.result.ok) expect(reply.result.error.code).toBe('stale-version');
      for (const message of live)
        if (message.type === 'error') expect(message.error.code).toBe('stale-version');
      expect((await mover.game(gameId)).version).toBe(game.version + 1);
      expect(await mover.call(ENDPOINTS.getLog, { params: { id: gameId } })).toHaveLength(game.version + 1);
      await Promise.all(sockets.map((socket) => socket.close()));
    },
  );

  it.skipIf(skip).each(SITUATIONS)(
    'with one client action id: applied once, every copy answered with that same entry, on $title',
    async ({ known }) => {
      const gameId = await newGame(known);
      const { mover, game } = await moverOf(gameId);
      const body = { version: game.version, action: game.legalActions[0], clientActionId: 'same-click' };
      const replies = await Promise.all(Array.from({ length: COPIES }, () => play(mover, gameId, body)));
      const values = replies.map((reply) => (reply.result.ok ? reply.result.value : null));
      expect(values.filter((value) => value === null)).toHaveLength(0);
      expect(values.filter((value) => value?.repeated === false)).toHaveLength(1);
      expect(new Set(values.map((value) => value?.entry.version))).toEqual(new Set([game.version + 1]));
      expect((await mover.game(gameId)).version).toBe(game.version + 1);
    },
  );

  it.skipIf(skip)(
    'a client action id used before in the game is answered with its entry, also when the game is known',
    async () => {
      const gameId = await newGame(false);
      const first = await moverOf(gameId);
      const body = {
        version: first.game.version,
        action: first.game.legalActions[0],
        clientActionId: 'early',
      };
      const entry = played(await play(first.mover, gameId, body)).entry;
      // The id is the player's: the other one plays a discard, ending each of their turns, until it is theirs.
      let { mover, game } = await moverOf(gameId);
      while (mover !== first.mover) {
        played(await play(mover, gameId, { version: game.version, action: firstDiscard(game.legalActions) }));
        ({ mover, game } = await moverOf(gameId));
      }
      const again = { version: game.version, action: game.legalActions.at(-1), clientActionId: 'early' };
      const reply = played(await play(mover, gameId, again));
      expect(reply.repeated).toBe(true);
      expect(reply.entry).toEqual(entry);
      expect((await mover.game(gameId)).version).toBe(game.version);
    },
  );
});
