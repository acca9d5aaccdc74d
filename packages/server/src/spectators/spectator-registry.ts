/**
 * Who watches which game from this process, and the published count of every game.
 *
 * Counting live watchers across several server processes: each process counts its own spectators (the people
 * who watch a game and do not play in it, each person once however many tabs they have open here) and keeps
 * that number in a row of its own in the `watchers` table (watcher-rows.ts), announcing each change on the
 * notice channel so every process tells its players at once. A heartbeat vouches for the rows; rows of a
 * process that stopped without cleaning up (SIGKILL, a lost machine) go stale and are removed. A table was
 * chosen over counts sent only as notices because a process that starts later, or misses a notice, can read
 * the truth from it, and because the database's clock judges staleness the same for every process.
 */
import type { Database } from '../db/database.js';
import { newId } from '../identity/tokens.js';
import { startPeriodicJob } from '../scheduling/periodic-job.js';
import {
  publishCount,
  refreshCounts,
  removeProcessCounts,
  removeStaleCounts,
  spectatorCount,
} from './watcher-rows.js';

export interface SpectatorRegistry {
  /** `playerId` watches `gameId` without playing in it; returns the function that ends this watch. */
  join(gameId: string, playerId: string): () => void;
  /** The spectators of a game over every process, as the database holds them. */
  count(gameId: string): Promise<number>;
  close(): Promise<void>;
}

export interface SpectatorOptions {
  /** How often this process vouches for its counts. */
  readonly heartbeatMs: number;
  readonly onError: (error: unknown) => void;
}

export function startSpectatorRegistry(db: Database, options: SpectatorOptions): SpectatorRegistry {
  const processId = newId();
  // A row is stale after three missed heartbeats.
  const staleSeconds = (3 * options.heartbeatMs) / 1000;
  /** gameId → playerId → this process's watches of that person. */
  const watching = new Map<string, Map<string, number>>();
  /** The last write queued per game; writes of one game run in order, each with the count at its time. */
  const writes = new Map<string, Promise<void>>();

  const countHere = (gameId: string) => watching.get(gameId)?.size ?? 0;
  const publish = (gameId: string) => {
    const previous = writes.get(gameId) ?? Promise.resolve();
    const next = previous
      .then(() => publishCount(db, processId, gameId, countHere(gameId)))
      .catch(options.onError)
      .finally(() => {
        if (writes.get(gameId) === next) writes.delete(gameId);
      });
    writes.set(gameId, next);
  };

  const heartbeat = async () => {
    const counts = new Map([...watching].map(([gameId, people]) => [gameId, people.size]));
    await refreshCounts(db, processId, counts);
    // A count that moved while the heartbeat wrote may have been written back as it was: publish it again.
    for (const [gameId, count] of counts) if (countHere(gameId) !== count) publish(gameId);
    await removeStaleCounts(db, staleSeconds);
  };
  const heartbeats = startPeriodicJob({
    everyMs: options.heartbeatMs,
    work: heartbeat,
    onError: options.onError,
  });

  return {
    join: (gameId, playerId) => {
      const people = watching.get(gameId) ?? new Map<string, number>();
      watching.set(gameId, people);
      const before = people.size;
      people.set(playerId, (people.get(playerId) ?? 0) + 1);
      if (people.size !== before) publish(gameId);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const watches = (people.get(playerId) ?? 1) - 1;
        if (watches > 0) {
          people.set(playerId, watches);
          return;
        }
        people.delete(playerId);
        if (people.size === 0 && watching.get(gameId) === people) watching.delete(gameId);
        publish(gameId);
      };
    },
    count: (gameId) => spectatorCount(db, gameId, staleSeconds),
    close: async () => {
      await heartbeats.close();
      watching.clear();
      await Promise.all(writes.values());
      await removeProcessCounts(db, processId).catch(options.onError);
    },
  };
}
