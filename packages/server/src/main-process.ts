/**
 * Running the server as a process (`npm start`, `katz serve`): configuration from the environment, clear
 * messages for what prevents a start, and a graceful stop on SIGINT and SIGTERM.
 */
import { loadConfig } from './config.js';
import { startServer } from './server.js';

/** Starts the server; resolves with the exit code once it has stopped (1 when it could not start). */
export async function runFromEnvironment(environment: NodeJS.ProcessEnv = process.env): Promise<number> {
  const loaded = loadConfig(environment);
  if (!loaded.ok) {
    process.stderr.write(`katz server: ${loaded.message}\n`);
    return 1;
  }
  let server;
  try {
    server = await startServer(loaded.config);
  } catch (error) {
    process.stderr.write(
      `katz server: cannot start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  }
  const running = server;
  return new Promise<number>((resolve) => {
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      running.close().then(
        () => {
          resolve(0);
        },
        (error: unknown) => {
          process.stderr.write(`katz server: unclean stop: ${String(error)}\n`);
          resolve(1);
        },
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
