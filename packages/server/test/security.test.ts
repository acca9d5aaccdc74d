/**
 * Who may do what, and bad input: each refusal over real HTTP and WebSocket, each checked to change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { personGame } from './support/play.js';
import { startTestServer, type TestServer } from './support/test-server.js';

describe.each(DATABASE_KINDS)('security and bad input $title', ({ kind, skip }) => {
  let server: TestServer;
  let a: Client;
  let b: Client;
  let stranger: Client;
  let gameId: string;
  /** The seated player to move and the other one. */
  let mover: Client;
  let waiter: Client;
  let game: any;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer(kind);
    [a, b, stranger] = [new Client(server.url), new Client(server.url), new Client(server.url)];
    await a.join();
    await b.join();
    await stranger.join();
    gameId = await personGame(a, b);
    game = (await a.get(`/api/games/${gameId}`)).json;
    [mover, waiter] = game.toMove === 0 ? [a, b] : [b, a];
    game = (await mover.get(`/api/games/${gameId}`)).json;
  }, 60_000);
  afterAll(async () => {
    if (!skip) await server.close();
  });

  const version = async () => (await a.get(`/api/games/${gameId}`)).json.version as number;
  const legalBody = () => ({ version: game.version, action: game.legalActions[0] });

  it.skipIf(skip)(
    'only the seated player to move may act: not the other, a stranger, nor no session',
    async () => {
      const before = await version();
      const other = await waiter.post(`/api/games/${gameId}/actions`, legalBody());
      expect(other.status).toBe(409);
      expect(other.json.error.code).toBe('not-your-turn');
      const foreign = await stranger.post(`/api/games/${gameId}/actions`, legalBody());
      expect(foreign.status).toBe(403);
      expect(foreign.json.error.code).toBe('not-seated');
      expect((await stranger.post(`/api/games/${gameId}/resign`)).status).toBe(403);
      const anonymous = new Client(server.url);
      const none = await anonymous.post(`/api/games/${gameId}/actions`, legalBody());
      expect(none.status).toBe(401);
      expect(none.json.error.code).toBe('no-session');
      const forged = new Client(server.url);
      forged.cookie = `katz_session=${'A'.repeat(43)}`;
      const refused = await forged.post(`/api/games/${gameId}/actions`, legalBody());
      expect(refused.status).toBe(401);
      expect(refused.json.error.code).toBe('unknown-session');
      const stranger2 = await stranger.get(`/api/games/${gameId}`);
      expect(stranger2.json.seat).toBeNull(); // a spectator's view
      expect(stranger2.json.view.players[0].hand).toBeUndefined();
      expect(stranger2.json.view.players[1].hand).toBeUndefined();
      expect(stranger2.json.legalActions).toEqual([]);
      expect(await version()).toBe(before);
    },
  );

  it.skipIf(skip)('refuses requests and WebSocket handshakes from a foreign Origin', async () => {
    const before = await version();
    const foreign = await mover.request('POST', `/api/games/${gameId}/actions`, {
      body: legalBody(),
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.json.error.code).toBe('foreign-origin');
    const own = await mover.request('GET', `/api/games/${gameId}`, { headers: { origin: server.url } });
    expect(own.status).toBe(200);
    await expect(mover.live({ origin: 'https://evil.example' })).rejects.toThrow(/403/);
    await expect(new Client(server.url).live()).rejects.toThrow(/401/);
    const socket = await mover.live({ origin: server.url });
    await socket.close();
    expect(await version()).toBe(before);
  });

  it.skipIf(skip)(
    'answers malformed JSON, unknown fields, wrong types and oversize bodies with 400 or 413',
    async () => {
      const before = await version();
      const url = `/api/games/${gameId}/actions`;
      const cases: [string, { raw?: string; body?: unknown }, number, string, RegExp][] = [
        ['malformed JSON', { raw: '{"version": 1,' }, 400, 'malformed-json', /not valid JSON/],
        ['empty body', { raw: '' }, 400, 'malformed-json', /empty/],
        ['unknown field', { body: { ...legalBody(), cheat: true } }, 400, 'invalid-input', /cheat/],
        ['wrong type', { body: { ...legalBody(), version: 'one' } }, 400, 'invalid-input', /body\.version/],
        ['missing field', { body: { action: legalBody().action } }, 400, 'invalid-input', /body\.version/],
        [
          'bad action',
          { body: { version: game.version, action: { type: 'steal' } } },
          400,
          'invalid-input',
          /body\.action/,
        ],
        [
          'bad card',
          { body: { version: game.version, action: { type: 'discard', card: 'ZZ', to: 0 } } },
          400,
          'invalid-input',
          /body\.action\.card/,
        ],
        [
          'oversize',
          { raw: JSON.stringify({ version: 0, action: { type: 'x', pad: 'x'.repeat(20_000) } }) },
          413,
          'too-large',
          /larger/,
        ],
      ];
      for (const [name, options, status, code, message] of cases) {
        const reply = await mover.request('POST', url, options);
        expect({ name, status: reply.status, code: reply.json.error.code }).toEqual({ name, status, code });
        expect(reply.json.error.message).toMatch(message);
      }
      const badName = await a.request('PATCH', '/api/session', { body: { name: '\u0007' } });
      expect(badName.status).toBe(400);
      const badQuery = await a.get('/api/games?state=everything');
      expect(badQuery.json.error.path).toBe('query.state');
      const illegal = await mover.post(url, {
        version: game.version,
        action: { type: 'build', from: 'discard', pile: 0, to: 0 },
      });
      expect(illegal.status).toBe(422);
      expect(illegal.json.error.refusal).toBe('discard-pile-empty');
      expect(await version()).toBe(before);
    },
  );

  it.skipIf(skip)(
    'answers bad WebSocket messages with protocol error frames and changes nothing',
    async () => {
      const before = await version();
      const socket = await mover.live();
      const sendAndExpect = async (message: unknown, code: string) => {
        socket.send(message);
        const reply = await socket.next((m) => m.type === 'error');
        expect(reply.error.code).toBe(code);
        return reply;
      };
      await sendAndExpect('{"type": "ping",', 'malformed-json');
      const unknown = await sendAndExpect({ type: 'ping', extra: 1, ref: 'r1' }, 'invalid-input');
      expect(unknown.ref).toBe('r1');
      await sendAndExpect({ type: 'teleport' }, 'invalid-input');
      await sendAndExpect({ type: 'act', gameId, version: 'x', action: legalBody().action }, 'invalid-input');
      await sendAndExpect(JSON.stringify({ type: 'ping', ref: 'x'.repeat(5000) }), 'too-large');
      await sendAndExpect(
        { type: 'act', gameId, ...legalBody(), version: game.version + 5 },
        'stale-version',
      );
      socket.send({ type: 'ping', ref: 'alive' });
      expect(await socket.next((m) => m.type === 'pong')).toEqual({ type: 'pong', ref: 'alive' });
      const waiting = await waiter.live();
      waiting.send({ type: 'act', gameId, ...legalBody() });
      expect((await waiting.next((m) => m.type === 'error')).error.code).toBe('not-your-turn');
      const strangers = await stranger.live();
      strangers.send({ type: 'act', gameId, ...legalBody() });
      expect((await strangers.next((m) => m.type === 'error')).error.code).toBe('not-seated');
      await socket.close();
      await waiting.close();
      await strangers.close();
      expect(await version()).toBe(before);
    },
  );

  it.skipIf(skip)('closes a connection whose frames exceed the frame limit', async () => {
    const socket = await mover.live();
    socket.send('x'.repeat(70_000));
    await expect(socket.next(() => false, 5000)).rejects.toThrow(/1009/);
  });
});

