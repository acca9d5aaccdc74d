/**
 * Starting and stopping the whole server: database (opened, locked, migrated), notice feed, leases, computer
 * players, clock sweeper, HTTP. `close` stops taking connections, lets in-flight requests finish, stops the
 * background work, gives its leases up to the other processes, and closes the database cleanly.
 */
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import type { Writable } from 'node:stream';
import { buildApp } from './app.js';
import { startServices } from './start-services.js';
import { startComputerPlay, startKeptReviews } from './start-computing.js';
import type { Config } from './config.js';
import { CLOCK_LEASE } from './jobs/clock-sweep.js';
import { startLeaseHeldJobs } from './jobs/lease-held-jobs.js';
import { newProcessId } from './process-id.js';
import type { Database } from './db/database.js';
import { startNotifications } from './notifications/start-notifications.js';
import { openServerDatabase } from './server-database.js';

export interface RunningServer {
  /** The base URL, like http://127.0.0.1:3000 (the real port when the config asked for port 0). */
  readonly url: string;
  readonly port: number;
  /** The server's database, for tests and tools that look inside. */
  readonly database: Database;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Where the structured (JSON) logs go; standard output by default. */
  readonly logStream?: Writable;
}

/** The log's settings: every line names the process, so that the logs of several processes can be told apart. */
function loggerOptions(given: Config, processId: string, stream: Writable | undefined) {
  return {
    level: given.logLevel,
    base: { pid: process.pid, hostname: hostname(), processId },
    ...(stream ? { stream } : {}),
    redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
  };
}

/** The port the server listens on (the real one when the config asked for port 0), and its base URL. */
function listeningAt(address: AddressInfo | string | null, config: Config): { port: number; url: string } {
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { port, url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}` };
}

export async function startServer(given: Config, options: StartOptions = {}): Promise<RunningServer> {
  const processId = newProcessId();
  const logger = loggerOptions(given, processId, options.logStream);
  /** Where failures outside any request go: standard error until the logger exists, then the log. */
  let reportError = (error: unknown): void => {
    process.stderr.write(`katz server: ${String(error)}\n`);
  };
  const { db, config, migrated } = await openServerDatabase(given, (error) => {
    reportError(error);
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
    const services = await startServices(db, config, processId, cleanups, {
      reportError: (error) => {
        reportError(error);
      },
      log: (message) => {
        log(message);
      },
    });
    const { feed, leases } = services;
    const app = await buildApp(services, logger);
    reportError = (error) => {
      app.log.error({ err: error }, 'background failure');
    };
    log = (message) => {
      app.log.info(message);
    };
    for (const { versions, definitions } of migrated) {
      app.log.info({ migrations: versions, definitions }, 'brought the database schema up to date');
    }
    const turns = startComputerPlay(services, app.log, cleanups);
    const stopJobs = startLeaseHeldJobs(db, feed, {
      sweepMs: config.clockSweepMs,
      housekeepingMs: config.housekeepingMs,
      lifetimes: config.accounts.sessions,
      isMine: () => leases.holds(CLOCK_LEASE),
      log: app.log,
    });
    cleanups.push(stopJobs);
    leases.seek(CLOCK_LEASE);
    cleanups.push(async () => {
      // Live connections would keep close() waiting: end them first, then let requests in flight finish.
      for (const client of app.websocketServer.clients) client.close(1001, 'server shutting down');
      await app.close();
      log('no more requests in flight');
    });
    await app.listen({ port: config.port, host: config.host });
    await turns.scan();
    const { port, url } = listeningAt(app.server.address(), config);
    const notifications = await startNotifications(db, config.notify, {
      siteUrl: config.notify.publicUrl ?? url,
      log: app.log,
    });
    cleanups.push(() => notifications.close());
    await startKeptReviews(services, processId, turns, app.log, cleanups);
    app.log.info({ port, database: db.kind }, 'katz server listening');
    return {
      url,
      port,
      database: db,
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
