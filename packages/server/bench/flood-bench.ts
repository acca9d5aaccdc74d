/**
 * `npm run bench:flood`: the request rate limit under a flood of made-up session cookies, as an attacker sends
 * it. The real server (the default rate limit, 20 a second and 40 at once per client) in a child process on an
 * embedded database; one address sends FLOOD_REQUESTS (200,000) requests, each with a random `katz_session`,
 * FLOOD_CONCURRENCY (64) at a time. Before and after it, a real client (a guest session) asks for its session
 * ten times a second; the bench prints that client's median and p95, the flood's throughput and how many of
 * its requests were let through, and the limiter's size from /health.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HEALTH } from '@katz/protocol';
import { startServerProcess } from './load/server-process.js';

const FLOOD_REQUESTS = Number(process.env.FLOOD_REQUESTS ?? 200_000);
const FLOOD_CONCURRENCY = Number(process.env.FLOOD_CONCURRENCY ?? 64);
const SAMPLES = 50;

const median = (values: readonly number[], share = 0.5): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
};

/** A real client's latency: SAMPLES requests for its session, ten a second (under its limit of 20). */
async function realClientLatency(url: string, cookie: string): Promise<{ median: number; p95: number }> {
  const times: number[] = [];
  for (let index = 0; index < SAMPLES; index += 1) {
    const start = performance.now();
    const response = await fetch(`${url}/api/session`, { headers: { cookie } });
    await response.text();
    if (response.status !== 200) throw new Error(`the real client was answered ${String(response.status)}`);
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { median: median(times), p95: median(times, 0.95) };
}

async function limiterSize(url: string): Promise<string> {
  const health = HEALTH.parse(await (await fetch(`${url}/health`)).json());
  return `${String(health.process.rateLimitedClients)} client buckets, ${String(health.process.verifiedSessions)} sessions known`;
}

async function flood(url: string): Promise<{ perSecond: number; passed: number }> {
  let next = 0;
  let passed = 0;
  const start = performance.now();
  const sender = async () => {
    while (next < FLOOD_REQUESTS) {
      next += 1;
      const response = await fetch(`${url}/api/levels`, {
        headers: { cookie: `katz_session=${randomBytes(32).toString('base64url')}` },
      });
      await response.text();
      if (response.status !== 429) passed += 1;
    }
  };
  await Promise.all(Array.from({ length: FLOOD_CONCURRENCY }, sender));
  return { perSecond: FLOOD_REQUESTS / ((performance.now() - start) / 1000), passed };
}

const folder = await mkdtemp(join(tmpdir(), 'katz-flood-'));
const server = await startServerProcess({
  // The server's default rate limit: this bench is about it.
  env: { DATA_DIR: folder, RATE_PER_SECOND: '20', RATE_BURST: '40' },
  cpuProfileDir: null,
  name: 'server',
});
try {
  const joined = await fetch(`${server.url}/api/session`, { method: 'POST' });
  const cookie = (joined.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const before = await realClientLatency(server.url, cookie);
  console.log(
    `real client before: median ${before.median.toFixed(2)} ms, p95 ${before.p95.toFixed(2)} ms; ${await limiterSize(server.url)}`,
  );
  const flooded = await flood(server.url);
  console.log(
    `flood: ${String(FLOOD_REQUESTS)} requests with made-up cookies, ${flooded.perSecond.toFixed(0)} a second, ` +
      `${String(flooded.passed)} let through; ${await limiterSize(server.url)}`,
  );
  const after = await realClientLatency(server.url, cookie);
  console.log(
    `real client after: median ${after.median.toFixed(2)} ms, p95 ${after.p95.toFixed(2)} ms; ${await limiterSize(server.url)}`,
  );
} finally {
  await server.stop();
  await rm(folder, { recursive: true, force: true });
}
