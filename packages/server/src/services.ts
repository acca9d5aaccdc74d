/** What the request handlers work with, made once at start (server.ts). */
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { ChangeReader } from './changes/change-reader.js';
import type { NoticeFeed } from './changes/notice-feed.js';
import type { LoginThrottle } from './accounts/login-throttle.js';
import type { ComputerCounts } from './games/computer-turn.js';
import type { LeaseKeeper } from './leases/lease-keeper.js';
import type { SpectatorRegistry } from './spectators/spectator-registry.js';

export interface Services {
  readonly config: Config;
  readonly db: Database;
  readonly feed: NoticeFeed;
  readonly changes: ChangeReader;
  /** Failed logins, counted across every server process (in the database or in Redis). */
  readonly loginThrottle: LoginThrottle;
  /** This process's leases; their owner is the process's id. */
  readonly leases: LeaseKeeper;
  readonly computerCounts: ComputerCounts;
  readonly spectators: SpectatorRegistry;
}
