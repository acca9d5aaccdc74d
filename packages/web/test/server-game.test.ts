/**
 * The app's server game source against a real server: two people meet through an invitation (the inviter
 * hears of it live), play turns through their sources while a third person watches, lose their connections in
 * the middle of a turn and then the whole server, and play on. Each source must see every version exactly
 * once and in order, and a play sent again after a drop must be stored once.
 */
import type { Action } from '@katz/engine';
import { ENDPOINTS } from '@katz/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourceUpdate } from '../src/game/game-source.js';
import { ServerGameSource } from '../src/connection/server-game-source.js';
import { nodeClient, type NodeClient } from './connection/node-client.js';
import { RestartableServer } from '@katz/server/testing';

/** Resolves with the source's state once `check` holds for it. */
function reached(source: ServerGameSource, check: (update: SourceUpdate) => boolean): Promise<SourceUpdate> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`game ${source.gameId} did not reach the state in time`));
    }, 15_000);
    const look = (update: SourceUpdate | undefined) => {
      if (!update || !check(update)) return false;
      clearTimeout(timer);
      stop();
      resolve(update);
      return true;
    };
    const stop = source.subscribe(look);
    look(source.current());
  });
}

const atVersion = (source: ServerGameSource, version: number) =>
  reached(source, (update) => update.game.version >= version);

/** The versions a source was shown, in the order it was shown them. */
function versionsShown(source: ServerGameSource): number[] {
  const versions: number[] = [];
  source.subscribe((update) => versions.push(...update.entries.map((entry) => entry.version)));
  return versions;
}

/** A build when there is one (the turn goes on), else a discard (it ends). */
function choose(legal: readonly Action[]): Action {
  const action = legal.find((candidate) => candidate.type === 'build') ?? legal[0];
  if (!action) throw new Error('no legal action');
  return action;
}

describe('the server game source against a real server', () => {
  let server: RestartableServer;
  const clients: NodeClient[] = [];

  beforeAll(async () => {
    server = await RestartableServer.start('pglite');
  });
  afterAll(async () => {
    await server.close();
  });

  it('plays through drops and a restart, every version shown once, a spectator following', async () => {
    const [anna, bert, carl] = [nodeClient(server.url), nodeClient(server.url), nodeClient(server.url)];
    clients.push(anna, bert, carl);
    const releaseAnna = anna.live.hold();
    const started = new Promise<string>((resolve) => {
      anna.live.listen((message) => {
        if (message.type === 'gameStarted') resolve(message.gameId);
      });
    });
    await new Promise<void>((resolve) => anna.live.onOpen(resolve));
    const challenge = await anna.api.call(ENDPOINTS.createChallenge, {
      body: { visibility: 'link', turnSeconds: 600 },
    });
    if (!challenge.ok) throw new Error(challenge.error.message);
    expect(challenge.value.link).toBe(`/invite/${challenge.value.id}`);
    const accepted = await bert.api.call(ENDPOINTS.acceptChallenge, { params: { id: challenge.value.id } });
    if (!accepted.ok) throw new Error(accepted.error.message);
    const gameId = accepted.value.gameId;
    expect(await started).toBe(gameId);

    const seated = [
      new ServerGameSource(gameId, anna.live),
      new ServerGameSource(gameId, bert.live),
    ] as const;
    const watcher = new ServerGameSource(gameId, carl.live);
    releaseAnna();
    const shown = [...seated, watcher].map(versionsShown);
    await Promise.all([...seated, watcher].map((source) => atVersion(source, 0)));
    expect(seated.map((source) => source.current()!.game.seat)).toEqual([0, 1]);

    /** One action by whoever is to move, through their source; waits until all three show it. */
    const step = async (disturb?: (mover: number) => void) => {
      const game = seated[0].current()!.game;
      const mover = game.toMove;
      const own = seated[mover].current()!.game;
      expect(own.version).toBe(game.version);
      const playing = seated[mover].play([choose(own.legalActions)]);
      disturb?.(mover);
      const answer = await playing;
      expect(answer).toEqual({ ok: true, value: undefined });
      expect(seated[mover].current()!.game.version).toBe(game.version + 1);
      await Promise.all([...seated, watcher].map((source) => atVersion(source, game.version + 1)));
    };

    for (let turn = 0; turn < 6; turn++) await step();

    // The network drops just after a play went out: it is sent again on the new connection, and stored once.
    const players = [anna, bert];
    await step((mover) => {
      players[mover]!.cut();
    });
    await step((mover) => {
      players[1 - mover]!.cut();
      carl.cut();
    });
    for (let turn = 0; turn < 3; turn++) await step();

    // The server restarts: everyone is told (reconnecting), comes back by themselves and plays on.
    const before = seated[0].current()!.game.version;
    const statuses: string[] = [];
    seated[0].subscribeStatus((status) => statuses.push(status));
    await server.stop();
    await server.start();
    await Promise.all(
      [...seated, watcher].map(
        (source) =>
          new Promise<void>((resolve) => {
            if (source.status() === 'live') resolve();
            const stop = source.subscribeStatus((status) => {
              if (status !== 'live') return;
              stop();
              resolve();
            });
          }),
      ),
    );
    expect(statuses).toContain('reconnecting');
    for (let turn = 0; turn < 4; turn++) await step();

    const final = seated[0].current()!.game.version;
    expect(final).toBe(before + 4);
    const every = Array.from({ length: final }, (_unused, index) => index + 1);
    for (const versions of shown) expect(versions).toEqual(every);
    const log = await anna.api.call(ENDPOINTS.getLog, { params: { id: gameId }, query: { since: 0 } });
    if (!log.ok) throw new Error(log.error.message);
    expect(log.value.map((entry) => entry.version)).toEqual(every);

    // The spectator sees the public view: no hand, no legal actions; it cannot play.
    const seen = watcher.current()!.game;
    expect(seen.seat).toBeNull();
    expect(seen.view.players.map((player) => player.hand)).toEqual([undefined, undefined]);
    const refused = await watcher.play([choose(seated[seen.toMove].current()!.game.legalActions)]);
    expect(refused).toMatchObject({ ok: false, error: { code: 'not-seated' } });

    // A resignation ends it for everyone.
    expect(await seated[1].resign()).toEqual({ ok: true, value: undefined });
    const over = await reached(watcher, (update) => update.game.state === 'over');
    expect(over.game.result).toEqual({ winner: 0, reason: 'resigned' });
    expect(over.game.seed).not.toBeNull();
    for (const source of [...seated, watcher]) source.close();
  });
});
