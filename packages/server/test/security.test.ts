/**
 * Who may do what, and bad input: each refusal over real HTTP and WebSocket, each checked to change nothing.
 */
import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Action } from '@katz/engine';
import { ENDPOINTS, type GameView } from '@katz/protocol';
import { Client, errorOf } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { personGame, play } from './support/play.js';
import { startTestServer } from './support/test-server.js';
import { useTestServer } from './support/use-test-server.js';

describe.each(DATABASE_KINDS)('security and bad input $title', ({ kind, skip }) => {
  const server = useTestServer({ kind, skip });
  let a: Client;
  let b: Client;
  let stranger: Client;
  let gameId: string;
  /** The seated player to move and the other one. */
  let mover: Client;
  let waiter: Client;
  let game: GameView;

  beforeAll(async () => {
    if (skip) return;
    [a, b, stranger] = [new Client(server.url), new Client(server.url), new Client(server.url)];
    await a.join();
    await b.join();
    await stranger.join();
    gameId = await personGame(a, b);
    game = await a.game(gameId);
    [mover, waiter] = game.toMove === 0 ? [a, b] : [b, a];
    game = await mover.game(gameId);
  }, 60_000);

  const version = async () => (await a.game(gameId)).version;
  const legalAction = (): Action => {
    const action = game.legalActions[0];
    if (!action) throw new Error('the player to move has no legal action');
    return action;
  };
  const legalBody = () => ({ version: game.version, action: legalAction() });
  const actionsUrl = () => `/api/games/${gameId}/actions`;

  it.skipIf(skip)('sends its pages and answers with a policy that keeps them to this server', async () => {
    for (const path of ['/', '/api/session']) {
      const reply = await new Client(server.url).request('GET', path);
      const policy = reply.headers.get('content-security-policy') ?? '';
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
        `connect-src 'self' ws://${new URL(server.url).host} wss://${new URL(server.url).host}`,
      ]) {
        expect(policy, path).toContain(directive);
      }
      expect(policy).not.toContain('unsafe');
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('x-frame-options')).toBe('DENY');
      expect(reply.headers.get('referrer-policy')).toBe('same-origin');
      // Plain HTTP here (COOKIE_SECURE unset): no HSTS.
      expect(reply.headers.get('strict-transport-security')).toBeNull();
    }
    // A Host header that is not a plain host is kept out of the policy (fetch cannot send one: node:http can).
    const { port } = new URL(server.url);
    const [status, policy] = await new Promise<[number, string]>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: '/', headers: { host: 'evil.test; script-src *' } }, (reply) => {
        reply.resume();
        resolve([reply.statusCode ?? 0, String(reply.headers['content-security-policy'])]);
      }).on('error', reject);
    });
    expect(status).toBe(200);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('evil');
  });

  it.skipIf(skip)(
    'only the seated player to move may act: not the other, a stranger, nor no session',
    async () => {
      const before = await version();
      const refusal = async (client: Client) => {
        const answer = await play(client, gameId, legalBody());
        return answer.result.ok ? null : answer.result.error;
      };
      expect(await refusal(waiter)).toMatchObject({ status: 409, code: 'not-your-turn' });
      expect(await refusal(stranger)).toMatchObject({ status: 403, code: 'not-seated' });
      expect((await stranger.refused(ENDPOINTS.resign, { params: { id: gameId } })).status).toBe(403);
      expect(await refusal(new Client(server.url))).toMatchObject({ status: 401, code: 'no-session' });
      const forged = new Client(server.url);
      forged.cookie = `katz_session=${'A'.repeat(43)}`;
      expect(await refusal(forged)).toMatchObject({ status: 401, code: 'unknown-session' });
      const watched = await stranger.game(gameId);
      expect(watched.seat).toBeNull(); // a spectator's view
      expect(watched.view.players[0].hand).toBeUndefined();
      expect(watched.view.players[1].hand).toBeUndefined();
      expect(watched.legalActions).toEqual([]);
      // Without a session at all, as a link's new visitor opens it: the same spectator's view.
      const anyone = await new Client(server.url).game(gameId);
      expect(anyone.seat).toBeNull();
      expect(anyone.view.players[0].hand).toBeUndefined();
      expect(anyone.view.players[1].hand).toBeUndefined();
      expect(await version()).toBe(before);
    },
  );

  it.skipIf(skip)('refuses requests and WebSocket handshakes from a foreign Origin', async () => {
    const before = await version();
    const foreign = await mover.request('POST', actionsUrl(), {
      body: legalBody(),
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(errorOf(foreign).code).toBe('foreign-origin');
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
      const url = actionsUrl();
      const cases: [string, { raw?: string; body?: unknown }, number, string, RegExp][] = [
        ['malformed JSON', { raw: '{"version": 1,' }, 400, 'malformed-json', /not valid JSON/],
        ['empty body', { raw: '' }, 400, 'malformed-json', /empty/],
        ['unknown field', { body: { ...legalBody(), cheat: true } }, 400, 'invalid-input', /cheat/],
        ['wrong type', { body: { ...legalBody(), version: 'one' } }, 400, 'invalid-input', /body\.version/],
        ['missing field', { body: { action: legalAction() } }, 400, 'invalid-input', /body\.version/],
        [
          'both one action and a batch',
          { body: { ...legalBody(), actions: [legalAction()] } },
          400,
          'invalid-input',
          /either "action"/,
        ],
        [
          'an empty batch',
          { body: { version: game.version, actions: [] } },
          400,
          'invalid-input',
          /body\.actions/,
        ],
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
        const error = errorOf(reply);
        expect({ name, status: reply.status, code: error.code }).toEqual({ name, status, code });
        expect(error.message).toMatch(message);
      }
      const badName = await a.request('PATCH', '/api/session', { body: { name: '\u0007' } });
      expect(badName.status).toBe(400);
      const badQuery = await a.request('GET', '/api/games?state=everything');
      expect(errorOf(badQuery).path).toBe('query.state');
      const illegal = await play(mover, gameId, {
        version: game.version,
        action: { type: 'build', from: 'discard', pile: 0, to: 0 },
      });
      expect(illegal.result.ok ? null : illegal.result.error).toMatchObject({
        status: 422,
        refusal: 'discard-pile-empty',
      });
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
        const reply = await socket.next('error');
        expect(reply.error.code).toBe(code);
        return reply;
      };
      await sendAndExpect('{"type": "ping",', 'malformed-json');
      const unknown = await sendAndExpect({ type: 'ping', extra: 1, ref: 'r1' }, 'invalid-input');
      expect(unknown.ref).toBe('r1');
      await sendAndExpect({ type: 'teleport' }, 'invalid-input');
      await sendAndExpect({ type: 'act', gameId, version: 'x', action: legalAction() }, 'invalid-input');
      await sendAndExpect(JSON.stringify({ type: 'ping', ref: 'x'.repeat(5000) }), 'too-large');
      await sendAndExpect(
        { type: 'act', gameId, ...legalBody(), version: game.version + 5 },
        'stale-version',
      );
      socket.send({ type: 'ping', ref: 'alive' });
      expect(await socket.next('pong')).toEqual({ type: 'pong', ref: 'alive' });
      const waiting = await waiter.live();
      waiting.send({ type: 'act', gameId, ...legalBody() });
      expect((await waiting.next('error')).error.code).toBe('not-your-turn');
      const strangers = await stranger.live();
      strangers.send({ type: 'act', gameId, ...legalBody() });
      expect((await strangers.next('error')).error.code).toBe('not-seated');
      await socket.close();
      await waiting.close();
      await strangers.close();
      expect(await version()).toBe(before);
    },
  );

  it.skipIf(skip)('closes a connection whose frames exceed the frame limit', async () => {
    const socket = await mover.live();
    socket.send('x'.repeat(70_000));
    expect(await socket.closing()).toBe(1009);
  });
});

