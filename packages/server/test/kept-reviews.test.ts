/**
 * The server keeps one review per finished game (docs/review.md, "Where it is computed"): the first request
 * queues it, the server computes it from the game's record with the default settings, and everyone who may see
 * the replay then gets the same review, whose figures are those `katz review` gives for the record. A running
 * game is refused as its replay is, and a player may have only so many reviews queued.
 */
import { describe, expect, it } from 'vitest';
import { parseRecord } from '@katz/engine';
import { REVIEW_SETTINGS } from '@katz/bots/review';
import { reviewOnThreads } from '@katz/bots/threads';
import { CORRESPONDENCE_SECONDS, ENDPOINTS } from '@katz/protocol';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { personGame, takeATurnEach } from './support/play.js';
import { useTestServer } from './support/use-test-server.js';

/** A review of a whole game takes a minute of a busy machine; these games are a few turns long. */
const REVIEW_WAIT = { timeout: 240_000, interval: 100 };

/** A finished game of `turns` turns each between two new guests, ended by a resignation; its id and players. */
async function finishedGame(url: string, turns: number): Promise<{ id: string; players: [Client, Client] }> {
  const players: [Client, Client] = [new Client(url), new Client(url)];
  await players[0].join();
  await players[1].join();
  const id = await personGame(players[0], players[1]);
  for (let turn = 0; turn < turns; turn++) await takeATurnEach(players, id);
  await players[0].call(ENDPOINTS.resign, { params: { id } });
  return { id, players };
}

const reviewOf = (client: Client, id: string) => client.attempt(ENDPOINTS.getReview, { params: { id } });

describe.each(DATABASE_KINDS)('kept reviews $title', ({ kind, skip }) => {
  const server = useTestServer({ kind, skip });

  it.skipIf(skip)(
    'computes one review per game, the figures of katz review, for players and spectators alike',
    { timeout: 600_000 },
    async () => {
      const { id, players } = await finishedGame(server.url, 2);
      const first = await reviewOf(players[0], id);
      expect(first.status).toBe(202);
      if (!first.result.ok) throw new Error(first.result.error.message);
      expect(first.result.value).toEqual({ state: expect.stringMatching(/^(queued|computing)$/), ahead: 0 });

      const spectator = new Client(server.url); // no session at all
      await expect.poll(async () => (await reviewOf(spectator, id)).status, REVIEW_WAIT).toBe(200);
      const answers = await Promise.all(
        [...players, spectator].map((client) => client.call(ENDPOINTS.getReview, { params: { id } })),
      );
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);

      const record = parseRecord(await spectator.call(ENDPOINTS.getRecord, { params: { id } }));
      if (!record.ok) throw new Error(record.error.message);
      const expected = await reviewOnThreads(record.value, REVIEW_SETTINGS, 1);
      expect(answers[0]).toEqual(JSON.parse(JSON.stringify(expected)));

      const rows = await server.database.query<{ attempts: number; state: string }>(
        'SELECT attempts, state FROM reviews WHERE game_id = $1',
        [id],
      );
      expect(rows.rows).toEqual([{ attempts: 1, state: 'done' }]);
      expect(server.logs.filter((line) => line.includes('kept the review of a game'))).toHaveLength(1);
    },
  );

  it.skipIf(skip)('refuses a running game, live or by correspondence, and an unknown one', async () => {
    const guest = new Client(server.url);
    await guest.join();
    for (const turnSeconds of [60, CORRESPONDENCE_SECONDS]) {
      const started = await guest.call(ENDPOINTS.startComputerGame, {
        body: { level: 'first', turnSeconds },
      });
      for (const client of [guest, new Client(server.url)]) {
        const refusal = await client.refused(ENDPOINTS.getReview, { params: { id: started.id } });
        expect(refusal).toMatchObject({ status: 409, code: 'game-running' });
      }
      await guest.call(ENDPOINTS.resign, { params: { id: started.id } });
    }
    const unknown = await guest.refused(ENDPOINTS.getReview, { params: { id: 'nosuchgame123' } });
    expect(unknown.status).toBe(404);
  });

  it.skipIf(skip)('lets a player have two reviews queued, not three', { timeout: 120_000 }, async () => {
    const first = await finishedGame(server.url, 1);
    const second = await finishedGame(server.url, 1);
    const third = await finishedGame(server.url, 1);
    const asker = first.players[0];
    // The games of the others: this player may ask for any finished game's review.
    expect((await reviewOf(asker, first.id)).status).toBe(202);
    expect((await reviewOf(asker, second.id)).status).toBe(202);
    const refused = await reviewOf(asker, third.id);
    expect(refused.status).toBe(429);
    if (refused.result.ok) throw new Error('the third review was queued');
    expect(refused.result.error.code).toBe('too-many-reviews');
    expect(refused.result.error.message).toBe(
      'too many reviews queued: 2 of yours wait already; ask again once one is done',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another player may still ask for it.
    expect((await reviewOf(third.players[1], third.id)).status).toBe(202);
  });

  it.skipIf(skip)('answers 503 while the whole queue is full', { timeout: 120_000 }, async () => {
    const { id, players } = await finishedGame(server.url, 0);
    // The queue filled by rows a process elsewhere holds (claimed for an hour: none is computed here).
    await server.database.query(
      `INSERT INTO reviews (game_id, settings_key, asked_by, claimed_by, claimed_until)
       SELECT $1, 'filler/' || n, 'filler ' || n, 'elsewhere', now() + interval '1 hour'
       FROM generate_series(1, 200) AS n`,
      [id],
    );
    try {
      const other = await finishedGame(server.url, 0);
      const refused = await reviewOf(other.players[0], other.id);
      expect(refused.status).toBe(503);
      if (refused.result.ok) throw new Error('the review was queued past the bound');
      expect(refused.result.error.code).toBe('review-queue-full');
      expect(refused.result.error.message).toBe(
        "the server's queue of reviews is full (200 queued): try again in 60 seconds",
      );
      expect(Number(refused.headers.get('retry-after'))).toBe(60);
    } finally {
      await server.database.query(`DELETE FROM reviews WHERE settings_key LIKE 'filler/%'`);
    }
    expect((await reviewOf(players[1], id)).status).toBe(202);
  });
});
