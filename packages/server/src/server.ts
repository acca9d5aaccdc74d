/**
 * Starting and stopping the whole server: database (opened, locked, migrated), notice feed, leases, computer
 * players, clock sweeper, HTTP. `close` stops taking connections, lets in-flight requests finish, stops the
 * background work, gives its leases up to the other processes, and closes the database cleanly.
 */
import { hostname } from 'node:os';
import type { Writable } from 'node:stream';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { startWorkerPool } from './computer/worker-pool.js';
import { startEmbeddedVacuum, VACUUM_EVERY_MS } from './jobs/embedded-vacuum.js';
import { openDatabase } from './db/open-database.js';
import { fillNameKeys } from './identity/name-keys.js';
import { CLOCK_LEASE, startClockSweeper } from './jobs/clock-sweep.js';
import { startComputerTurns } from './games/computer-turns.js';
import { createChangeReader } from './changes/change-reader.js';
import { startNoticeFeed } from './changes/notice-feed.js';
import { openAccountLimits } from './accounts/account-limits.js';
import { startHousekeeper } from './jobs/housekeeping.js';
import { startTournamentSteps } from './jobs/tournament-steps.js';
import { startVacationStarts } from './jobs/vacation-starts.js';
import { startLeaseKeeper } from './leases/lease-keeper.js';
import { forgetAllLeases } from './leases/lease-store.js';
import { newProcessId } from './process-id.js';
import type { Database } from './db/database.js';
import type { Migrated } from './db/migrate.js';
import { startSpectatorRegistry } from './spectators/spectator-registry.js';
import { withPushKeys } from './notifications/push-keys.js';
import { startNotifications } from './notifications/start-notifications.js';
import { forgetAllClaims } from './reviews/review-store.js';
import { startReviewKeeper } from './reviews/review-keeper.js';
import { REVIEW_SETTINGS } from '@katz/bots/review';
import { SCHEMA } from './schema.js';
import { RecentTournaments } from './tournaments/recent-tournaments.js';

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

