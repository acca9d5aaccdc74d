/**
 * Behind a load balancer every request comes from the balancer's address. With TRUST_PROXY the rate limit of
 * visitors without a session is kept per client address from X-Forwarded-For; without it, the header is
 * ignored, so a client cannot pick its own address to escape the limit.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { Client } from './support/client.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const LIMITS = { RATE_PER_SECOND: '0.1', RATE_BURST: '2' };

/** The statuses of three session starts from `address` (as the balancer forwards it). */
async function threeVisitsFrom(server: TestServer, address: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) {
    const visitor = new Client(server.url);
    const reply = await visitor.request('POST', '/api/session', { headers: { 'x-forwarded-for': address } });
    statuses.push(reply.status);
  }
  return statuses;
}

describe('the client address behind a load balancer', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('is taken from X-Forwarded-For when the balancer is trusted', async () => {
    const server = await startTestServer('pglite', { ...LIMITS, TRUST_PROXY: '127.0.0.1' });
    servers.push(server);
    expect(await threeVisitsFrom(server, '203.0.113.7')).toEqual([200, 200, 429]);
    expect(await threeVisitsFrom(server, '203.0.113.8')).toEqual([200, 200, 429]);
  });

  it('is the connection’s own otherwise, whatever the header says', async () => {
    const server = await startTestServer('pglite', LIMITS);
    servers.push(server);
    expect(await threeVisitsFrom(server, '203.0.113.7')).toEqual([200, 200, 429]);
    expect(await threeVisitsFrom(server, '203.0.113.8')).toEqual([429, 429, 429]);
  });

  it('is refused as a setting unless true, false, or addresses and networks', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' })).toMatchObject({
      ok: true,
      config: { trustProxy: ['10.0.0.0/8', '192.168.1.1'] },
    });
    const refused = loadConfig({ TRUST_PROXY: 'the balancer' });
    expect(refused.ok || refused.message).toMatch(/TRUST_PROXY: must be true, false, or comma-separated/);
  });
});
