/**
 * The services the request handlers and the jobs share (services.ts), started in order, each with its cleanup
 * pushed for the server's stop: the change reader and the notice feed, on the embedded database the leftovers'
 * clearing and its vacuum, the leases, the account limits, the spectators' and the present players' registries and
 * the tournaments' pages.
 */
import { openAccountLimits } from './accounts/account-limits.js';
import { createRateLimiter } from './api/rate-limiter.js';
import { createChangeReader } from './changes/change-reader.js';
import { startNoticeFeed } from './changes/notice-feed.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { startEmbeddedVacuum, VACUUM_EVERY_MS } from './jobs/embedded-vacuum.js';
import { startLeaseKeeper } from './leases/lease-keeper.js';
import { forgetAllLeases } from './leases/lease-store.js';
import { forgetAllClaims } from './reviews/review-store.js';
import type { Services } from './services.js';
import { startPresenceRegistry } from './people/presence-registry.js';
import { startSpectatorRegistry } from './spectators/spectator-registry.js';
import { RecentTournaments } from './tournaments/recent-tournaments.js';

/** Where the services report, before the server's log exists and after. */
export interface StartHooks {
  readonly reportError: (error: unknown) => void;
  readonly log: (message: string) => void;
}

export async function startServices(
  db: Database,
  config: Config,
  processId: string,
  cleanups: (() => Promise<void>)[],
  { reportError, log }: StartHooks,
): Promise<Services> {
  const changes = createChangeReader(db);
  const feed = await startNoticeFeed(db, changes, reportError);
  cleanups.push(() => feed.close());
  if (db.kind === 'pglite') await startEmbeddedUpkeep(db, cleanups, { reportError, log });
  const leases = startLeaseKeeper(
    db,
    processId,
    { leaseMs: config.leaseMs, renewMs: config.leaseRenewMs },
    reportError,
  );
  cleanups.push(() => leases.close());
  const computerCounts = { decisions: 0, wasted: 0 };
  const accountLimits = await openAccountLimits(db, config.accounts, reportError);
  cleanups.push(() => accountLimits.close());
  const spectators = startSpectatorRegistry(db, {
    heartbeatMs: config.spectatorHeartbeatMs,
    onError: reportError,
  });
  cleanups.push(() => spectators.close());
  // The same heartbeat as the spectators': a player is seen offline within three of it after their last tab.
  const presence = startPresenceRegistry(db, {
    heartbeatMs: config.spectatorHeartbeatMs,
    onError: reportError,
  });
  cleanups.push(() => presence.close());
  // Three at once, then one every 20 s: enough for "hello", "good luck" and "good game" in one game.
  const phraseLimiter = createRateLimiter({ perSecond: 1 / 20, burst: 3 });
  const tournaments = new RecentTournaments(db);
  const stopForgetting = feed.watchTournaments((id) => {
    tournaments.forget(id);
  });
  cleanups.push(() => {
    stopForgetting();
    return Promise.resolve();
  });
  return {
    config,
    db,
    feed,
    changes,
    accountLimits,
    leases,
    computerCounts,
    spectators,
    presence,
    phraseLimiter,
    tournaments,
  };
}

/**
 * The embedded database serves this process alone (its folder is locked), so the leases and review claims it
 * holds are leftovers of the last run; and it is vacuumed here, as no other process does it.
 */
async function startEmbeddedUpkeep(
  db: Database,
  cleanups: (() => Promise<void>)[],
  { reportError, log }: StartHooks,
): Promise<void> {
  await forgetAllLeases(db);
  await forgetAllClaims(db);
  const vacuum = startEmbeddedVacuum(db, {
    everyMs: VACUUM_EVERY_MS,
    onDone: (kind, milliseconds) => {
      log(`vacuumed the embedded database (${kind}) in ${milliseconds.toFixed(0)} ms`);
    },
    onError: reportError,
  });
  cleanups.push(() => vacuum.close());
}
