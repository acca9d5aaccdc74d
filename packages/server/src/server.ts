/**
 * Starting and stopping the whole server: database (opened, locked, migrated), notice feed, computer players,
 * clock sweeper, HTTP. `close` stops taking connections, lets in-flight requests finish, stops the background
 * work, and closes the database cleanly.
 */
import type { Writable } from 'node:stream';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { startWorkerPool } from './computer/worker-pool.js';
import { openDatabase } from './db/open-database.js';
import { startClockSweeper } from './games/clock-sweeper.js';
import { startComputerTurns } from './games/computer-turns.js';
import { createChangeReader } from './changes/change-reader.js';
import { startNoticeFeed } from './changes/notice-feed.js';

export interface RunningServer {
  /** The base URL, like http://127.0.0.1:3000 (the real port when the config asked for port 0). */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Where the structured (JSON) logs go; standard output by default. */
  readonly logStream?: Writable;
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = {
    level: config.logLevel,
    ...(options.logStream ? { stream: options.logStream } : {}),
    redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
  };
  /** Where failures outside any request go: standard error until the logger exists, then the log. */
  let reportError = (error: unknown): void => {
    process.stderr.write(`katz server: ${String(error)}\n`);
  };
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onError: (error) => {
      reportError(error);
    },
  });
  const cleanups: (() => Promise<void>)[] = [() => db.close()];
  let log = (message: string): void => {
    process.stderr.write(`katz server: ${message}\n`);
  };
  const closeAll = async () => {
    log('stopping');
    for (const cleanup of cleanups.reverse()) await cleanup();
    log('stopped');
  };
  try {
    const feed = await startNoticeFeed(db, (error) => {
      reportError(error);
    });
    cleanups.push(() => feed.close());
    const changes = createChangeReader(db);
    const services = { config, db, feed, changes };
    const app = await buildApp(services, logger);
    reportError = (error) => {
      app.log.error({ err: error }, 'background failure');
    };
    log = (message) => {
      app.log.info(message);
    };
    const computer = startWorkerPool(config.botWorkers);
    cleanups.push(() => computer.close());
    const turns = startComputerTurns(db, computer, {
      paceMs: config.botPaceMs,
      iterations: config.botIterations,
      turnMs: config.botTurnMs,
      onError: (error, gameId) => {
        app.log.error({ err: error, gameId }, 'computer turn failed');
      },
      onWarning: (message, gameId) => {
        app.log.warn({ gameId }, message);
      },
      onPlayed: (played) => {
        changes.remember(played.game, played.entries);
      },
      known: changes,
    });
    const stopWaking = feed.watchAllGames((gameId) => {
      turns.wake(gameId);
    });
    cleanups.push(async () => {
      stopWaking();
      await turns.close();
    });
    const sweeper = startClockSweeper(db, {
      everyMs: config.clockSweepMs,
      onError: (error) => {
        app.log.error({ err: error }, 'clock sweep failed');
      },
    });
    cleanups.push(() => sweeper.close());
    cleanups.push(async () => {
      // Live connections would keep close() waiting: end them first, then let requests in flight finish.
      for (const client of app.websocketServer.clients) client.close(1001, 'server shutting down');
      await app.close();
      log('no more requests in flight');
    });
    await app.listen({ port: config.port, host: config.host });
    await turns.resumeAll();
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    app.log.info({ port, database: db.kind }, 'katz server listening');
    return {
      url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
      port,
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
