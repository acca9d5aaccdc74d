/**
 * A game's review is made from its public record (docs/review.md), which the server gives only once the game is
 * over: the replay and the record of a running game, live or by correspondence, are refused with a clear error,
 * so nobody can have a game in play analysed through them. Once the game is over, its record reviews.
 */
import { describe, expect, it } from 'vitest';
import { parseRecord } from '@katz/engine';
import { reviewGame } from '@katz/bots/review';
import { CORRESPONDENCE_SECONDS, ENDPOINTS } from '@katz/protocol';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { useTestServer } from './support/use-test-server.js';

/** A review with few worlds: what is checked here is that a finished game's record reviews at all. */
const LIGHT = {
  seed: 'source1',
  searchPlayouts: 16,
  worlds: 4,
  maxWorlds: 4,
  maxMistakeWorlds: 4,
  drawWorlds: 4,
  horizon: 1,
};

describe.each(DATABASE_KINDS)('the source of a review $title', ({ kind, skip }) => {
  const server = useTestServer({ kind, skip });

  for (const [game, turnSeconds] of [
    ['a live game', 60],
    ['a correspondence game', CORRESPONDENCE_SECONDS],
  ] as const) {
    it.skipIf(skip)(`is refused while ${game} runs, and reviews once it is over`, async () => {
      const guest = new Client(server.url);
      await guest.join();
      const started = await guest.call(ENDPOINTS.startComputerGame, {
        body: { level: 'first', turnSeconds },
      });
      const params = { id: started.id };
      for (const endpoint of [ENDPOINTS.getReplay, ENDPOINTS.getRecord]) {
        const refusal = await guest.refused(endpoint, { params });
        expect(refusal.status).toBe(409);
        expect(refusal.code).toBe('game-running');
        expect(refusal.message).toBe(
          'the game is still running: its replay, record and review come after the end',
        );
      }
      // A spectator without a session is refused the same way.
      expect((await new Client(server.url).refused(ENDPOINTS.getRecord, { params })).code).toBe(
        'game-running',
      );

      await guest.call(ENDPOINTS.resign, { params });
      const record = parseRecord(await guest.call(ENDPOINTS.getRecord, { params }));
      if (!record.ok) throw new Error(record.error.message);
      const review = await reviewGame(record.value, LIGHT);
      expect(review.result).toBeNull(); // resigned: the rules did not end it
      expect(review.players.map((player) => player.seat)).toEqual([0, 1]);
    });
  }
});
