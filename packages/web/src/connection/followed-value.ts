/**
 * A value of the player's that every page reads one copy of (their running games, their wait in the pool): asked
 * of the server when the first reader comes, followed on the live connection while anyone reads it (asked again on
 * the news that may change it and on each new connection), and let go with the last reader. Another player's value
 * (after a login) is never shown, nor an answer asked for them.
 */
import type { ServerMessage } from '@katz/protocol';
import { useCallback, useSyncExternalStore } from 'react';
import { live } from './browser-connection.js';

type Listener = () => void;

export interface FollowedValue<T> {
  /** The value as last heard, if it is `playerId`'s; calls `listener` at each change until stopped. */
  read(playerId: string, listener: Listener): () => void;
  /** The value as last heard if it is `playerId`'s, else the value before the first answer. */
  of(playerId: string): T;
  /** Keeps `next` (an answer the page had anyway, say) and tells every reader. */
  publish(next: T): void;
  /** Asks the server again now, if anyone reads the value. */
  reload(): void;
}

export interface FollowOptions<T> {
  /** The value before the first answer. */
  readonly initial: T;
  /** Asks the server; the next value, or undefined to keep the one shown (`shown`). */
  readonly ask: (shown: T) => Promise<T | undefined>;
  /** Whether a live message may mean the value changed. */
  readonly news: (message: ServerMessage) => boolean;
  /** How often it is asked for while the live connection is down; never without it. */
  readonly fallbackRefreshMs?: number;
}

/**
 * Starts following: holds the live connection open, and calls `ask` on its news, on each new connection, and
 * on the fallback refresh while it is down; returns the function that stops it all.
 */
function followLive<T>(options: FollowOptions<T>, ask: () => void): () => void {
  const { fallbackRefreshMs } = options;
  const timer =
    fallbackRefreshMs === undefined
      ? undefined
      : setInterval(() => {
          if (live.status() !== 'live') ask();
        }, fallbackRefreshMs);
  const stops = [
    live.listen((message) => {
      if (options.news(message)) ask();
    }),
    live.onOpen(ask),
    live.hold(),
  ];
  return () => {
    clearInterval(timer);
    for (const stop of stops) stop();
  };
}

export function followValue<T>(options: FollowOptions<T>): FollowedValue<T> {
  let current = options.initial;
  /** Whose value `current` is. */
  let owner: string | null = null;
  const listeners = new Set<Listener>();
  /** A question in flight, and whether news came while it was: then it is asked once more when it ends. */
  let asking = false;
  let askAgain = false;
  let stopFollowing: (() => void) | null = null;

  function publish(next: T): void {
    current = next;
    for (const listener of [...listeners]) listener();
  }

  function ask(): void {
    if (asking) {
      askAgain = true;
      return;
    }
    asking = true;
    const asker = owner;
    void options.ask(current).then((next) => {
      asking = false;
      if (asker === owner && stopFollowing !== null && next !== undefined) publish(next);
      if (askAgain) {
        askAgain = false;
        if (stopFollowing !== null) ask();
      }
    });
  }

  return {
    read(playerId, listener) {
      if (owner !== playerId) {
        stopFollowing?.();
        stopFollowing = null;
        owner = playerId;
        current = options.initial;
      }
      listeners.add(listener);
      if (stopFollowing === null) {
        stopFollowing = followLive(options, ask);
        ask();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopFollowing?.();
          stopFollowing = null;
        }
      };
    },
    of: (playerId) => (owner === playerId ? current : options.initial),
    publish,
    reload() {
      if (stopFollowing !== null) ask();
    },
  };
}

/** A followed value as React state, or null for a page without a player, which asks nothing. */
export function useFollowedValue<T>(value: FollowedValue<T>, playerId: string | null): T | null {
  const subscribe = useCallback(
    (listener: Listener) => (playerId === null ? () => undefined : value.read(playerId, listener)),
    [value, playerId],
  );
  return useSyncExternalStore(subscribe, () => (playerId === null ? null : value.of(playerId)));
}
