/**
 * Rated games through the real API: only registered players play them; their end (by the rules, resignation or
 * time) moves both ratings in the transaction that ends the game; a transaction that fails moves neither.
 */
import { describe, expect, it } from 'vitest';
import { Random } from '@katz/engine';
import { ENDPOINTS } from '@katz/protocol';
import { COMPUTER_RATINGS } from '../src/ratings/computer-ratings.js';
import { rateGame, RATED_GAMES_PER_PAIR_PER_DAY } from '../src/ratings/rate-game.js';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { eventually, playRandomAction, takeATurnEach } from './support/play.js';
import { freshUsername, registerClient } from './support/registered.js';
import { useTestServer } from './support/use-test-server.js';

describe.each(DATABASE_KINDS)('rated games $title', ({ kind, skip }) => {
  const server = useTestServer({ kind, skip });

  const guest = async () => {
    const client = new Client(server.url);
    return { client, player: await client.join() };
  };
  const registered = async () => {
    const joined = await guest();
    const username = freshUsername(`player_${kind}`);
    await registerClient(joined.client, username);
    return { ...joined, username };
  };
  /** A rated game between two registered players; the first sits in seat 0. */
  const ratedGame = async (
    turnSeconds = 600,
    players?: {
      first: Awaited<ReturnType<typeof registered>>;
      second: Awaited<ReturnType<typeof registered>>;
    },
  ) => {
    const first = players?.first ?? (await registered());
    const second = players?.second ?? (await registered());
    const challenge = await first.client.call(ENDPOINTS.createChallenge, {
      body: { visibility: 'lobby', turnSeconds, rated: true },
    });
    expect(challenge.rated).toBe(true);
    const { gameId } = await second.client.call(ENDPOINTS.acceptChallenge, { params: { id: challenge.id } });
    return { first, second, gameId };
  };
  const ratingOf = (username: string) =>
    new Client(server.url).call(ENDPOINTS.playerRating, { params: { name: username } });
  const ratingRows = async (ids: readonly string[]) =>
    (
      await server.database.query<{ player_id: string }>(
        'SELECT player_id FROM ratings WHERE player_id = ANY($1::text[])',
        [ids],
      )
    ).rows.length;

  it.skipIf(skip)('refuses a guest a rated game, making or accepting, and changes nothing', async () => {
    const { client } = await guest();
    const made = await client.refused(ENDPOINTS.createChallenge, {
      body: { visibility: 'lobby', turnSeconds: 60, rated: true },
    });
    expect(made.status).toBe(403);
    expect(made.code).toBe('account-required');
    expect(made.message).toMatch(/registered/);

    const { client: creator } = await registered();
    const challenge = await creator.call(ENDPOINTS.createChallenge, {
      body: { visibility: 'link', turnSeconds: 60, rated: true },
    });
    const accepted = await client.refused(ENDPOINTS.acceptChallenge, { params: { id: challenge.id } });
    expect(accepted.code).toBe('account-required');
    const still = await client.call(ENDPOINTS.getChallenge, { params: { id: challenge.id } });
    expect(still.state).toBe('open');
    // Unrated challenges stay open to guests.
    const unrated = await creator.call(ENDPOINTS.createChallenge, {
      body: { visibility: 'link', turnSeconds: 60 },
    });
    expect(unrated.rated).toBe(false);
    await client.call(ENDPOINTS.acceptChallenge, { params: { id: unrated.id } });
  });

  it.skipIf(skip)('moves both ratings when a rated game is resigned, in the same transaction', async () => {
    const { first, second, gameId } = await ratedGame();
    const before = await first.client.game(gameId);
    expect(before.rated).toBe(true);
    expect(before.seats[0]).toMatchObject({ rating: { value: 1500, provisional: true } });
    await takeATurnEach([first.client, second.client], gameId);
    await second.client.call(ENDPOINTS.resign, { params: { id: gameId } });

    const winner = await ratingOf(first.username);
    const loser = await ratingOf(second.username);
    expect(winner.rating).toBeGreaterThan(1500);
    expect(loser.rating).toBeLessThan(1500);
    expect(winner.rating - 1500).toBe(1500 - loser.rating); // two newcomers move alike
    expect([winner.games, loser.games]).toEqual([1, 1]);
    expect(winner.rd).toBeLessThan(350);

    const history = await first.client.call(ENDPOINTS.playerRatingHistory, {
      params: { name: first.username },
    });
    expect(history).toEqual([
      expect.objectContaining({ gameId, score: 1, before: 1500, after: winner.rating }),
    ]);
    expect(history[0]?.opponent).toMatchObject({ id: second.player.id, username: second.username });
    const profile = await new Client(server.url).call(ENDPOINTS.getProfile, {
      params: { name: first.username },
    });
    expect(profile.rating).toEqual({ value: winner.rating, provisional: true });

    // now() is the transaction's start: equal times mean the game's end and both ratings were one transaction.
    const times = await server.database.query<{ ended: Date; rated: Date; history: Date }>(
      `SELECT g.updated_at AS ended, max(r.updated_at) AS rated, max(h.created_at) AS history
       FROM games g JOIN ratings r ON r.player_id IN (g.player0, g.player1)
       JOIN rating_history h ON h.game_id = g.id WHERE g.id = $1 GROUP BY g.updated_at`,
      [gameId],
    );
    const row = times.rows[0];
    expect(row?.rated.getTime()).toBe(row?.ended.getTime());
    expect(row?.history.getTime()).toBe(row?.ended.getTime());

    const shown = await first.client.game(gameId);
    expect(shown.seats[0]).toMatchObject({ rating: { value: winner.rating } });
    const board = await new Client(server.url).call(ENDPOINTS.leaderboard, { query: { limit: 100 } });
    const onBoard = board.find((entry) => entry.player.id === first.player.id);
    expect(onBoard).toMatchObject({ rating: winner.rating, games: 1, provisional: true });
    expect(board.findIndex((entry) => entry.player.id === first.player.id)).toBeLessThan(
      board.findIndex((entry) => entry.player.id === second.player.id),
    );
  });

  it.skipIf(skip)(
    'aborts a rated game that ends before each player completed a turn: not rated',
    async () => {
      for (const turns of ['none', 'one'] as const) {
        const { first, second, gameId } = await ratedGame();
        if (turns === 'one') {
          const game = await first.client.game(gameId);
          const mover = [first, second][game.toMove]!.client;
          const seen = await mover.game(gameId);
          const discard = seen.legalActions.find((action) => action.type === 'discard');
          await mover.call(ENDPOINTS.play, {
            params: { id: gameId },
            body: { version: seen.version, action: discard },
          });
        }
        // The second account resigns at once, as a farmer's would.
        await second.client.call(ENDPOINTS.resign, { params: { id: gameId } });
        const over = await first.client.game(gameId);
        expect([over.state, over.rated], turns).toEqual(['over', false]);
        expect(over.result).toEqual({ winner: 0, reason: 'resigned' });
        const [one, two] = [await ratingOf(first.username), await ratingOf(second.username)];
        expect([one.games, two.games, one.rating, two.rating], turns).toEqual([0, 0, 1500, 1500]);
      }
    },
  );

  it.skipIf(skip)(
    `rates at most ${RATED_GAMES_PER_PAIR_PER_DAY} games of the same two players in 24 hours`,
    async () => {
      const players = { first: await registered(), second: await registered() };
      const rated: boolean[] = [];
      for (let game = 0; game <= RATED_GAMES_PER_PAIR_PER_DAY; game += 1) {
        const { gameId } = await ratedGame(600, players);
        await takeATurnEach([players.first.client, players.second.client], gameId);
        await players.second.client.call(ENDPOINTS.resign, { params: { id: gameId } });
        rated.push((await players.first.client.game(gameId)).rated);
      }
      expect(rated).toEqual([...Array<boolean>(RATED_GAMES_PER_PAIR_PER_DAY).fill(true), false]);
      expect((await ratingOf(players.first.username)).games).toBe(RATED_GAMES_PER_PAIR_PER_DAY);
      // Another opponent still counts.
      const { first, second, gameId } = await ratedGame(600, {
        first: players.first,
        second: await registered(),
      });
      await takeATurnEach([first.client, second.client], gameId);
      await second.client.call(ENDPOINTS.resign, { params: { id: gameId } });
      expect((await first.client.game(gameId)).rated).toBe(true);
    },
    120_000,
  );

  it.skipIf(skip)('moves both ratings when a rated game is lost on time', async () => {
    const { first, second, gameId } = await ratedGame();
    await takeATurnEach([first.client, second.client], gameId);
    const game = await first.client.game(gameId);
    await server.database.query(
      `UPDATE games SET turn_deadline = now() - interval '1 second' WHERE id = $1`,
      [gameId],
    );
    const over = await eventually(async () => {
      const now = await first.client.game(gameId);
      return now.state === 'over' ? now : undefined;
    });
    expect(over.result).toEqual({ winner: game.toMove === 0 ? 1 : 0, reason: 'timeout' });
    const [one, two] = [await ratingOf(first.username), await ratingOf(second.username)];
    expect([one.games, two.games]).toEqual([1, 1]);
    expect(one.rating > 1500).toBe(game.toMove === 1);
    expect(two.rating > 1500).toBe(game.toMove === 0);
  });

  it.skipIf(skip)(
    'moves both ratings when a rated game is played to its end',
    async () => {
      const { first, second, gameId } = await ratedGame();
      const random = Random.fromSeed('rated-to-the-end');
      while ((await playRandomAction([first.client, second.client], gameId, random)) !== null);
      const over = await first.client.game(gameId);
      expect(over.result?.reason).toMatch(/^(stock|drawPile)$/);
      const [one, two] = [await ratingOf(first.username), await ratingOf(second.username)];
      expect([one.games, two.games]).toEqual([1, 1]);
      if (over.result?.winner === null) expect(one.rating).toBe(1500);
      else expect(one.rating > 1500).toBe(over.result?.winner === 0);
    },
    120_000,
  );

  it.skipIf(skip)('changes neither rating when the transaction ending the game fails', async () => {
    const { first, second, gameId } = await ratedGame();
    await takeATurnEach([first.client, second.client], gameId);
    const ids = [first.player.id, second.player.id];
    await expect(
      server.database.transaction(async (tx) => {
        await tx.query(
          `UPDATE games SET state = 'over', result = '{"winner": 0, "reason": "resigned"}' WHERE id = $1`,
          [gameId],
        );
        expect(await rateGame(tx, gameId)).toBe(true);
        const inside = await tx.query('SELECT 1 FROM ratings WHERE player_id = ANY($1::text[])', [ids]);
        expect(inside.rows).toHaveLength(2); // both ratings moved, inside the transaction
        throw new Error('the end of the game fails after the ratings moved');
      }),
    ).rejects.toThrow(/fails after/);
    expect(await ratingRows(ids)).toBe(0);
    expect((await ratingOf(first.username)).games).toBe(0);
    expect((await first.client.game(gameId)).state).toBe('running');
    const history = await server.database.query('SELECT 1 FROM rating_history WHERE game_id = $1', [gameId]);
    expect(history.rows).toEqual([]);
  });

  it.skipIf(skip)(
    'leaves games against the computer unrated, and gives its levels fixed ratings',
    async () => {
      const { client } = await registered();
      const game = await client.call(ENDPOINTS.startComputerGame, {
        body: { level: 'solid', turnSeconds: 60 },
      });
      expect(game.rated).toBe(false);
      const levels = await client.call(ENDPOINTS.computerRatings);
      // The ladder's figures, held to docs/bots.md by computer-ratings-doc.test.ts; the Kitten is the anchor.
      expect(levels).toEqual(COMPUTER_RATINGS);
      expect(levels.find((entry) => entry.level === 'novice')?.rating).toBe(1000);
      const missing = await client.refused(ENDPOINTS.playerRating, { params: { name: 'nobody-here' } });
      expect([missing.status, missing.code]).toEqual([404, 'player-not-found']);
    },
  );
});
