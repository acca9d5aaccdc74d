/**
 * A rated game's end, in the transaction that ended it (by a play, a resignation or the clock): both ratings move,
 * or the game is stored unrated when it may not count (ratings/rate-game.ts); every process hears that the seats
 * changed; and the game is read again to show the new ratings.
 */
import type { Queryable } from '../db/database.js';
import { rateGame } from '../ratings/rate-game.js';
import { loadGame } from './game-store.js';
import { announce, seatsChanged } from './notices.js';
import type { StoredGame } from './stored-game.js';

/** The ended game as it is after its rating, or null when it was not a rated game to rate. */
export async function rateEnded(tx: Queryable, game: StoredGame): Promise<StoredGame | null> {
  if (!(await rateGame(tx, game.id))) return null;
  await announce(tx, ...seatsChanged(game));
  return loadGame(tx, game.id);
}
