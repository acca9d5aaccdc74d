/**
 * Several server processes on one PostgreSQL database serve one site. Three processes run as child processes;
 * people connected to different ones play whole games with each other and against the computer, a spectator on
 * the third receives every update, and the process holding the clock lease is killed with SIGKILL at a moment
 * when it is also playing a computer turn. Every game must finish through the others, every acknowledged
 * action must be in the final replay under its client action id, the clocks and the dead process's computer
 * seat must be taken over within a few seconds, and no computer move may be computed twice.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type Health } from '@katz/protocol';
import { Client } from './support/client.js';
import { startChildServer, type ChildServer } from './support/child-server.js';
import { DATABASE_KINDS, scratchDatabase } from './support/databases.js';
import { playSeatLive, type Acknowledged, type SeatPlay } from './support/live-player.js';
import { eventually, personGame } from './support/play.js';
import { watchUntilOver } from './support/spectator.js';

const POSTGRES = DATABASE_KINDS.find((target) => target.kind === 'postgres')!;

const LEASE_MS = 1500;
const SETTINGS = {
  LEASE_MS: String(LEASE_MS),
  LEASE_RENEW_MS: '250',
  // Long enough a computer turn for the killed process to be caught in one, short enough for a quick test.
  BOT_PACE_MS: '30',
  CLOCK_SWEEP_MS: '50',
  RATE_PER_SECOND: '10000',
  RATE_BURST: '10000',
  NEW_GUESTS_PER_ADDRESS: '1000000',
  REGISTRATIONS_PER_ADDRESS: '1000000',
  WEB_DIST: '/nonexistent/katz-web-dist',
};

const health = (server: ChildServer): Promise<Health> => new Client(server.url).call(ENDPOINTS.health);

/** A seat to play: who, in which game, and where they go when their process dies. */
function seat(
  client: Client,
  gameId: string,
  tag: string,
  fallbackUrl: string,
  acknowledged: Acknowledged[],
): { readonly client: Client; readonly play: SeatPlay } {
  return { client, play: { gameId, fallbackUrl, tag, acknowledged, reconnects: 0 } };
}

