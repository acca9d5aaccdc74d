/** A finished game with every card revealed, and its game record for `katz replay`. */
import { SHUFFLE_VERSION } from '@katz/engine';
import { z } from 'zod';
import { ACTION } from './action.js';
import { ENTRY, RESULT, SEAT_VIEW } from './game.js';
import { POSITION } from './position.js';
import { ID } from './primitives.js';

export const GAME_RECORD = z
  .strictObject({
    seed: z.string(),
    shuffle: z.literal(SHUFFLE_VERSION),
    actions: z.array(ACTION).readonly(),
  })
  .meta({ description: 'a game record (docs/formats.md): replays the game on any machine' });
export type GameRecordJson = z.infer<typeof GAME_RECORD>;

export const REPLAY = z.strictObject({
  id: ID,
  seats: z.tuple([SEAT_VIEW, SEAT_VIEW]).readonly(),
  result: RESULT.nullable(),
  seed: z.string(),
  seedHash: z.string(),
  record: GAME_RECORD,
  start: POSITION.meta({ description: 'the dealt position, every card showing' }),
  final: POSITION,
  entries: z.array(ENTRY).readonly().meta({ description: 'every entry with its events in full' }),
});
export type ReplayView = z.infer<typeof REPLAY>;
