/** What players can do, through the real HTTP API, on each database. */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deal, parseRecord, Random, replay } from '@katz/engine';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { eventually, personGame, playRandomAction } from './support/play.js';
import { startTestServer, type TestServer } from './support/test-server.js';

describe.each(DATABASE_KINDS)('the game API $title', ({ kind, skip }) => {
  let server: TestServer;
  beforeAll(async () => {
    if (!skip) server = await startTestServer(kind);
  }, 60_000);
  afterAll(async () => {
    if (!skip) await server.close();
  });
  const client = () => new Client(server.url);

  it.skipIf(skip)('gives a first visitor a guest identity with a changeable name', async () => {
    const guest = client();
    expect((await guest.get('/api/session')).status).toBe(401);
    const created = await guest.post('/api/session');
    expect(created.status).toBe(200);
    expect(created.json.name).toMatch(/^Guest \d{4}$/);
    expect(created.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(created.headers.get('set-cookie')).toMatch(/SameSite=Lax/);
    expect((await guest.post('/api/session')).json).toEqual(created.json); // the same guest again
    const renamed = await guest.request('PATCH', '/api/session', { body: { name: '  Mausi  ' } });
    expect(renamed.json).toEqual({ id: created.json.id, name: 'Mausi' });
    expect((await guest.get('/api/session')).json.name).toBe('Mausi');
  });

  it.skipIf(skip)(
    'plays a whole game against the computer, then reveals the seed and the replay',
    async () => {
      const guest = client();
      await guest.join();
      const started = await guest.post('/api/games', { level: 'random', turnSeconds: 600 });
      expect(started.status).toBe(201);
      const id = started.json.id as string;
      expect(started.json.seed).toBeNull();
      expect(started.json.seedHash).toMatch(/^[0-9a-f]{64}$/);
      expect((await guest.get(`/api/games/${id}/replay`)).status).toBe(409);
      expect((await guest.get(`/api/games/${id}/record`)).status).toBe(409);

      const random = Random.fromSeed('api-test');
      const over = await eventually(async () => {
        const game = (await guest.get(`/api/games/${id}`)).json;
        if (game.state === 'over') return game;
        if (game.toMove === 0) {
          const action = game.legalActions[random.below(game.legalActions.length)];
          await guest.post(`/api/games/${id}/actions`, { version: game.version, action });
        }
        return undefined;
      }, 120_000);
      expect(over.result.reason).toMatch(/stock|drawPile/);
      expect(over.seed).toMatch(/^[0-9a-f]{32}$/);
      expect(createHash('sha256').update(over.seed).digest('hex')).toBe(over.seedHash);

      const record = await guest.get(`/api/games/${id}/record`);
      expect(record.headers.get('content-disposition')).toContain('attachment');
      const parsed = parseRecord(record.json);
      if (!parsed.ok) throw new Error(parsed.error.message);
      expect(parsed.value).toMatchObject({ seed: over.seed, shuffle: 'km1' });
      const replayed = replay(parsed.value);
      if (!replayed.ok) throw new Error(replayed.error.message);
      const dealt = deal(over.seed);
      expect(dealt.ok && replayed.value.start).toEqual(dealt.ok ? dealt.value : null);
      expect(replayed.value.status).toEqual({
        over: true,
        winner: over.result.winner,
        reason: over.result.reason,
      });

      const full = await guest.get(`/api/games/${id}/replay`);
      expect(full.json.entries).toHaveLength(over.version);
      expect(full.json.final).toEqual(replayed.value.position);

      const finished = await guest.get('/api/games?state=over');
      expect(finished.json.map((game: { id: string }) => game.id)).toContain(id);
    },
  );

  it.skipIf(skip)('lists running games with whose turn it is and the time left', async () => {
    const [a, b] = [client(), client()];
    await a.join();
    await b.join();
    const id = await personGame(a, b, 90);
    const listed = (await a.get('/api/games')).json.find((game: { id: string }) => game.id === id);
    const game = (await a.get(`/api/games/${id}`)).json;
    expect(listed).toMatchObject({ state: 'running', seat: 0, yourTurn: game.toMove === 0 });
    expect(listed.opponent.kind).toBe('person');
    expect(listed.clock.msLeft).toBeGreaterThan(80_000);
    expect(listed.clock.msLeft).toBeLessThanOrEqual(90_000);
  });

  it.skipIf(skip)('challenges: lobby, invitation link, accept once, cancel', async () => {
    const [host, guest, third] = [client(), client(), client()];
    await host.join();
    await guest.join();
    await third.join();
    const link = await host.post('/api/challenges', { visibility: 'link', turnSeconds: 30 });
    expect(link.status).toBe(201);
    expect(link.json.link).toBe(`/invite/${link.json.id}`);
    const lobby = await third.get('/api/challenges');
    expect(lobby.json.map((c: { id: string }) => c.id)).not.toContain(link.json.id);
    expect((await host.post(`/api/challenges/${link.json.id}/accept`)).json.error.code).toBe('own-challenge');
    const accepted = await guest.post(`/api/challenges/${link.json.id}/accept`);
    expect(accepted.status).toBe(200);
    const again = await third.post(`/api/challenges/${link.json.id}/accept`);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('challenge-closed');
    const game = (await guest.get(`/api/games/${accepted.json.gameId}`)).json;
    expect(game.seat).toBe(1);
    expect(game.turnSeconds).toBe(30);

    const open = await host.post('/api/challenges', { visibility: 'lobby' });
    expect((await third.get('/api/challenges')).json.map((c: { id: string }) => c.id)).toContain(
      open.json.id,
    );
    expect((await third.request('DELETE', `/api/challenges/${open.json.id}`)).status).toBe(403);
    expect((await host.request('DELETE', `/api/challenges/${open.json.id}`)).status).toBe(204);
    expect((await third.post(`/api/challenges/${open.json.id}/accept`)).status).toBe(409);
  });

  it.skipIf(skip)('a player may resign at any time, and the other wins', async () => {
    const [a, b] = [client(), client()];
    await a.join();
    await b.join();
    const id = await personGame(a, b);
    const game = (await a.get(`/api/games/${id}`)).json;
    const waiting = game.toMove === 0 ? b : a; // resigning when it is not your turn
    const resigned = await waiting.post(`/api/games/${id}/resign`);
    expect(resigned.status).toBe(200);
    expect(resigned.json.result).toEqual({ winner: game.toMove, reason: 'resigned' });
    expect((await a.post(`/api/games/${id}/resign`)).json.error.code).toBe('game-over');
  });

  it.skipIf(skip)('a person whose turn clock runs out loses', async () => {
    const [a, b] = [client(), client()];
    await a.join();
    await b.join();
    const id = await personGame(a, b, 1);
    const first = (await a.get(`/api/games/${id}`)).json;
    const over = await eventually(async () => {
      const game = (await a.get(`/api/games/${id}`)).json;
      return game.state === 'over' ? game : undefined;
    });
    expect(over.result).toEqual({ winner: first.toMove === 0 ? 1 : 0, reason: 'timeout' });
    const log = (await a.get(`/api/games/${id}/log`)).json;
    expect(log.at(-1)).toMatchObject({ kind: 'timeout', seat: first.toMove });
  });

  it.skipIf(skip)('plays random games between two people to the end', async () => {
    const [a, b] = [client(), client()];
    await a.join();
    await b.join();
    const id = await personGame(a, b);
    const random = Random.fromSeed('people');
    for (let step = 0; step < 2000; step++) {
      const reply = await playRandomAction([a, b], id, random);
      if (reply === null) break;
      expect(reply.status).toBe(200);
    }
    const over = (await a.get(`/api/games/${id}`)).json;
    expect(over.state).toBe('over');
    const replayed = replay((await b.get(`/api/games/${id}/record`)).json);
    expect(replayed.ok).toBe(true);
  });

  it.skipIf(skip)('serves health, the OpenAPI document, the levels and a home page', async () => {
    const visitor = client();
    expect((await visitor.get('/health')).json).toEqual({ status: 'ok', database: kind });
    const openApi = (await visitor.get('/api/openapi.json')).json;
    expect(openApi.openapi).toBe('3.1.0');
    expect(Object.keys(openApi.paths)).toContain('/api/games/{id}/actions');
    expect(openApi.paths['/api/games/{id}/actions'].post.requestBody).toBeDefined();
    const levels = (await visitor.get('/api/levels')).json;
    // People are offered the three real levels; the baselines stay playable through the API for tests and tools.
    expect(levels.map((level: { level: string }) => level.level)).toEqual(['beginner', 'solid', 'strong']);
    expect(levels[2].name).toEqual({ en: 'Tomcat', de: 'Kater', nl: 'Kater' });
    const home = await visitor.get('/');
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(home.text).toContain('/api/openapi.json');
    expect((await visitor.get('/nothing-here')).status).toBe(404);
    const invite = await visitor.get('/invite/abc_DEF-1');
    expect(invite.text).toContain('/api/challenges/abc_DEF-1/accept');
    expect((await visitor.get('/invite/%3Cscript%3E')).status).toBe(404);
  });
});
