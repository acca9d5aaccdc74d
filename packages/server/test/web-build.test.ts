/**
 * Once the web app is built, the server serves it: its files, and its index.html for every path (with 404 for an
 * address that is none of the app's pages, and for a game, replay, invitation or player that does not exist).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENDPOINTS } from '@katz/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from './support/client.js';
import { startTestServer, type TestServer } from './support/test-server.js';

describe('serving the web build', () => {
  const folder = mkdtempSync(join(tmpdir(), 'katz-web-'));
  const dist = join(folder, 'dist');
  let server: TestServer;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>web app</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app");');
    writeFileSync(join(dist, 'assets', 'big.js'), `console.log(${JSON.stringify('card '.repeat(400))});`);
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(folder, 'secret.txt'), 'outside the build');
    server = await startTestServer('pglite', { WEB_DIST: dist });
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('serves its files, its index.html for its own routes, and nothing outside it', async () => {
    const visitor = new Client(server.url);
    expect((await visitor.request('GET', '/')).text).toContain('web app');
    const script = await visitor.request('GET', '/assets/app.js');
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.text).toContain('app');
    expect((await visitor.request('GET', '/invite/abc')).text).toContain('web app');
    expect((await visitor.request('GET', '/assets/..%2F..%2Fsecret.txt')).text).not.toContain('outside');
    expect((await visitor.request('GET', '/%E0%A4%A')).text).not.toContain('outside');
    expect((await visitor.request('GET', '/api/nothing')).status).toBe(404);
  });

  it('lets browsers keep hashed assets, asks again for the rest, and gzips text for those that accept it', async () => {
    const asset = await fetch(`${server.url}/assets/big.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(await asset.text()).toContain('card card');
    const plain = await fetch(`${server.url}/assets/big.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('card card');
    for (const path of ['/', '/game/abc', '/sw.js']) {
      expect((await fetch(`${server.url}${path}`)).headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers an unknown game, replay or invitation with 404 and the app page, a known one with 200', async () => {
    const player = new Client(server.url);
    await player.join();
    const game = await player.call(ENDPOINTS.startComputerGame, {
      body: { level: 'random', turnSeconds: 60 },
    });
    const challenge = await player.call(ENDPOINTS.createChallenge, {
      body: { visibility: 'link', turnSeconds: 60, rated: false },
    });
    const statusOf = async (path: string) => {
      const response = await fetch(`${server.url}${path}`);
      expect(await response.text()).toContain('web app');
      return response.status;
    };
    expect(await statusOf(`/game/${game.id}`)).toBe(200);
    expect(await statusOf(`/replay/${game.id}`)).toBe(200);
    expect(await statusOf(`/invite/${challenge.id}`)).toBe(200);
    expect(await statusOf('/game/NoSuchGame')).toBe(404);
    expect(await statusOf('/replay/NoSuchGame?step=3')).toBe(404);
    expect(await statusOf('/invite/NoSuchInvitation')).toBe(404);
    expect(await statusOf('/game/not%20an%20id')).toBe(404);
    expect(await statusOf('/practice')).toBe(200);
    expect(await statusOf('/')).toBe(200);
  });

  it('answers an address that is none of the app’s pages, or a player nobody is, with 404 and the app page', async () => {
    const statusOf = async (path: string) => {
      const response = await fetch(`${server.url}${path}`);
      expect(await response.text()).toContain('web app');
      return response.status;
    };
    for (const page of ['/rules', '/learn', '/settings', '/leaderboard', '/login', '/register', '/recover']) {
      expect(await statusOf(page)).toBe(200);
    }
    expect(await statusOf('/rules/')).toBe(200);
    expect(await statusOf('/?from=mail')).toBe(200);
    expect(await statusOf('/nope')).toBe(404);
    expect(await statusOf('/rules/more')).toBe(404);
    expect(await statusOf('/players/nobody')).toBe(404);
    const player = new Client(server.url);
    await player.join();
    const game = await player.call(ENDPOINTS.startComputerGame, {
      body: { level: 'random', turnSeconds: 60 },
    });
    expect(await statusOf(`/replay/${game.id}/review`)).toBe(200);
    expect(await statusOf(`/replay/${game.id}/learn?decision=3`)).toBe(200);
    expect(await statusOf('/replay/NoSuchGame/review')).toBe(404);
    expect(await statusOf('/replay/NoSuchGame/learn')).toBe(404);
    await player.call(ENDPOINTS.register, { body: { username: 'Somebody', password: 'a long enough pass' } });
    expect(await statusOf('/players/Somebody')).toBe(200);
    expect(await statusOf('/players/somebody')).toBe(200);
  });

  it('answers a missing asset with 404, not with the app page', async () => {
    const missing = await fetch(`${server.url}/assets/gone-1234.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('web app');
  });
});
