/** What a connection's watches (watches.ts) work with: the stores, the feeds, the player, and the way out. */
import type { ServerMessage, UpdateMessage } from '@katz/protocol';
import type { ChangeReader } from '../changes/change-reader.js';
import type { NoticeFeed } from '../changes/notice-feed.js';
import type { Database } from '../db/database.js';
import type { SpectatorRegistry } from '../spectators/spectator-registry.js';

export interface WatchContext {
  readonly db: Database;
  readonly feed: NoticeFeed;
  readonly changes: ChangeReader;
  readonly spectators: SpectatorRegistry;
  readonly playerId: string;
  /** Whether the connection's session still exists; false closes the connection (player-socket.ts). */
  readonly sessionLive: () => Promise<boolean>;
  /** Runs sends one after another, in the order they were queued. */
  readonly inOrder: (work: () => Promise<void>) => void;
  readonly send: (message: UpdateMessage | Extract<ServerMessage, { type: 'table' }>) => void;
  /** Games followed at once; a watch past it is refused. */
  readonly limit: number;
}
