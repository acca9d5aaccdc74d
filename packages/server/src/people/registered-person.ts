/**
 * The registered player an address names, for following, blocking and challenging: found by user name as the
 * profile is (whatever the case), never a guest, whose name is no address.
 */
import type { Queryable } from '../db/database.js';
import { PeopleRefusal } from './people-refusal.js';
import type { Player } from '../identity/players.js';

export interface Person {
  readonly id: string;
  readonly username: string;
}

export async function registeredPerson(db: Queryable, username: string): Promise<Person> {
  const found = await db.query<Person>(
    'SELECT id, username FROM players WHERE lower(username) = lower($1) AND username IS NOT NULL',
    [username],
  );
  const person = found.rows[0];
  if (!person)
    throw new PeopleRefusal('player-not-found', `there is no registered player named "${username}"`);
  return person;
}

/** The session's player, who must be registered: a guest follows, blocks and is seen by nobody. */
export function mustBeRegistered(player: Player, what: string): Person {
  if (player.username === null) {
    throw new PeopleRefusal('registered-only', `${what} is for registered players: register first`);
  }
  return { id: player.id, username: player.username };
}

/** Refuses a player's request about themself. */
export function notYourself(player: Person, other: Person, what: string): void {
  if (player.id === other.id) throw new PeopleRefusal('yourself', `you cannot ${what} yourself`);
}
