/**
 * Who of the registered players has a live connection to this process, kept in the `presence` table for every
 * process to read (presence-rows.ts): a player's row is written when their first connection here opens and removed
 * when their last one closes, and a heartbeat vouches for the rows meanwhile, so a process killed without cleaning
 * up stops counting within three heartbeats.
 */
import type { Database } from '../db/database.js';
import { newId } from '../identity/tokens.js';
import { startPeriodicJob } from '../scheduling/periodic-job.js';
import { markAbsent, markPresent, refreshPresence, removeProcessPresence } from './presence-rows.js';

export interface PresenceRegistry {
  /** A connection of `playerId` opened here; returns the function to call when it closes. */
  join(playerId: string): () => void;
  /** How long a row counts without being vouched for: what `listFollows` reads as online. */
  readonly staleSeconds: number;
  close(): Promise<void>;
}

export function startPresenceRegistry(
  db: Database,
  options: { readonly heartbeatMs: number; readonly onError: (error: unknown) => void },
): PresenceRegistry {
  const processId = newId();
  const staleSeconds = (3 * options.heartbeatMs) / 1000;
  const connections = new Map<string, number>();
  /** Each player's writes in order, so that a quick close and open leave the row as the last one says. */
  const writes = new Map<string, Promise<void>>();
  const write = (playerId: string) => {
    const next = (writes.get(playerId) ?? Promise.resolve())
      .then(() =>
        connections.has(playerId)
          ? markPresent(db, processId, playerId)
          : markAbsent(db, processId, playerId),
      )
      .catch(options.onError)
      .finally(() => {
        if (writes.get(playerId) === next) writes.delete(playerId);
      });
    writes.set(playerId, next);
  };
  const heartbeats = startPeriodicJob({
    everyMs: options.heartbeatMs,
    work: () => refreshPresence(db, processId, [...connections.keys()], staleSeconds),
    onError: options.onError,
  });
  return {
    join: (playerId) => {
      const before = connections.get(playerId) ?? 0;
      connections.set(playerId, before + 1);
      if (before === 0) write(playerId);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const now = (connections.get(playerId) ?? 1) - 1;
        if (now > 0) {
          connections.set(playerId, now);
          return;
        }
        connections.delete(playerId);
        write(playerId);
      };
    },
    staleSeconds,
    close: async () => {
      await heartbeats.close();
      connections.clear();
      await Promise.all(writes.values());
      await removeProcessPresence(db, processId).catch(options.onError);
    },
  };
}
