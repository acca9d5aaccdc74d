/**
 * Crash safety: the server process is killed (SIGKILL) at random moments while many games are being played,
 * then restarted on the same database. Every acknowledged action must still be there, the database must open
 * cleanly, the games must go on (the computer's too), and a running clock must keep its deadline.
 */
import { describe, expect, it } from 'vitest';
import { Random, type Action } from '@katz/engine';
import { Client } from './support/client.js';
import { startChildServer, type ChildServer } from './support/child-server.js';
import { DATABASE_KINDS, scratchDatabase } from './support/databases.js';
import { eventually, personGame } from './support/play.js';

const ROUNDS = 3;
const PERSON_GAMES = 4;

describe.each(DATABASE_KINDS)('crash safety $title', ({ kind, skip }) => {
  it.skipIf(skip)('keeps every acknowledged action through SIGKILLs at random moments', async () => {
    const database = await scratchDatabase(kind);
    const env = {
      ...database.env,
      BOT_PACE_MS: '5',
      CLOCK_SWEEP_MS: '50',
      RATE_PER_SECOND: '10000',
      RATE_BURST: '10000',
    };
    const random = Random.fromSeed(`crash-${kind}`);
    let server: ChildServer = await startChildServer(env);
    try {
      const a = new Client(server.url);
      const b = new Client(server.url);
      await a.join();
      await b.join();
      const games: string[] = [];
      for (let i = 0; i < PERSON_GAMES; i++) games.push(await personGame(a, b));
      const computerGames = [
        (await a.post('/api/games', { level: 'random', turnSeconds: 600 })).json.id as string,
        (await b.post('/api/games', { level: 'first', turnSeconds: 600 })).json.id as string,
      ];
      const clockGame = await personGame(a, b, 3600);
      const clockBefore = (await a.get(`/api/games/${clockGame}`)).json.clock;
      /** Every acknowledged action: game, version, action. */
      const acknowledged: { game: string; version: number; action: Action }[] = [];

      for (let round = 0; round < ROUNDS; round++) {
        const players = [a, b] as const;
        let stop = false;
        const play = async (gameId: string) => {
          while (!stop) {
            try {
              const toMove = (await a.get(`/api/games/${gameId}`)).json.toMove as 0 | 1;
              const game = (await players[toMove].get(`/api/games/${gameId}`)).json;
              if (game.state === 'over') return;
              const action = game.legalActions[random.below(game.legalActions.length)] as Action;
              const reply = await players[toMove].post(`/api/games/${gameId}/actions`, {
                version: game.version,
                action,
              });
              if (reply.status === 200)
                acknowledged.push({ game: gameId, version: reply.json.entry.version, action });
            } catch {
              return; // the server is gone
            }
          }
        };
        const playing = Promise.all(games.map(play));
        // Humans move in the computer games too, so that the computer keeps having turns to play.
        const computerPlay = Promise.all(
          computerGames.map(async (gameId, index) => {
            const human = index === 0 ? a : b;
            while (!stop) {
              try {
                const game = (await human.get(`/api/games/${gameId}`)).json;
                if (game.state === 'over') return;
                if (game.seat === game.toMove) {
                  const action = game.legalActions[random.below(game.legalActions.length)] as Action;
                  const reply = await human.post(`/api/games/${gameId}/actions`, {
                    version: game.version,
                    action,
                  });
                  if (reply.status === 200)
                    acknowledged.push({ game: gameId, version: reply.json.entry.version, action });
                }
              } catch {
                return;
              }
            }
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 300 + random.below(700)));
        server.process.kill('SIGKILL');
        await server.exited;
        stop = true;
        await Promise.all([playing, computerPlay]);

        server = await startChildServer(env);
        a.base = server.url;
        b.base = server.url;
        expect((await a.get('/health')).json.status).toBe('ok');
        for (const { game, version, action } of acknowledged) {
          const entry = (await a.get(`/api/games/${game}/log?since=${version - 1}`)).json[0];
          expect({ game, version: entry?.version, action: entry?.action }).toEqual({ game, version, action });
        }
        const clock = (await a.get(`/api/games/${clockGame}`)).json.clock;
        expect(clock.deadline).toBe(clockBefore.deadline);
        expect(clock.msLeft).toBeLessThan(clockBefore.msLeft);
      }
      expect(acknowledged.length).toBeGreaterThan(ROUNDS * 5);

      // The games go on: people can act, and the computer finishes the turns it was playing.
      for (const gameId of games) {
        const toMove = (await a.get(`/api/games/${gameId}`)).json.toMove as 0 | 1;
        const player = [a, b][toMove]!;
        const game = (await player.get(`/api/games/${gameId}`)).json;
        if (game.state === 'over') continue;
        const reply = await player.post(`/api/games/${gameId}/actions`, {
          version: game.version,
          action: game.legalActions[0],
        });
        expect(reply.status).toBe(200);
      }
      for (const [index, gameId] of computerGames.entries()) {
        const human = index === 0 ? a : b;
        await eventually(async () => {
          const game = (await human.get(`/api/games/${gameId}`)).json;
          return game.state === 'over' || game.toMove === game.seat ? true : undefined;
        });
      }
    } finally {
      server.process.kill('SIGKILL');
      await server.exited;
      await database.drop();
    }
  });
});
