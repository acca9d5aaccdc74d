/**
 * The fixed phrases two people say to each other (docs/social.md, "A word in the other's language"): a phrase
 * reaches every live connection of the other seated player, watched or not, and nobody else (not a spectator, not
 * the sayer); it is refused with a code of its own when said too often, in a game against the computer, by
 * someone not seated, between two players of whom one blocks the other, and an hour after the end, but goes
 * through just after the end. On PostgreSQL the two players are on two server processes sharing the database.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type ErrorCode, type Phrase } from '@katz/protocol';
import type { Client } from './support/client.js';
import { type LiveSocket } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { useSharedDatabase } from './support/use-shared-database.js';
import { personGame } from './support/play.js';
import { freshUsername, registerClient } from './support/registered.js';

let refs = 0;

/** Says a phrase over the socket; the refusal's code, or null when it was sent. */
async function say(live: LiveSocket, gameId: string, phrase: Phrase): Promise<ErrorCode | null> {
  const ref = `say-${String(++refs)}`;
  live.send({ type: 'say', gameId, phrase, ref });
  const answer = await live.reply(ref);
  return answer.type === 'error' ? answer.error.code : null;
}

/** Everything sent to the socket before now has arrived: a ping's answer comes after it. */
async function settled(live: LiveSocket): Promise<void> {
  const ref = `settled-${String(++refs)}`;
  live.send({ type: 'ping', ref });
  await live.next('pong', (message) => message.ref === ref);
}

const heardPhrase = (client: Client) => client.received.some((text) => text.includes('"said"'));

describe.each(DATABASE_KINDS)('phrases between the players of a game $title', ({ kind, skip }) => {
  const shared = useSharedDatabase({ kind, skip });
  const serverOf = shared.server;
  const guestOn = shared.guest;
  /** Two guests on two processes (on PostgreSQL) in a game of their own, each with a live connection. */
  const twoPlayers = async () => {
    const [a, b] = await Promise.all([guestOn(0), guestOn(1)]);
    const [liveA, liveB] = await Promise.all([a.live(), b.live()]);
    const gameId = await personGame(a, b);
    return { a, b, liveA, liveB, gameId };
  };

  it.skipIf(skip)('reaches the other player, watching or not, and not a spectator or the sayer', async () => {
    const { a, b, liveA, liveB, gameId } = await twoPlayers();
    // A second connection of the other player, watching the game: every connection hears it.
    const watchingB = await b.live();
    watchingB.send({ type: 'watch', gameId });
    await watchingB.next('update', (message) => message.gameId === gameId);
    const spectator = await guestOn(1);
    const spectatorLive = await spectator.live();
    spectatorLive.send({ type: 'watch', gameId });
    await spectatorLive.next('update', (message) => message.gameId === gameId);

    expect(await say(liveA, gameId, 'goodLuck')).toBeNull();
    for (const live of [liveB, watchingB]) {
      expect(await live.next('said')).toEqual({ type: 'said', gameId, phrase: 'goodLuck' });
    }
    // And back the other way, across the processes again.
    expect(await say(liveB, gameId, 'thanks')).toBeNull();
    expect(await liveA.next('said')).toEqual({ type: 'said', gameId, phrase: 'thanks' });

    await Promise.all([settled(spectatorLive), settled(liveA), settled(liveB)]);
    expect(heardPhrase(spectator)).toBe(false);
    // Each heard the other's phrase once and never their own.
    expect(a.received.filter((text) => text.includes('"said"'))).toHaveLength(1);
    expect(b.received.filter((text) => text.includes('"said"'))).toHaveLength(2);
    expect(a.received.join('\n')).not.toContain('"phrase":"goodLuck"');
  });

  it.skipIf(skip)('refuses a phrase beyond the first few, with throttled', async () => {
    const { liveA, liveB, gameId } = await twoPlayers();
    const answers = [];
    for (const phrase of ['hello', 'goodLuck', 'oneMoment', 'sorry'] as const) {
      answers.push(await say(liveA, gameId, phrase));
    }
    expect(answers).toEqual([null, null, null, 'throttled']);
    // The refused phrase never arrived: the three before it did, in order.
    const heard = [];
    for (let i = 0; i < 3; i++) heard.push((await liveB.next('said')).phrase);
    expect(heard).toEqual(['hello', 'goodLuck', 'oneMoment']);
    await settled(liveB);
    await expect(liveB.next('said', () => true, 0)).rejects.toThrow('no said message in time');
  });

  it.skipIf(skip)('refuses a game against the computer, with not-available', async () => {
    const player = await guestOn(0);
    const live = await player.live();
    const game = await player.call(ENDPOINTS.startComputerGame, {
      body: { level: 'random', turnSeconds: 600 },
    });
    expect(await say(live, game.id, 'hello')).toBe('not-available');
  });

  it.skipIf(skip)('refuses someone not seated, and a game that does not exist', async () => {
    const { b, gameId } = await twoPlayers();
    const stranger = await guestOn(1);
    const strangerLive = await stranger.live();
    expect(await say(strangerLive, gameId, 'hello')).toBe('not-seated');
    expect(await say(strangerLive, 'g_doesnotexist', 'hello')).toBe('game-not-found');
    await settled(await b.live());
    expect(heardPhrase(b)).toBe(false);
  });

  it.skipIf(skip)('refuses either way between two players of whom one blocks the other', async () => {
    const [a, b] = await Promise.all([guestOn(0), guestOn(1)]);
    const usernameB = freshUsername('blocked');
    await Promise.all([registerClient(a, freshUsername('blocker')), registerClient(b, usernameB)]);
    const gameId = await personGame(a, b);
    const [liveA, liveB] = await Promise.all([a.live(), b.live()]);
    expect(await say(liveA, gameId, 'hello')).toBeNull();
    await liveB.next('said');

    await a.call(ENDPOINTS.block, { params: { name: usernameB } });
    expect(await say(liveB, gameId, 'sorry')).toBe('not-available');
    expect(await say(liveA, gameId, 'goodGame')).toBe('not-available');
    await Promise.all([settled(liveA), settled(liveB)]);
    expect(heardPhrase(a)).toBe(false);
  });

  it.skipIf(skip)('goes through after the end, and is refused an hour after it', async () => {
    const { b, liveA, liveB, gameId } = await twoPlayers();
    await b.call(ENDPOINTS.resign, { params: { id: gameId } });
    expect((await b.game(gameId)).state).toBe('over');
    expect(await say(liveA, gameId, 'goodGame')).toBeNull();
    expect(await liveB.next('said')).toEqual({ type: 'said', gameId, phrase: 'goodGame' });

    // The game ended 61 minutes ago, as its database row says.
    await serverOf(0).database.query(
      `UPDATE games SET updated_at = now() - interval '61 minutes' WHERE id = $1`,
      [gameId],
    );
    expect(await say(liveB, gameId, 'thanks')).toBe('game-over');
  });
});