describe.each(DATABASE_KINDS)('throttling $title', ({ kind, skip }) => {
  let server: TestServer;
  beforeAll(async () => {
    if (!skip) server = await startTestServer(kind, { RATE_PER_SECOND: '5', RATE_BURST: '10' });
  }, 60_000);
  afterAll(async () => {
    if (!skip) await server.close();
  });

  it.skipIf(skip)(
    'answers a client flooding HTTP requests with 429 and Retry-After, others unaffected',
    async () => {
      const flood = new Client(server.url);
      await flood.join();
      const replies = await Promise.all(Array.from({ length: 30 }, () => flood.get('/api/session')));
      const throttled = replies.filter((reply) => reply.status === 429);
      expect(throttled.length).toBeGreaterThanOrEqual(15);
      expect(throttled[0]?.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(throttled[0]?.json.error.code).toBe('throttled');
      const calm = new Client(server.url);
      calm.cookie = 'katz_session=another-client';
      expect((await calm.get('/api/levels')).status).toBe(200);
    },
  );

  it.skipIf(skip)('throttles a client flooding WebSocket messages, then closes the connection', async () => {
    const flood = new Client(server.url);
    flood.cookie = null;
    await new Promise((resolve) => setTimeout(resolve, 2500)); // let the HTTP buckets fill again
    await flood.join();
    const socket = await flood.live();
    for (let i = 0; i < 150; i++) socket.send({ type: 'ping', ref: String(i) });
    const throttled = await socket.next((m) => m.type === 'error');
    expect(throttled.error.code).toBe('throttled');
    await expect(socket.next(() => false, 5000)).rejects.toThrow(/1008/);
    expect(socket.socket.readyState).toBe(WebSocket.CLOSED);
  });
});
