/**
 * Whether this browser has had a session on the server, kept in localStorage. The session cookie is HTTP-only,
 * so the page cannot see it; without this mark, the header would ask the server on every first visit and get a
 * 401, which the browser reports as an error in its console. A browser without the mark has no session to ask
 * about (`api-client.ts`: `current`).
 */
import type { SessionMark } from './api-client.js';

const KEY = 'katz.hadSession';

function hadSession(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return true; // storage is closed to the page: ask the server, as before the mark
  }
}

function markSession(player: boolean): void {
  try {
    if (player) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // storage is closed to the page: the header asks the server each time
  }
}

export const storedSessionMark: SessionMark = { had: hadSession, mark: markSession };
