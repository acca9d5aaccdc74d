/**
 * Changes of the player of this browser's session (a new name, a registration, a login), told to every component
 * that shows it, and the question whether there is one, asked for `useKnownPlayer` (use-known-player.ts). No page
 * starts a guest session to be drawn: the first call that needs one starts it (api-client.ts), so that a visitor
 * who only looks is not made a guest and no first screen waits for one.
 */
import type { SessionPlayer } from '@katz/protocol';
import { api } from './browser-connection.js';
import { playerAsked, storePlayer } from './player-store.js';

/** Tells every component showing the player of a change: a new name, a registration, a login (null: none). */
export function playerChanged(player: SessionPlayer | null): void {
  api.sessionChanged(player);
  storePlayer(player);
}

/** Asks the server whether this browser has a session, without starting one, and keeps the answer. */
export async function askSessionPlayer(): Promise<void> {
  const result = await api.current();
  if (!result.ok) return;
  // A guest session started meanwhile (by a call that needed one) is not undone by an earlier "none".
  if (!playerAsked() || result.value !== null) playerChanged(result.value);
}
