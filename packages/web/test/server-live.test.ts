/**
 * The live connection and the server game source against sockets driven by the test: version order, repairs of
 * gaps, reconnection with a growing pause and a watch from the version held, plays sent again with the same
 * client action id, and every frame checked by the protocol. (server-game.test.ts plays against a real server.)
 */
import { LIVE_CLOSE, type ClientMessage } from '@katz/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SourceStatus, SourceUpdate } from '../src/game/game-source.js';
import { LiveConnection, type SocketEvents } from '../src/connection/live-connection.js';
import { ServerGameSource } from '../src/connection/server-game-source.js';
import { FakeGame } from './connection/fake-game.js';

/** One socket the connection opened: what it sent, and the hands to open, feed and close it. */
class FakeSocket {
  readonly sent: ClientMessage[] = [];
  closed = false;
  constructor(readonly events: SocketEvents) {}
  send(text: string) {
    this.sent.push(JSON.parse(text) as ClientMessage);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.events.open();
  }
  push(message: unknown) {
    this.events.message(JSON.stringify(message));
  }
  drop(code = 1006) {
    this.events.close(code);
  }
  sentOf<T extends ClientMessage['type']>(type: T): Extract<ClientMessage, { type: T }>[] {
    return this.sent.filter(
      (message): message is Extract<ClientMessage, { type: T }> => message.type === type,
    );
  }
}

interface Harness {
  readonly live: LiveConnection;
  readonly sockets: FakeSocket[];
  readonly faults: string[];
  readonly renewals: boolean[];
  /** One entry per session ending heard, the number of sockets opened by then. */
  readonly endings: number[];
  readonly socket: () => FakeSocket;
}

function harness(): Harness {
  const sockets: FakeSocket[] = [];
  const faults: string[] = [];
  const renewals: boolean[] = [];
  const endings: number[] = [];
  const live = new LiveConnection({
    url: 'ws://test/api/live',
    openSocket: (_url, events) => {
      const socket = new FakeSocket(events);
      sockets.push(socket);
      return socket;
    },
    prepare: (renew) => {
      renewals.push(renew);
      return Promise.resolve();
    },
    random: () => 0.5,
    onFault: (message) => faults.push(message),
    onSessionEnded: () => endings.push(sockets.length),
  });
  const socket = () => {
    const last = sockets.at(-1);
    if (!last) throw new Error('no socket opened yet');
    return last;
  };
  return { live, sockets, faults, renewals, endings, socket };
}

/** Lets the connection's `prepare` promise settle, so the socket is opened. */
const settle = () => vi.advanceTimersByTimeAsync(0);

function record(source: ServerGameSource) {
  const updates: SourceUpdate[] = [];
  const statuses: SourceStatus[] = [];
  source.subscribe((update) => updates.push(update));
  source.subscribeStatus((status) => statuses.push(status));
  return { updates, statuses };
}

