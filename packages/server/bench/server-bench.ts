/**
 * `npm run bench`, server part: the real server as its own process, many concurrent games between bot clients
 * over WebSocket on loopback, on PGlite and on the local PostgreSQL server. Prints actions per second, the
 * median and 99th-percentile latency of an action (sent until acknowledged, that is stored), and the server's
 * memory per open game (each with its two live connections).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { Random } from '@katz/engine';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const GAMES = Number(process.env.BENCH_GAMES ?? 50);
const MEMORY_GAMES = Number(process.env.BENCH_MEMORY_GAMES ?? 400);
const POSTGRES_URL =
  process.env.KATZ_TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MAIN = fileURLToPath(new URL('../src/main.js', import.meta.url));

interface Server {
  readonly child: ChildProcess;
  readonly url: string;
}

interface Action {
  readonly type: string;
}

interface GameFrame {
  readonly id: string;
  readonly version: number;
  readonly state: 'running' | 'over';
  readonly seat: 0 | 1 | null;
  readonly toMove: 0 | 1;
  readonly legalActions: readonly Action[];
}

type Frame =
  | { readonly type: 'update'; readonly game: GameFrame }
  | { readonly type: 'ack' | 'error'; readonly ref?: string }
  | { readonly type: 'gameStarted' | 'pong' };

async function startServer(env: Readonly<Record<string, string>>): Promise<Server> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      LOG_LEVEL: 'info', // the line that names the port is an info line; actions over WebSocket log nothing
      RATE_PER_SECOND: '100000',
      RATE_BURST: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (data: Buffer) => {
      const match = /"port":(\d+).*"msg":"katz server listening"/.exec(data.toString('utf8'));
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => {
      reject(new Error(`the server exited with ${String(code)}`));
    });
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

class Player {
  cookie = '';
  constructor(readonly base: string) {}

  async call(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
    const response = await fetch(this.base + path, {
      method,
      headers: { cookie: this.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const cookie = response.headers.get('set-cookie');
    if (cookie) this.cookie = cookie.split(';')[0] ?? '';
    return (await response.json()) as Record<string, unknown>;
  }

  socket(onFrame: (frame: Frame) => void): Promise<WebSocket> {
    const socket = new WebSocket(`${this.base.replace('http', 'ws')}/api/live`, {
      headers: { cookie: this.cookie },
    });
    socket.on('message', (data: Buffer) => {
      onFrame(JSON.parse(data.toString('utf8')) as Frame);
    });
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        resolve(socket);
      });
      socket.once('error', reject);
    });
  }
}

async function newGame(first: Player, second: Player): Promise<string> {
  const challenge = await first.call('POST', '/api/challenges', { visibility: 'lobby', turnSeconds: 3600 });
  const accepted = await second.call('POST', `/api/challenges/${String(challenge.id)}/accept`);
  return String(accepted.gameId);
}

/** Two bot clients playing games back to back over their sockets until `until`; collects action latencies. */
async function playPair(base: string, random: Random, until: number, latencies: number[]): Promise<void> {
  const players = [new Player(base), new Player(base)] as const;
  await players[0].call('POST', '/api/session');
  await players[1].call('POST', '/api/session');
  let gameId = '';
  let pending: { ref: string; sent: number } | null = null;
  let counter = 0;
  let finished: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const sockets: WebSocket[] = [];
  /** The newest game frame each seat received: an update can arrive before the ack of the action it shows. */
  const latest: [GameFrame | null, GameFrame | null] = [null, null];
  const decide = (seat: 0 | 1) => {
    const game = latest[seat];
    if (game?.id !== gameId || pending) return;
    if (performance.now() > until) {
      finished();
      return;
    }
    if (game.state === 'over') {
      if (seat === 0) {
        latest[0] = null;
        void startNext();
      }
      return;
    }
    if (game.toMove !== seat) return;
    const action = game.legalActions[random.below(game.legalActions.length)];
    const ref = `a${String(counter++)}`;
    pending = { ref, sent: performance.now() };
    sockets[seat]?.send(JSON.stringify({ type: 'act', gameId, version: game.version, action, ref }));
  };
  const onFrame = (seat: 0 | 1) => (frame: Frame) => {
    if ((frame.type === 'ack' || frame.type === 'error') && pending && frame.ref === pending.ref) {
      if (frame.type === 'ack') latencies.push(performance.now() - pending.sent);
      pending = null;
      decide(0);
      decide(1);
      return;
    }
    if (frame.type !== 'update' || frame.game.id !== gameId) return;
    const known = latest[seat];
    if (known?.id !== gameId || frame.game.version >= known.version) latest[seat] = frame.game;
    decide(seat);
  };
  const startNext = async () => {
    gameId = await newGame(players[0], players[1]);
    for (const socket of sockets) socket.send(JSON.stringify({ type: 'watch', gameId }));
  };
  sockets.push(await players[0].socket(onFrame(0)), await players[1].socket(onFrame(1)));
  await startNext();
  await done;
  for (const socket of sockets) socket.close();
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const rssKiB = (pid: number): number => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? Number.NaN);
};