describe(`several server processes ${POSTGRES.title}`, () => {
  it.skipIf(POSTGRES.skip)(
    'play games across processes, and the others take over from one killed with SIGKILL',
    async () => {
      const database = await scratchDatabase('postgres');
      const env = { ...database.env, ...SETTINGS };
      const servers: ChildServer[] = [];
      const admin = new pg.Client({ connectionString: database.env.DATABASE_URL });
      try {
        // The first process takes the clock lease before the others start, so that it is the one killed.
        const doomed = await startChildServer(env);
        servers.push(doomed);
        await eventually(async () => ((await health(doomed)).process.clockLease ? true : undefined));
        const [second, third] = await Promise.all([startChildServer(env), startChildServer(env)]);
        servers.push(second, third);
        const survivors = [second, third];
        await admin.connect();

        const joined = async (server: ChildServer) => {
          const client = new Client(server.url);
          await client.join();
          return client;
        };
        // People: the first of each pair on the doomed process, the second on the second process.
        const [p1, p2, p3, p4, h1, h2] = await Promise.all([
          joined(doomed),
          joined(second),
          joined(doomed),
          joined(second),
          joined(doomed),
          joined(second),
        ]);
        const personGames = [await personGame(p1, p2), await personGame(p4, p3)];
        const computerGames = [
          (await h1.call(ENDPOINTS.startComputerGame, { body: { level: 'first', turnSeconds: 600 } })).id,
          (await h2.call(ENDPOINTS.startComputerGame, { body: { level: 'solid', turnSeconds: 600 } })).id,
        ];
        const games = [...personGames, ...computerGames];

        const spectator = await joined(third);
        const watching = watchUntilOver(await spectator.live(), games);

        const acknowledged: Acknowledged[] = [];
        const fallback = second.url;
        const seats = [
          seat(p1, personGames[0]!, 'p1', fallback, acknowledged),
          seat(p2, personGames[0]!, 'p2', fallback, acknowledged),
          seat(p3, personGames[1]!, 'p3', fallback, acknowledged),
          seat(p4, personGames[1]!, 'p4', fallback, acknowledged),
          seat(h1, computerGames[0]!, 'h1', fallback, acknowledged),
          seat(h2, computerGames[1]!, 'h2', fallback, acknowledged),
        ];
        const playing = Promise.all(seats.map(({ client, play }) => playSeatLive(client, play)));

        // Mid-game, catch the doomed process playing a computer turn: wait until the database shows it holding
        // a computer turn's lease, stop it and look again (a stopped process changes nothing, but the turn may
        // have ended in between: then let it go on and wait for the next one). It is killed below.
        const doomedId = (await health(doomed)).process.id;
        const turnsHeld = async () =>
          (
            await admin.query<{ name: string }>(
              `SELECT name FROM leases WHERE owner = $1 AND name LIKE 'computer:%' AND expires_at > now()`,
              [doomedId],
            )
          ).rows.map((row) => row.name);
        await eventually(() => Promise.resolve(acknowledged.length >= 30 ? true : undefined), 30_000);
        let heldTurns: string[] = [];
        let doomedDecisions = 0;
        for (let attempt = 0; heldTurns.length === 0; attempt++) {
          expect(attempt, 'the doomed process never held a computer turn').toBeLessThan(300);
          await eventually(async () => ((await turnsHeld()).length > 0 ? true : undefined), 60_000);
          doomedDecisions = (await health(doomed)).process.computerDecisions;
          doomed.process.kill('SIGSTOP');
          heldTurns = await turnsHeld();
          if (heldTurns.length === 0) doomed.process.kill('SIGCONT');
        }
        // A clock that runs out while the process that swept the clocks is gone: a survivor must end it.
        const [k1, k2] = await Promise.all([joined(second), joined(second)]);
        const clockGame = await personGame(k1, k2, 1);
        const watchingClock = watchUntilOver(await spectator.live(), [clockGame]);
        doomed.process.kill('SIGKILL');
        await doomed.exited;
        expect((await k1.game(clockGame)).state).toBe('running');

        // Exactly one survivor sweeps the clocks once the dead process's lease has run out (LEASE_MS). Not timed:
        // a busy machine may take longer, and the wait's limit is only for a survivor that never takes over.
        await eventually(async () => {
          const leases = await Promise.all(survivors.map(async (server) => (await health(server)).process));
          return leases.filter((process) => process.clockLease).length === 1 ? true : undefined;
        }, 60_000);

        await playing;
        const watched = await watching;
        const clockWatched = await watchingClock;

        // The clock ran out after the kill and a survivor ended the game.
        const clockOver = await k1.game(clockGame);
        expect(clockOver.result?.reason).toBe('timeout');
        expect(clockWatched.get(clockGame)?.versions).toEqual([1]);

        // Every game finished, and the spectator on the third process received every entry once, in order.
        const reader = new Client(second.url);
        await reader.join();
        for (const gameId of games) {
          const replay = await reader.call(ENDPOINTS.getReplay, { params: { id: gameId } });
          expect(replay.result).not.toBeNull();
          const final = replay.entries.length;
          expect(watched.get(gameId)?.versions).toEqual(Array.from({ length: final }, (_, i) => i + 1));
          expect(watched.get(gameId)?.last?.state).toBe('over');
          // Every acknowledged action is in the replay at the version it was acknowledged with.
          for (const ack of acknowledged.filter((entry) => entry.gameId === gameId)) {
            expect(replay.entries[ack.version - 1], ack.clientActionId).toMatchObject({
              version: ack.version,
              action: ack.action,
            });
          }
        }
        // And under its client action id: sent again, each is answered as the same stored entry.
        for (const { client, play } of seats) {
          client.base = second.url;
          const mine = acknowledged.filter((ack) => ack.clientActionId.startsWith(`${play.tag}-`));
          expect(mine.length).toBeGreaterThan(0);
          for (const ack of mine) {
            const again = await client.call(ENDPOINTS.play, {
              params: { id: ack.gameId },
              body: { version: ack.version - 1, action: ack.action, clientActionId: ack.clientActionId },
            });
            expect({
              id: ack.clientActionId,
              repeated: again.repeated,
              version: again.entry.version,
            }).toEqual({
              id: ack.clientActionId,
              repeated: true,
              version: ack.version,
            });
          }
        }
        // The people on the killed process carried on through another.
        const doomedSeats = seats.filter(({ play }) => ['p1', 'p3', 'h1'].includes(play.tag));
        expect(doomedSeats.every(({ play }) => play.reconnects >= 1)).toBe(true);

        // Each computer move was computed once: no survivor computed one that could not be stored, and all
        // the processes together made no more decisions than the computer's moves in the games, plus the one
        // the killed process may have been making for each turn it held.
        let computerMoves = 0;
        for (const gameId of computerGames) {
          const replay = await reader.call(ENDPOINTS.getReplay, { params: { id: gameId } });
          computerMoves += replay.entries.filter(
            (entry) => replay.seats[entry.seat].kind === 'computer',
          ).length;
        }
        const surviving = await Promise.all(survivors.map(async (server) => (await health(server)).process));
        for (const process of surviving) expect(process.computerDecisionsWasted).toBe(0);
        const survivorDecisions = surviving.reduce((sum, process) => sum + process.computerDecisions, 0);
        expect(survivorDecisions).toBeGreaterThan(0);
        expect(doomedDecisions + survivorDecisions).toBeLessThanOrEqual(computerMoves + heldTurns.length);
      } finally {
        await admin.end().catch(() => undefined);
        for (const server of servers) {
          if (server.process.exitCode === null && server.process.signalCode === null)
            server.process.kill('SIGKILL');
          await server.exited;
        }
        await database.drop();
      }
    },
    120_000,
  );
});
