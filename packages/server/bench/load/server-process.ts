/**
 * A server under load: the real server (`node dist/src/main.js`, as `npm start` runs it) in a child process of
 * its own, so that the load generator's work never counts as the server's. Its CPU time and memory are read
 * from /proc, and with a profile folder it runs under `node --cpu-prof` and writes its profile when it stops.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../src/main.js', import.meta.url));
/** Linux counts a process's CPU time in /proc in ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  /** CPU seconds the process has used so far, all its threads together. */
  cpuSeconds(): number;
  /** Its resident memory now, in KiB. */
  rssKiB(): number;
  /**
   * Seconds its main thread has waited, ready to run, for a core so far: on a busy machine the time a server
   * is not to blame for.
   */
  waitedSeconds(): number;
  /**
   * How long each vacuum of the embedded database took that ended between two moments of the bench's clock
   * (`performance.now()`): every statement waits for one, so a run that holds one measures it too.
   */
  vacuumsBetween(start: number, end: number): number[];
  /** How long each kept review took that the process finished between two moments of the bench's clock. */
  reviewsBetween(start: number, end: number): number[];
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  readonly env: Readonly<Record<string, string>>;
  readonly cpuProfileDir: string | null;
  readonly name: string;
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const profile = options.cpuProfileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`, `--cpu-prof-name=${options.name}.cpuprofile`]
    : [];
  const child = spawn(process.execPath, [...profile, MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      LOG_LEVEL: 'info', // the line naming the port is an info line; live play logs nothing
      // Every client of the bench comes from one address: the limits are for abuse, not for this.
      RATE_PER_SECOND: '100000',
      RATE_BURST: '100000',
      NEW_GUESTS_PER_ADDRESS: '1000000',
      REGISTRATIONS_PER_ADDRESS: '1000000',
      WEB_DIST: '/nonexistent/katz-web-dist',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const vacuums = watchVacuums(child);
  const reviews = watchLines(child, /"milliseconds":(\d+),"msg":"kept the review of a game"/);
  passOnWarnings(child, options.name);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const port = await listeningPort(child);
  const pid = child.pid ?? 0;
  return {
    url: `http://127.0.0.1:${port}`,
    pid,
    cpuSeconds: () => {
      // Fields after the command's name (which may hold spaces) start at the state, field 3: utime is 14, stime 15.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    },
    // The second field of a thread's schedstat: nanoseconds spent runnable on a run queue.
    waitedSeconds: () => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e9,
    rssKiB: () => {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      return Number(match?.[1] ?? Number.NaN);
    },
    vacuumsBetween: (start, end) =>
      vacuums.filter(({ at }) => at >= start && at <= end).map(({ milliseconds }) => milliseconds),
    reviewsBetween: (start, end) =>
      reviews.filter(({ at }) => at >= start && at <= end).map(({ milliseconds }) => milliseconds),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The vacuums the server logs (db/embedded-vacuum.ts), as they end: when, by the bench's clock, and how long. */
const watchVacuums = (child: ChildProcess) =>
  watchLines(child, /vacuumed the embedded database \(\w+\) in (\d+) ms/);

/** The log lines that match `pattern` as they come: when, by the bench's clock, and the milliseconds they name. */
function watchLines(child: ChildProcess, pattern: RegExp): { at: number; milliseconds: number }[] {
  const found: { at: number; milliseconds: number }[] = [];
  onOutputLines(child, (text) => {
    const match = pattern.exec(text);
    if (match) found.push({ at: performance.now(), milliseconds: Number(match[1]) });
  });
  return found;
}

/** Calls `onLine` with each whole line the server writes to its standard output (its log, a JSON line each). */
function onOutputLines(child: ChildProcess, onLine: (text: string) => void): void {
  if (child.stdout) createInterface({ input: child.stdout }).on('line', onLine);
}

/** pino's level for warnings: the server's warnings and errors are the bench's to show (a load hides none). */
const WARN_LEVEL = 40;

/** Writes the server's warnings and errors to the bench's standard error, named by the server. */
function passOnWarnings(child: ChildProcess, name: string): void {
  onOutputLines(child, (text) => {
    const level = /"level":(\d+)/.exec(text);
    if (level && Number(level[1]) >= WARN_LEVEL) process.stderr.write(`${name}: ${text}\n`);
  });
}

function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const output: string[] = [];
    onOutputLines(child, (text) => {
      if (output.length < 100) output.push(text);
      const match = /"port":(\d+).*"msg":"katz server listening"/.exec(text);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => {
      reject(new Error(`the server exited with ${String(code)} before listening:\n${output.join('\n')}`));
    });
  });
}
