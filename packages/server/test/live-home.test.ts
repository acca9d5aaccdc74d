/**
 * Every connection of a player hears of each change of their own games (`gameChanged`), without watching them: the
 * home page's list and the tab's title follow a turn at once. On PostgreSQL the two players are on two server
 * processes sharing the database, so the news crosses processes; nobody else hears of the game.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@katz/protocol';
import { DATABASE_KINDS } from './support/databases.js';
import { useSharedDatabase } from './support/use-shared-database.js';
import { firstDiscard, personGame, play, played } from './support/play.js';

describe.each(DATABASE_KINDS)('news of your own games $title', ({ kind, skip }) => {
  const shared = useSharedDatabase({ kind, skip });
  const joinedOn = shared.guest;

  it.skipIf(skip)('tells both players of every turn and of the end, and nobody else', async () => {
    const [a, b, stranger] = await Promise.all([joinedOn(0), joinedOn(1), joinedOn(1)]);
    const [liveA, liveB, liveStranger] = await Promise.all([a.live(), b.live(), stranger.live()]);
    const gameId = await personGame(a, b);
    // The game's beginning is a change of it too, for both.
    await Promise.all([liveA, liveB].map((live) => live.next('gameChanged', (m) => m.gameId === gameId)));

    const look = await a.game(gameId);
    const mover = look.toMove === 0 ? a : b;
    const game = await mover.game(gameId);
    played(await play(mover, gameId, { version: game.version, action: firstDiscard(game.legalActions) }));
    for (const live of [liveA, liveB]) {
      expect(
        await live.next('gameChanged', (m) => m.gameId === gameId && m.version === game.version + 1),
      ).toEqual({
        type: 'gameChanged',
        gameId,
        version: game.version + 1,
      });
    }

    await b.call(ENDPOINTS.resign, { params: { id: gameId } });
    const end = (await a.game(gameId)).version;
    await Promise.all(
      [liveA, liveB].map((live) => live.next('gameChanged', (m) => m.gameId === gameId && m.version === end)),
    );
    // The stranger's connection, open all along, heard of none of it: a ping's answer comes after anything sent
    // before it.
    liveStranger.send({ type: 'ping', ref: 'last' });
    await liveStranger.next('pong');
    expect(stranger.received.some((text) => text.includes(gameId))).toBe(false);
  });
});
