/**
 * Accepting a challenge answers the game it started (migration 11), so that the accepting process keeps it and
 * the players' first updates need no read: it must be the game exactly as the database reads it back.
 */
import { describe, expect, it } from 'vitest';
import { acceptChallenge, createChallenge } from '../src/games/challenges.js';
import { loadGame } from '../src/games/game-store.js';
import type { StoredGame } from '../src/games/stored-game.js';
import { useScratchDatabase } from './support/use-scratch-database.js';
import { DATABASE_KINDS } from './support/databases.js';

/** What a game is apart from the moment it was read. */
const asStored = ({ readAt: _readAt, ...game }: StoredGame) => game;

describe.each(DATABASE_KINDS)('the game an acceptance answers $title', ({ kind, skip }) => {
  const db = useScratchDatabase({ kind, skip }, 2);

  let players = 0;
  async function player(
    account: { readonly rating?: number; readonly games?: number } | null,
  ): Promise<string> {
    const id = `acceptor-${String(players++)}`;
    if (account === null) {
      await db.query('INSERT INTO players (id, name) VALUES ($1, $2)', [id, `Guest ${id}`]);
      return id;
    }
    await db.query(
      `INSERT INTO players (id, name, username, password_hash, registered_at)
       VALUES ($1, $1, $1, 'not a hash', now())`,
      [id],
    );
    if (account.rating !== undefined) {
      await db.query(
        'INSERT INTO ratings (player_id, rating, rd, volatility, games) VALUES ($1, $2, 80, 0.06, $3)',
        [id, account.rating, account.games ?? 1],
      );
    }
    return id;
  }

  async function accepted(creator: string, acceptor: string, rated: boolean): Promise<StoredGame> {
    const challenge = await createChallenge(db, {
      creator,
      address: '127.0.0.1',
      listed: true,
      turnSeconds: 90,
      rated,
      limits: { openChallenges: 10, lobbyChallengesPerAddress: 1000 },
    });
    if (!challenge.ok) throw new Error(challenge.error.message);
    expect(challenge.value.creator.id).toBe(creator);
    const game = await acceptChallenge(db, challenge.value.id, acceptor);
    if (!game.ok) throw new Error(game.error.message);
    return game.value;
  }

  it.skipIf(skip)('is the game as read, between guests', async () => {
    const game = await accepted(await player(null), await player(null), false);
    const read = await loadGame(db, game.id);
    if (!read) throw new Error('the game is not there');
    expect(asStored(game)).toEqual(asStored(read));
    expect(game.seats.map((seat) => seat.kind === 'person' && seat.rating)).toEqual([null, null]);
  });

  it.skipIf(skip)('is the game as read, with the seats’ ratings, between registered players', async () => {
    const creator = await player({ rating: 1612.5, games: 7 });
    const game = await accepted(creator, await player({}), true);
    const read = await loadGame(db, game.id);
    if (!read) throw new Error('the game is not there');
    expect(asStored(game)).toEqual(asStored(read));
    expect(game.rated).toBe(true);
    expect(game.turnDeadline?.getTime()).toBe(game.createdAt.getTime() + 90_000);
  });
});