async function measure(label: string, env: Readonly<Record<string, string>>): Promise<void> {
  const server = await startServer(env);
  try {
    const random = Random.fromSeed(`bench-${label}`);
    // Warm up, then measure.
    await Promise.all(
      Array.from({ length: 4 }, () => playPair(server.url, random, performance.now() + 1000, [])),
    );
    const latencies: number[] = [];
    const start = performance.now();
    await Promise.all(
      Array.from({ length: GAMES }, () => playPair(server.url, random, start + SECONDS * 1000, latencies)),
    );
    const elapsed = (performance.now() - start) / 1000;
    latencies.sort((x, y) => x - y);
    const row = (name: string, value: string) => {
      console.log(`${`${label}: ${name}`.padEnd(56)} ${value.padStart(14)}`);
    };
    row(
      `actions per second, ${GAMES} concurrent games`,
      Math.round(latencies.length / elapsed).toLocaleString('en-US'),
    );
    row('action latency, median', `${percentile(latencies, 50).toFixed(2)} ms`);
    row('action latency, 99th percentile', `${percentile(latencies, 99).toFixed(2)} ms`);
  } finally {
    await stopServer(server);
  }
  // Memory in a fresh process, so that what the play above left behind does not blur the figure.
  const fresh = await startServer(env);
  try {
    await Promise.all(
      Array.from({ length: 4 }, () =>
        playPair(fresh.url, Random.fromSeed('warm'), performance.now() + 500, []),
      ),
    );
    const pid = fresh.child.pid ?? 0;
    const before = rssKiB(pid);
    const open: WebSocket[] = [];
    for (let i = 0; i < MEMORY_GAMES; i++) {
      const pair = [new Player(fresh.url), new Player(fresh.url)] as const;
      await pair[0].call('POST', '/api/session');
      await pair[1].call('POST', '/api/session');
      const gameId = await newGame(pair[0], pair[1]);
      for (const player of pair) {
        const socket = await player.socket(() => undefined);
        socket.send(JSON.stringify({ type: 'watch', gameId }));
        open.push(socket);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = rssKiB(pid);
    for (const socket of open) socket.close();
    const name = `${label}: server memory per open game (RSS, ${String(MEMORY_GAMES)} games, 2 sockets each)`;
    console.log(`${name.padEnd(56)} ${`${((after - before) / MEMORY_GAMES).toFixed(1)} KiB`.padStart(14)}`);
  } finally {
    await stopServer(fresh);
  }
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(sql);
  await client.end();
}

console.log(
  `Katz und Maus server benchmark, ${SECONDS} s of play, ${GAMES} concurrent games of 2 bot clients over WebSocket, Node ${process.version}`,
);
const folder = mkdtempSync(join(tmpdir(), 'katz-bench-'));
try {
  await measure('PGlite', { DATA_DIR: join(folder, 'data') });
  if (await postgresReachable()) {
    const name = `katz_bench_${String(process.pid)}`;
    await admin(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${name}`;
      await measure('PostgreSQL', { DATA_DIR: folder, DATABASE_URL: url.toString() });
    } finally {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } else {
    console.log(`PostgreSQL: skipped, no server at ${POSTGRES_URL} (set KATZ_TEST_DATABASE_URL)`);
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
