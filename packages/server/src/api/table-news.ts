/** What happens around a game's table besides its moves: its spectators and its rematch offer. */
import type { TableNews } from '@katz/protocol';
import type { Queryable } from '../db/database.js';
import { rematchOf } from '../games/rematch.js';
import type { SpectatorRegistry } from '../spectators/spectator-registry.js';
import { gameNotFound } from '../games/game-errors.js';
import { fromGameError } from './api-error.js';

export async function tableNews(
  db: Queryable,
  spectators: SpectatorRegistry,
  gameId: string,
): Promise<TableNews> {
  const rematch = await rematchOf(db, gameId);
  if (!rematch) throw fromGameError(gameNotFound(gameId));
  return { spectators: await spectators.count(gameId), rematch };
}
