/**
 * The session behind one live connection. When it ends (a logout, here or everywhere, a recovery) nothing more is
 * answered, and the socket closes with the code the client knows to mean it. Before a game is shown, the session
 * is asked for too, so that a session that merely expired shows nothing either.
 */
import type { WebSocket } from '@fastify/websocket';
import { LIVE_CLOSE } from '@katz/protocol';
import type { NoticeFeed } from '../changes/notice-feed.js';
import type { Database } from '../db/database.js';
import { sessionExists } from '../identity/sessions.js';

export interface ConnectionSession {
  /** Whether the session has ended, as far as this connection has heard. */
  ended(): boolean;
  /** Whether the session still exists, asked of the database (and the connection closed if not). */
  live(): Promise<boolean>;
  /** Stops listening for its end (the connection closed). */
  stop(): void;
}

export function watchConnectionSession(
  socket: WebSocket,
  { db, feed }: { readonly db: Database; readonly feed: NoticeFeed },
  tokenHash: string,
): ConnectionSession {
  let ended = false;
  const end = () => {
    ended = true;
    socket.close(LIVE_CLOSE.sessionEnded, 'session ended');
  };
  const stop = feed.watchSession(tokenHash, end);
  return {
    ended: () => ended,
    live: async () => {
      if (!ended && !(await sessionExists(db, tokenHash))) end();
      return !ended;
    },
    stop,
  };
}
