/** Around a game's table: a rematch offered after the end, and how many people watch. */
import { z } from 'zod';
import { COUNT, ID, SEAT } from './primitives.js';

export const REMATCH = z
  .strictObject({
    offeredBy: SEAT.nullable().meta({ description: 'the seat offering a rematch, or null' }),
    gameId: ID.nullable().meta({ description: 'the new game, once the rematch is accepted' }),
  })
  .meta({ description: 'a rematch of a finished game between two people' });
export type Rematch = z.infer<typeof REMATCH>;

export const TABLE_NEWS = z
  .strictObject({
    spectators: COUNT.meta({ description: 'people watching who do not play, over every server process' }),
    rematch: REMATCH,
  })
  .meta({ description: "what happens around a game's table besides its moves" });
export type TableNews = z.infer<typeof TABLE_NEWS>;
