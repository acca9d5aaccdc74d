/**
 * How long a new guest's `POST /api/session` takes, from Node on the machine: alone, beside the two calls the old
 * home page sent with it, and while 30 of the build's files are asked for at once, as a first visit's page and a
 * service worker's install asked for them. In a browser the call took 270 ms against 13 to 27 ms by curl: what
 * ran beside it made the difference (docs/web.md, the first screen). `node packages/web/dist-bench/session-bench.js`
 * after `npm run build`; SESSION_BENCH_ROUNDS (15).
 */
import { median, startBenchApp } from './bench-app.js';

const ROUNDS = Number(process.env.SESSION_BENCH_ROUNDS ?? '15');

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function main(): Promise<void> {
  const app = await startBenchApp('session-bench');
  const post = () => fetch(`${app.url}/api/session`, { method: 'POST' }).then((reply) => reply.text());
  const get = (path: string) =>
    fetch(`${app.url}${path}`, { headers: { 'accept-encoding': 'gzip' } }).then((reply) =>
      reply.arrayBuffer(),
    );
  try {
    const listed = (await (await fetch(`${app.url}/precache.json`)).json()) as string[];
    const files = listed.filter((file) => file.startsWith('/assets/')).slice(0, 30);
    for (let warm = 0; warm < 5; warm++) await post();
    const alone: number[] = [];
    const withCalls: number[] = [];
    const withFiles: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      alone.push(await timed(post));
      withCalls.push(
        await timed(() => Promise.all([post(), get('/api/challenges'), get('/api/ratings/computer')])),
      );
      const burst = Promise.all(files.map(get));
      withFiles.push(await timed(post));
      await burst;
    }
    const ms = (values: number[]) => median(values).toFixed(0);
    console.log(
      `POST /api/session, median of ${String(ROUNDS)}: alone ${ms(alone)} ms; with the old home page's two calls (all three answered) ${ms(withCalls)} ms; while ${String(files.length)} of the build's files are asked for ${ms(withFiles)} ms`,
    );
  } finally {
    await app.close();
  }
}

await main();
