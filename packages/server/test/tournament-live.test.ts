/**
 * A tournament's page told of each change over the live connection (docs/api.md, "watchTournament"): at once
 * when it starts to watch, then after each join, pause, pairing and game's end, made by whichever request; each
 * time the page's next read shows the change (the shared read of a second ago is forgotten); an unknown
 * tournament refused.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type TournamentView } from '@katz/protocol';
import { Client, type LiveSocket } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { freshUsername, registerClient } from './support/registered.js';
import { useTestServer } from './support/use-test-server.js';

describe.each(DATABASE_KINDS)('a tournament watched live $title', ({ kind, skip }) => {
  const server = useTestServer({ kind, skip }, { CLOCK_SWEEP_MS: '50' });

  const guest = async () => {
    const client = new Client(server.url);
    const player = await client.join();
    return { client, id: player.id };
  };

  it.skipIf(skip)(
    'tells the page of each change, and its next read shows it',
    { timeout: 60_000 },
    async () => {
      const creator = await guest();
      await registerClient(creator.client, freshUsername(`live_${kind}`));
      const made = await creator.client.call(ENDPOINTS.createTournament, {
        body: {
          name: 'Watched arena',
          format: 'arena',
          minutes: 30,
          turnSeconds: 60,
          startsAt: new Date(Date.now() + 3_600_000).toISOString(),
        },
      });
      const id = made.id;
      const watcher = await guest();
      const live: LiveSocket = await watcher.client.live();
      live.send({ type: 'watchTournament', tournamentId: id, ref: 'first' });
      expect(await live.next('tournament', (message) => message.ref === 'first')).toMatchObject({
        tournamentId: id,
      });
      const read = () => watcher.client.call(ENDPOINTS.getTournament, { params: { id } });
      // The watcher's page reads it now (the shared read is made), then is told of each change and reads again.
      expect((await read()).players).toBe(1);
      /** Makes a change, waits for the message about it, and answers the page's next read. */
      const told = async (change: () => Promise<unknown>): Promise<TournamentView> => {
        await change();
        await live.next(
          'tournament',
          (message) => message.tournamentId === id && message.ref === undefined,
          15_000,
        );
        return read();
      };

      const other = await guest();
      expect(
        (await told(() => other.client.call(ENDPOINTS.joinTournament, { params: { id } }))).players,
      ).toBe(2);
      const started = await told(() => creator.client.call(ENDPOINTS.startTournament, { params: { id } }));
      expect(started.state).toBe('running');
      const game = started.pairings[0]!.games[0]!;
      expect(game.state).toBe('running');
      const ended = await told(() => other.client.call(ENDPOINTS.resign, { params: { id: game.id } }));
      expect(ended.pairings.find((pairing) => pairing.games[0]!.id === game.id)?.games[0]?.state).toBe(
        'over',
      );
      const paused = await told(() => other.client.call(ENDPOINTS.leaveTournament, { params: { id } }));
      expect(paused.standings.find((line) => line.player.id === other.id)).toMatchObject({ paused: true });

      live.send({ type: 'watchTournament', tournamentId: 'NoSuchTournament', ref: 'missing' });
      const refused = await live.next('error', (message) => message.ref === 'missing');
      expect(refused.error.code).toBe('tournament-not-found');
      live.send({ type: 'unwatchTournament', tournamentId: id });
      await live.close();
    },
  );
});
