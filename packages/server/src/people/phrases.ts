/**
 * The fixed phrases two people say to each other during and after their game (docs/social.md): sent to every live
 * connection of the other player alone (a personal notice), never to spectators, never between two players of
 * whom one blocks the other, and each shown in the reader's own language by their app.
 */
import type { Phrase } from '@katz/protocol';
import type { Database } from '../db/database.js';
import { loadGame } from '../games/game-store.js';
import { seatOfPlayer } from '../games/stored-game.js';
import { announce } from '../notices/announce.js';
import { blocks } from './blocks.js';
import { PeopleRefusal } from './people-refusal.js';

/** How long after its end a game's players may still say something (good game, thanks, rematch?). */
const AFTER_THE_END_MINUTES = 60;

export async function sayPhrase(
  db: Database,
  said: { readonly gameId: string; readonly playerId: string; readonly phrase: Phrase },
): Promise<void> {
  const game = await loadGame(db, said.gameId);
  if (game === null) throw new PeopleRefusal('game-not-found', `there is no game ${said.gameId}`);
  const seat = seatOfPlayer(game, said.playerId);
  if (seat === null) throw new PeopleRefusal('not-seated', 'only the players of a game say phrases in it');
  const other = game.seats[seat === 0 ? 1 : 0];
  if (other.kind !== 'person') {
    throw new PeopleRefusal(
      'not-available',
      'the computer does not read phrases: they are for games between people',
    );
  }
  const endedLongAgo =
    game.state === 'over' &&
    game.readAt.getTime() - game.updatedAt.getTime() > AFTER_THE_END_MINUTES * 60_000;
  if (endedLongAgo) {
    throw new PeopleRefusal(
      'game-over',
      `phrases are said until ${String(AFTER_THE_END_MINUTES)} minutes after the end`,
    );
  }
  // Either block keeps phrases from passing: the blocked player hears what anyone unreachable would.
  if (
    (await blocks(db, said.playerId, other.playerId)) ||
    (await blocks(db, other.playerId, said.playerId))
  ) {
    throw new PeopleRefusal('not-available', `${other.name} is not available`);
  }
  await announce(db, {
    kind: 'personal',
    player: other.playerId,
    message: { type: 'said', gameId: game.id, phrase: said.phrase },
  });
}