describe('the server game source over a live connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('watches on open, then applies updates in version order and skips what it holds', async () => {
    const { live, socket } = harness();
    const game = new FakeGame('g1', 0);
    const source = new ServerGameSource('g1', live);
    const seen = record(source);
    expect(source.status()).toBe('connecting');
    await settle();
    socket().open();
    expect(source.status()).toBe('live');
    const [watch] = socket().sentOf('watch');
    expect(watch).toMatchObject({ gameId: 'g1' });
    expect(watch).not.toHaveProperty('since');

    socket().push(game.update(0, watch!.ref));
    expect(seen.updates).toHaveLength(1);
    expect(seen.updates[0]!.entries).toEqual([]);

    game.play();
    game.play();
    socket().push(game.update(0));
    expect(seen.updates.at(-1)!.entries.map((entry) => entry.version)).toEqual([1, 2]);
    expect(source.current()!.game.version).toBe(2);

    // An older frame changes nothing; a repeated entry is not shown twice.
    socket().push({ ...game.update(1), game: { ...game.view(), version: 1 } });
    expect(seen.updates).toHaveLength(2);
    game.play();
    socket().push(game.update(1));
    expect(seen.updates.at(-1)!.entries.map((entry) => entry.version)).toEqual([3]);
    expect(seen.statuses).toEqual(['live']);
    source.close();
  });

  it('shows nothing new when a new watch finds the game as it was', async () => {
    const { live, socket } = harness();
    const game = new FakeGame('g1', 0);
    const source = new ServerGameSource('g1', live, { initial: game.view() });
    const seen = record(source);
    await settle();
    socket().open();
    socket().push(game.update(0, socket().sentOf('watch')[0]!.ref));
    expect(seen.updates).toEqual([]);
    source.close();
  });

  it('asks again from the version held when entries are missing, and shows the repaired run', async () => {
    const { live, socket } = harness();
    const game = new FakeGame('g1', 1);
    const source = new ServerGameSource('g1', live);
    const seen = record(source);
    await settle();
    socket().open();
    socket().push(game.update(0));
    game.play();
    game.play();
    game.play();
    socket().push(game.update(2)); // entry 3 only, while the source holds version 0
    expect(seen.updates).toHaveLength(1);
    const again = socket().sentOf('watch').at(-1)!;
    expect(again.since).toBe(0);
    socket().push(game.update(0, again.ref));
    expect(seen.updates.at(-1)!.entries.map((entry) => entry.version)).toEqual([1, 2, 3]);
    source.close();
  });

  it('reconnects after a drop with a growing pause, renews the session after a refusal, watches from its version', async () => {
    const { live, sockets, socket, renewals } = harness();
    const game = new FakeGame('g1', 0);
    game.play();
    const source = new ServerGameSource('g1', live, { initial: game.view() });
    const seen = record(source);
    await settle();
    socket().open();
    expect(socket().sentOf('watch')[0]!.since).toBe(1);

    socket().drop();
    expect(source.status()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(499); // the first pause: 500 ms
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    socket().drop(); // refused before opening: the pause doubles and the session is renewed
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
    expect(renewals).toEqual([false, false, true]);

    game.play();
    game.play();
    socket().open();
    const watch = socket().sentOf('watch')[0]!;
    expect(watch.since).toBe(1);
    socket().push(game.update(1, watch.ref));
    expect(seen.updates.at(-1)!.entries.map((entry) => entry.version)).toEqual([2, 3]);
    expect(seen.statuses).toEqual(['live', 'reconnecting', 'live']);
    source.close();
    expect(source.status()).toBe('offline');
  });

  it('sends a play again after a reconnection with the same client action id, and resolves once it is shown', async () => {
    const { live, socket } = harness();
    const game = new FakeGame('g1', 0);
    const source = new ServerGameSource('g1', live, { initial: game.view() });
    await settle();
    socket().open();
    const legal = game.view().legalActions;
    const builds = legal.filter((action) => action.type === 'build');
    const discard = legal.find((action) => action.type === 'discard')!;
    const playing = source.play([discard]);
    const first = socket().sentOf('act')[0]!;
    expect(first).toMatchObject({ version: 0, action: discard });
    expect(first.clientActionId).toMatch(/^[A-Za-z0-9_-]{22}$/);

    socket().drop();
    await vi.advanceTimersByTimeAsync(500);
    socket().open();
    const second = socket().sentOf('act')[0]!;
    expect(second).toEqual(first);

    let answered = false;
    void playing.then(() => (answered = true));
    socket().push({ type: 'ack', gameId: 'g1', version: 1, repeated: true, ref: second.ref });
    await settle();
    expect(answered).toBe(false); // stored, but not yet on show
    game.play(discard);
    socket().push(game.update(0));
    expect(await playing).toEqual({ ok: true, value: undefined });

    // Several plays go as one batch; a refusal comes back as the server's error.
    if (builds.length >= 2) {
      const batch = source.play(builds.slice(0, 2));
      const act = socket().sentOf('act').at(-1)!;
      expect(act.actions).toEqual(builds.slice(0, 2));
      expect(act).not.toHaveProperty('action');
      socket().push({
        type: 'error',
        ref: act.ref,
        error: { code: 'not-your-turn', message: 'it is the other player' },
      });
      expect(await batch).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    }
    source.close();
  });

  it('sends a play made before the one ahead of it is stored once it is, at the version it was stored at', async () => {
    const { live, socket } = harness();
    const game = new FakeGame('g1', 0);
    const source = new ServerGameSource('g1', live, { initial: game.view() });
    await settle();
    socket().open();
    const [first, second] = game.view().legalActions;
    if (first === undefined || second === undefined) throw new Error('the deal has fewer than two plays');
    void source.play([first]);
    const playing = source.play([second]);
    await settle();
    // Sent now, it would carry version 0 and be refused as stale: it waits for the first one's acknowledgement.
    expect(
      socket()
        .sentOf('act')
        .map((act) => act.action),
    ).toEqual([first]);
    const [act] = socket().sentOf('act');
    socket().push({ type: 'ack', gameId: 'g1', version: 1, repeated: false, ref: act!.ref });
    await settle();
    const acts = socket().sentOf('act');
    expect(acts.map((sent) => [sent.action, sent.version])).toEqual([
      [first, 0],
      [second, 1],
    ]);

    // A refusal of the one ahead refuses the one behind it too, which is never sent.
    socket().push({ type: 'ack', gameId: 'g1', version: 2, repeated: false, ref: acts[1]!.ref });
    await settle();
    const refused = source.play([first]);
    const behind = source.play([second]);
    const ahead = socket().sentOf('act').at(-1)!;
    // Stored at version 2, though no update has said so yet: the next play carries it.
    expect(ahead.version).toBe(2);
    socket().push({
      type: 'error',
      ref: ahead.ref,
      error: { code: 'game-over', message: 'the game is over' },
    });
    expect(await refused).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(await behind).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(socket().sentOf('act')).toHaveLength(3);
    void playing;
    source.close();
  });

  it('takes a resignation whose first copy was stored before the drop as done', async () => {
    const { live, socket } = harness();
    const game = new FakeGame('g1', 0);
    const source = new ServerGameSource('g1', live, { initial: game.view() });
    await settle();
    socket().open();
    const resigning = source.resign();
    socket().drop();
    await vi.advanceTimersByTimeAsync(500);
    socket().open();
    const again = socket().sentOf('resign')[0]!;
    socket().push({ type: 'error', ref: again.ref, error: { code: 'game-over', message: 'over' } });
    expect(await resigning).toEqual({ ok: true, value: undefined });
    source.close();
  });

  it('ignores frames the protocol does not know, and reports them', async () => {
    const { live, socket, faults } = harness();
    const source = new ServerGameSource('g1', live);
    const seen = record(source);
    await settle();
    socket().open();
    socket().push({ type: 'update', gameId: 'g1', game: { id: 'g1' }, entries: [] });
    socket().events.message('not json');
    expect(seen.updates).toEqual([]);
    expect(faults).toHaveLength(2);
    source.close();
  });

  it('pings a quiet connection and replaces a silent one', async () => {
    const { live, sockets, socket } = harness();
    const source = new ServerGameSource('g1', live);
    await settle();
    socket().open();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(socket().sentOf('ping')).toHaveLength(1);
    socket().push({ type: 'pong' });
    await vi.advanceTimersByTimeAsync(3_999);
    expect(source.status()).toBe('live');
    // A ping without an answer: a dead connection is noticed within a few seconds of its last frame.
    await vi.advanceTimersByTimeAsync(1 + 3_000);
    expect(sockets[0]!.closed).toBe(true);
    expect(source.status()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets).toHaveLength(2);
    source.close();
  });

  it('gives the socket up at once when the browser says the network is gone, and waits for it', async () => {
    const { live, sockets, socket } = harness();
    const source = new ServerGameSource('g1', live);
    await settle();
    socket().open();
    expect(source.status()).toBe('live');
    live.networkLost();
    expect(sockets[0]!.closed).toBe(true);
    expect(source.status()).toBe('offline');
    // No attempt while the network is gone; the browser's online event tries at once.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    live.retryNow();
    await settle();
    expect(sockets).toHaveLength(2);
    socket().open();
    expect(source.status()).toBe('live');
    source.close();
  });

  it('keeps one socket for every holder and closes it with the last', async () => {
    const { live, sockets, socket } = harness();
    const first = new ServerGameSource('g1', live);
    await settle();
    socket().open();
    const second = new ServerGameSource('g2', live);
    expect(sockets).toHaveLength(1);
    expect(
      socket()
        .sentOf('watch')
        .map((watch) => watch.gameId),
    ).toEqual(['g1', 'g2']);
    first.close();
    expect(
      socket()
        .sentOf('unwatch')
        .map((message) => message.gameId),
    ).toEqual(['g1']);
    expect(socket().closed).toBe(false);
    second.close();
    expect(socket().closed).toBe(true);
    expect(live.status()).toBe('offline');
  });

  it('waits after the server ended its session, until told to try again with a session asked anew', async () => {
    const { live, sockets, renewals, endings, socket } = harness();
    const source = new ServerGameSource('g1', live);
    await settle();
    socket().open();
    socket().drop(LIVE_CLOSE.sessionEnded);
    expect(endings).toEqual([1]);
    expect(source.status()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    live.retryNow();
    await settle();
    expect(sockets).toHaveLength(2);
    expect(renewals).toEqual([false, true]);
    source.close();
  });
});