export async function startServer(given: Config, options: StartOptions = {}): Promise<RunningServer> {
  const processId = newProcessId();
  const logger = {
    level: given.logLevel,
    // Every line names the process, so that the logs of several processes on one database can be told apart.
    base: { pid: process.pid, hostname: hostname(), processId },
    ...(options.logStream ? { stream: options.logStream } : {}),
    redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
  };
  /** Where failures outside any request go: standard error until the logger exists, then the log. */
  let reportError = (error: unknown): void => {
    process.stderr.write(`katz server: ${String(error)}\n`);
  };
  /** What opening the database applied to its schema, logged once the log exists. */
  const migrated: Migrated[] = [];
  const db = await openDatabase({
    databaseUrl: given.databaseUrl,
    dataDir: given.dataDir,
    poolSize: given.databasePoolSize,
    schema: SCHEMA,
    onMigrated: (done) => {
      migrated.push(done);
    },
    onError: (error) => {
      reportError(error);
    },
  });
  const cleanups: (() => Promise<void>)[] = [() => db.close()];
  // Rows from before names had keys get theirs (once; after that a read that finds none).
  await fillNameKeys(db);
  // Without keys of the operator's, pushes are signed with the pair kept in the database (made now if none is).
  const config: Config = { ...given, notify: await withPushKeys(db, given.notify) };
  let log = (message: string): void => {
    process.stderr.write(`katz server: ${message}\n`);
  };
  const closeAll = async () => {
    log('stopping');
    for (const cleanup of cleanups.reverse()) await cleanup();
    log('stopped');
  };
  try {
    const changes = createChangeReader(db);
    const feed = await startNoticeFeed(db, changes, (error) => {
      reportError(error);
    });
    cleanups.push(() => feed.close());
    // The embedded database serves this process alone (its folder is locked), so its leases are leftovers.
    if (db.kind === 'pglite') {
      await forgetAllLeases(db);
      await forgetAllClaims(db);
      const vacuum = startEmbeddedVacuum(db, {
        everyMs: VACUUM_EVERY_MS,
        onDone: (kind, milliseconds) => {
          log(`vacuumed the embedded database (${kind}) in ${milliseconds.toFixed(0)} ms`);
        },
        onError: (error) => {
          reportError(error);
        },
      });
      cleanups.push(() => vacuum.close());
    }
    const leases = startLeaseKeeper(
      db,
      processId,
      { leaseMs: config.leaseMs, renewMs: config.leaseRenewMs },
      (error) => {
        reportError(error);
      },
    );
    cleanups.push(() => leases.close());
    const computerCounts = { decisions: 0, wasted: 0 };
    const accountLimits = await openAccountLimits(db, config.accounts, (error) => {
      reportError(error);
    });
    cleanups.push(() => accountLimits.close());
    const spectators = startSpectatorRegistry(db, {
      heartbeatMs: config.spectatorHeartbeatMs,
      onError: (error) => {
        reportError(error);
      },
    });
    cleanups.push(() => spectators.close());
    const tournaments = new RecentTournaments(db);
    const stopForgetting = feed.watchTournaments((id) => {
      tournaments.forget(id);
    });
    cleanups.push(() => {
      stopForgetting();
      return Promise.resolve();
    });
    const services = {
      config,
      db,
      feed,
      changes,
      accountLimits,
      leases,
      computerCounts,
      spectators,
      tournaments,
    };
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
    const computer = startWorkerPool(config.botWorkers, config.botPlayoutThreads);
    cleanups.push(() => computer.close());
    const turns = startComputerTurns(db, computer, {
      leases,
      scanEveryMs: config.leaseRenewMs,
      counts: computerCounts,
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
      isMine: () => leases.holds(CLOCK_LEASE),
      onError: (error) => {
        app.log.error({ err: error }, 'clock sweep failed');
      },
    });
    cleanups.push(() => sweeper.close());
    const housekeeper = startHousekeeper(db, {
      everyMs: config.housekeepingMs,
      lifetimes: config.accounts.sessions,
      isMine: () => leases.holds(CLOCK_LEASE),
      onSwept: (swept) => {
        if (swept.sessions + swept.guests + swept.outboxRows > 0)
          app.log.info(swept, 'forgot ended sessions, unreachable guests and old outbox rows');
      },
      onError: (error) => {
        app.log.error({ err: error }, 'housekeeping failed');
      },
    });
    cleanups.push(() => housekeeper.close());
    const vacationStarts = startVacationStarts(db, {
      everyMs: config.clockSweepMs,
      isMine: () => leases.holds(CLOCK_LEASE),
      onError: (error) => {
        app.log.error({ err: error }, 'applying vacations failed');
      },
    });
    cleanups.push(() => vacationStarts.close());
    const tournamentSteps = startTournamentSteps(db, feed, {
      everyMs: config.clockSweepMs,
      isMine: () => leases.holds(CLOCK_LEASE),
      onError: (error) => {
        app.log.error({ err: error }, 'moving tournaments on failed');
      },
    });
    cleanups.push(() => tournamentSteps.close());
    leases.seek(CLOCK_LEASE);
    cleanups.push(async () => {
      // Live connections would keep close() waiting: end them first, then let requests in flight finish.
      for (const client of app.websocketServer.clients) client.close(1001, 'server shutting down');
      await app.close();
      log('no more requests in flight');
    });
    await app.listen({ port: config.port, host: config.host });
    await turns.scan();
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
    const notifications = await startNotifications(db, config.notify, {
      siteUrl: config.notify.publicUrl ?? url,
      log: app.log,
    });
    cleanups.push(() => notifications.close());
    // One kept review at a time per process, on a thread of its own, yielding to the computer's turns.
    const reviews = await startReviewKeeper(db, {
      processId,
      claimMs: config.leaseMs,
      renewMs: config.leaseRenewMs,
      settings: REVIEW_SETTINGS,
      niceness: config.reviewNice,
      computerIdle: () => turns.whenIdle(),
      onDone: (gameId, milliseconds) => {
        app.log.info({ gameId, milliseconds: Math.round(milliseconds) }, 'kept the review of a game');
      },
      onError: (error, gameId) => {
        app.log.error({ err: error, gameId }, 'reviewing a game failed');
      },
    });
    cleanups.push(() => reviews.close());
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
