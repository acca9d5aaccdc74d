/** The server as a separate process (`node packages/server/dist/src/main.js`, as `npm start` runs it). */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../dist/src/main.js', import.meta.url));

export interface ChildServer {
  readonly process: ChildProcess;
  readonly url: string;
  readonly output: string[];
  /** Resolves with the exit code once the process has ended. */
  readonly exited: Promise<number | null>;
  /**
   * Resolves once the output lines so far satisfy `check` (checked again at every new line); fails with the output
   * if the process ends first, since no line can come after that.
   */
  seen(check: (lines: readonly string[]) => boolean): Promise<void>;
}

/** Starts the server process and waits until it listens; fails with its output if it exits instead. */
export async function startChildServer(env: Readonly<Record<string, string>>): Promise<ChildServer> {
  const child = spawn(process.execPath, [MAIN], {
    // Reviews at the test's own priority, as in test-server.ts.
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'info', REVIEW_NICE: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const waiters = new Set<() => void>();
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    // Whole lines of both streams, as they come: a stream's chunks do not end at line ends.
    const onLine = (line: string) => {
      if (line === '') return;
      output.push(line);
      for (const waiter of waiters) waiter();
      const match = /"port":(\d+).*"msg":"katz server listening"/.exec(line);
      if (match) resolve(Number(match[1]));
    };
    createInterface({ input: child.stdout }).on('line', onLine);
    createInterface({ input: child.stderr }).on('line', onLine);
    void exited.then((code) => {
      reject(new Error(`the server exited with ${String(code)} before listening:\n${output.join('\n')}`));
    });
  });
  const seen = (check: (lines: readonly string[]) => boolean) =>
    new Promise<void>((resolve, reject) => {
      const waiter = () => {
        if (!check(output)) return;
        waiters.delete(waiter);
        resolve();
      };
      waiters.add(waiter);
      waiter();
      void exited.then((code) => {
        if (!waiters.has(waiter)) return;
        waiters.delete(waiter);
        reject(
          new Error(`the server exited with ${String(code)} before the line awaited:\n${output.join('\n')}`),
        );
      });
    });
  return { process: child, url: `http://127.0.0.1:${port}`, output, exited, seen };
}

/** Runs the server process to its end (for starts that must fail); resolves with its code and output. */
export async function runChildServer(
  env: Readonly<Record<string, string>>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (data: Buffer) => (output += data.toString('utf8')));
  child.stderr.on('data', (data: Buffer) => (output += data.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => {
    child.once('exit', resolve);
  });
  return { code, output };
}
