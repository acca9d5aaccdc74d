/** What the request handlers work with, made once at start (server.ts). */
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { ChangeReader } from './changes/change-reader.js';
import type { NoticeFeed } from './changes/notice-feed.js';
import type { AccountLimits } from './accounts/account-limits.js';
import type { ComputerCounts } from './games/computer-turn.js';
import type { LeaseKeeper } from './leases/lease-keeper.js';
import type { RateLimiter } from './api/rate-limiter.js';
import type { PresenceRegistry } from './people/presence-registry.js';
import type { SpectatorRegistry } from './spectators/spectator-registry.js';
import type { RecentTournaments } from './tournaments/recent-tournaments.js';

export interface Services {
  readonly config: Config;
  readonly db: Database;
  readonly feed: NoticeFeed;
  readonly changes: ChangeReader;
  /** Failed logins, new guests and registrations, counted across every server process (database or Redis). */
  readonly accountLimits: AccountLimits;
  /** This process's leases; their owner is the process's id. */
  readonly leases: LeaseKeeper;
  readonly computerCounts: ComputerCounts;
  readonly spectators: SpectatorRegistry;
  /** Who of the registered players is connected to this process, in the database for every process to read. */
  readonly presence: PresenceRegistry;
  /** The phrases each player may say to the other of their game: a few a minute (docs/social.md). */
  readonly phraseLimiter: RateLimiter;
  /** The tournaments' pages as read a moment ago, each forgotten at its tournament's change notice. */
  readonly tournaments: RecentTournaments;
}
