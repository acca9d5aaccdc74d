/**
 * Crash safety: the server process is killed (SIGKILL) at random moments while many games are being played,
 * then restarted on the same database. Every acknowledged action must still be there, the database must open
 * cleanly, the games must go on (the computer's too), and a running clock must keep its deadline.
 */
import { describe, expect, it } from 'vitest';
import { Random, type Action } from '@katz/engine';
import { ENDPOINTS } from '@katz/protocol';
import { Client } from './support/client.js';
import { startChildServer, type ChildServer } from './support/child-server.js';
import { DATABASE_KINDS, scratchDatabase } from './support/databases.js';
import { eventually, personGame, play } from './support/play.js';

const ROUNDS = 3;
const PERSON_GAMES = 4;

/** Every acknowledged action: game, version, action. */
interface Acknowledged {
  readonly game: string;
  readonly version: number;
  readonly action: Action;
}

describe.each(DATABASE_KINDS)('crash safety $title', ({ kind, skip }) => {
  // Three kills and restarts of a whole server: 37 s on PostgreSQL and 85 s on PGlite on a 2-core machine
  // under a load of 13, so the limit allows for a busy machine.
  it.skipIf(skip)(
    'keeps every acknowledged action through SIGKILLs at random moments',
    { timeout: 300_000 },
    async () => {
      const database = await scratchDatabase(kind);
      const env = {
        ...database.env,
        BOT_PACE_MS: '5',
        CLOCK_SWEEP_MS: '50',
        RATE_PER_SECOND: '10000',
        RATE_BURST: '10000',
        NEW_GUESTS_PER_ADDRESS: '1000000',
        REGISTRATIONS_PER_ADDRESS: '1000000',
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
          (await a.call(ENDPOINTS.startComputerGame, { body: { level: 'random', turnSeconds: 600 } })).id,
          (await b.call(ENDPOINTS.startComputerGame, { body: { level: 'first', turnSeconds: 600 } })).id,
        ];
        const clockGame = await personGame(a, b, 3600);
        const clockBefore = (await a.game(clockGame)).clock;
        const acknowledged: Acknowledged[] = [];

        for (let round = 0; round < ROUNDS; round++) {
          const players = [a, b] as const;
          let stop = false;
          // The kill comes after a random number of acknowledged actions this round: a moment chosen by what
          // happened, not by the clock, so a slow machine kills mid-game as surely as a fast one.
          const killAfter = acknowledged.length + 3 + random.below(12);
          let reached: () => void = () => undefined;
          const killMoment = new Promise<void>((resolve) => {
            reached = resolve;
          });
          const acknowledge = (entry: Acknowledged) => {
            acknowledged.push(entry);
            if (acknowledged.length >= killAfter) reached();
          };
          /** Plays random actions for whichever seated person is to move, until the server is gone. */
          const keepPlaying = async (gameId: string, seated: readonly [Client, Client | null]) => {
            while (!stop) {
              try {
                const player = seated[(await a.game(gameId)).toMove];
                if (!player) continue;
                const game = await player.game(gameId);
                if (game.state === 'over') return;
                if (game.seat !== game.toMove) continue;
                const action = game.legalActions[random.below(game.legalActions.length)];
                if (!action) return;
                const reply = await play(player, gameId, { version: game.version, action });
                if (reply.result.ok)
                  acknowledge({ game: gameId, version: reply.result.value.entry.version, action });
              } catch {
                return; // the server is gone
              }
            }
          };
          const playing = Promise.all([
            ...games.map((gameId) => keepPlaying(gameId, players)),
            // Humans move in the computer games too, so that the computer keeps having turns to play.
            keepPlaying(computerGames[0]!, [a, null]),
            keepPlaying(computerGames[1]!, [b, null]),
          ]);
          await killMoment;
          server.process.kill('SIGKILL');
          await server.exited;
          stop = true;
          await playing;

          server = await startChildServer(env);
          a.base = server.url;
          b.base = server.url;
          expect((await a.call(ENDPOINTS.health)).status).toBe('ok');
          for (const { game, version, action } of acknowledged) {
            const [entry] = await a.call(ENDPOINTS.getLog, {
              params: { id: game },
              query: { since: version - 1 },
            });
            expect({ game, version: entry?.version, action: entry?.action }).toEqual({
              game,
              version,
              action,
            });
          }
          const clock = (await a.game(clockGame)).clock;
          expect(clock?.deadline).toBe(clockBefore?.deadline);
          expect(clock?.msLeft).toBeLessThan(clockBefore?.msLeft ?? 0);
        }
        expect(acknowledged.length).toBeGreaterThan(ROUNDS * 3);

        // The games go on: people can act, and the computer finishes the turns it was playing.
        for (const gameId of games) {
          const player = [a, b][(await a.game(gameId)).toMove]!;
          const game = await player.game(gameId);
          if (game.state === 'over') continue;
          const reply = await play(player, gameId, { version: game.version, action: game.legalActions[0] });
          expect(reply.status).toBe(200);
        }
        for (const gameId of computerGames) {
          await eventually(async () => {
            const game = await a.game(gameId);
            return game.state === 'over' || game.toMove === 0 ? true : undefined;
          });
        }
      } finally {
        server.process.kill('SIGKILL');
        await server.exited;
        await database.drop();
      }
    },
  );
});
