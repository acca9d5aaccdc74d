/** What the request handlers work with, made once at start (server.ts). */
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { ChangeReader } from './changes/change-reader.js';
import type { NoticeFeed } from './changes/notice-feed.js';
import type { SpectatorRegistry } from './spectators/spectator-registry.js';

export interface Services {
  readonly config: Config;
  readonly db: Database;
  readonly feed: NoticeFeed;
  readonly changes: ChangeReader;
  readonly spectators: SpectatorRegistry;
}