describe.each(DATABASE_KINDS)('throttling $title', ({ kind, skip }) => {
  // One request a second after a burst of ten: a flood of thirty throttles at least fifteen even where a loaded
  // machine takes a few seconds to answer them all (at five a second, a load average of 20 let 26 through).
  const slowServer = () => startTestServer(kind, { RATE_PER_SECOND: '1', RATE_BURST: '10' });

  it.skipIf(skip)(
    'answers a client flooding HTTP requests with 429 and Retry-After, others unaffected',
    async () => {
      const server = await slowServer();
      try {
        const flood = new Client(server.url);
        await flood.join();
        const replies = await Promise.all(
          Array.from({ length: 30 }, () => flood.attempt(ENDPOINTS.getSession)),
        );
        const throttled = replies.filter((reply) => reply.status === 429);
        expect(throttled.length).toBeGreaterThanOrEqual(15);
        expect(throttled[0]?.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(throttled[0]?.result).toMatchObject({ ok: false, error: { code: 'throttled' } });
        // Another session from the same address is a client of its own.
        const calm = new Client(server.url);
        await calm.join();
        expect((await calm.attempt(ENDPOINTS.listLevels)).status).toBe(200);
      } finally {
        await server.close();
      }
    },
  );

  it.skipIf(skip)(
    'counts requests with made-up session cookies on their address, keeping no bucket for each',
    async () => {
      // Refilled so slowly that only the burst passes, however long the machine takes to answer.
      const server = await startTestServer(kind, { RATE_PER_SECOND: '0.1', RATE_BURST: '10' });
      try {
        const real = new Client(server.url);
        await real.join(); // one of the address's 10
        const forged = () => {
          const client = new Client(server.url);
          client.cookie = `katz_session=${randomBytes(32).toString('base64url')}`;
          return client.attempt(ENDPOINTS.listLevels);
        };
        const replies = await Promise.all(Array.from({ length: 80 }, forged));
        const passed = replies.filter((reply) => reply.status !== 429);
        expect(passed.length).toBeGreaterThanOrEqual(9);
        expect(passed.length).toBeLessThanOrEqual(10);
        expect(passed[0]?.status).toBe(200);
        // The real session is a client of its own, and the limiter kept a bucket for the address, not for each
        // made-up cookie.
        expect((await real.attempt(ENDPOINTS.getSession)).status).toBe(200);
        const health = await real.call(ENDPOINTS.health);
        expect(health.process.rateLimitedClients).toBe(2);
        expect(health.process.verifiedSessions).toBe(1);
      } finally {
        await server.close();
      }
    },
  );

  it.skipIf(skip)(
    'holds every session of one address together under its ceiling, other addresses unaffected',
    async () => {
      // Four sessions of one address, each with a bucket of 40, send 40 requests each at once: 160 in all,
      // against the address's ceiling of three clients' worth (120), refilled too slowly to matter here. The
      // addresses are the proxy's word (a trusted one), so that the test can speak from two.
      const server = await startTestServer(kind, {
        RATE_PER_SECOND: '0.1',
        RATE_BURST: '40',
        TRUST_PROXY: 'true',
      });
      try {
        const from = (address: string) => ({ 'x-forwarded-for': address });
        const sessions = Array.from({ length: 4 }, () => new Client(server.url));
        for (const session of sessions) {
          expect((await session.attempt(ENDPOINTS.startSession, {}, from('203.0.113.7'))).status).toBe(200);
        }
        const replies = await Promise.all(
          sessions.flatMap((session) =>
            Array.from({ length: 40 }, () => session.attempt(ENDPOINTS.listLevels, {}, from('203.0.113.7'))),
          ),
        );
        // The joins took four of the 120; a slow machine may see a token or two come back meanwhile.
        const passed = replies.filter((reply) => reply.status === 200).length;
        expect(passed).toBeGreaterThanOrEqual(116);
        expect(passed).toBeLessThanOrEqual(118);
        const throttled = replies.filter((reply) => reply.status === 429);
        expect(throttled).toHaveLength(160 - passed);
        expect(throttled[0]?.headers.get('retry-after')).toMatch(/^\d+$/);
        // Another address keeps its own ceiling.
        const elsewhere = new Client(server.url);
        expect((await elsewhere.attempt(ENDPOINTS.startSession, {}, from('198.51.100.9'))).status).toBe(200);
        expect((await elsewhere.attempt(ENDPOINTS.listLevels, {}, from('198.51.100.9'))).status).toBe(200);
        // An IPv6 address is counted by its /64: another address in it shares the ceiling it used up.
        const v6 = new Client(server.url);
        const first = (await v6.attempt(ENDPOINTS.startSession, {}, from('2001:db8:1:2::1'))).status;
        expect(first).toBe(200);
        const sixtyFour = await Promise.all(
          Array.from({ length: 130 }, (_, index) =>
            v6.attempt(ENDPOINTS.listLevels, {}, from(`2001:db8:1:2::${(index + 2).toString(16)}`)),
          ),
        );
        expect(sixtyFour.filter((reply) => reply.status === 200).length).toBeLessThanOrEqual(40);
      } finally {
        await server.close();
      }
    },
  );

  it.skipIf(skip)('throttles a client flooding WebSocket messages, then closes the connection', async () => {
    const server = await slowServer();
    try {
      const flood = new Client(server.url);
      await flood.join();
      const socket = await flood.live();
      for (let i = 0; i < 150; i++) socket.send({ type: 'ping', ref: String(i) });
      const throttled = await socket.next('error');
      expect(throttled.error.code).toBe('throttled');
      expect(await socket.closing()).toBe(1008);
      expect(socket.socket.readyState).toBe(WebSocket.CLOSED);
    } finally {
      await server.close();
    }
  });
});
