/** The events of docs/formats.md: what happened when an action was applied, as one viewer may see it. */
import { RULES_END_REASONS } from '@katz/engine';
import { z } from 'zod';
import { CARD, CARDS, COUNT, PILE_INDEX, SEAT } from './primitives.js';

const GAME_OVER_STATUS = z.strictObject({
  over: z.literal(true),
  winner: SEAT.nullable(),
  reason: z.enum(RULES_END_REASONS),
});

export const GAME_EVENT = z
  .union([
    z.strictObject({
      type: z.literal('built'),
      player: SEAT,
      from: z.enum(['hand', 'stock']),
      card: CARD,
      to: PILE_INDEX,
    }),
    z.strictObject({
      type: z.literal('built'),
      player: SEAT,
      from: z.literal('discard'),
      pile: PILE_INDEX,
      card: CARD,
      to: PILE_INDEX,
    }),
    z.strictObject({ type: z.literal('pileCompleted'), player: SEAT, pile: PILE_INDEX, cards: CARDS }),
    z.strictObject({ type: z.literal('stockRevealed'), player: SEAT, card: CARD, remaining: COUNT }),
    z.strictObject({ type: z.literal('discarded'), player: SEAT, card: CARD, to: PILE_INDEX }),
    z.strictObject({
      type: z.literal('handRefilled'),
      player: SEAT,
      count: COUNT,
      cards: CARDS.exactOptional().meta({ description: 'only where the viewer may see them' }),
      drawPileCount: COUNT,
    }),
    z.strictObject({ type: z.literal('turnPassed'), player: SEAT, toMove: SEAT }),
    z.strictObject({ type: z.literal('gameOver'), player: SEAT, status: GAME_OVER_STATUS }),
  ])
  .meta({ description: 'a game event (docs/formats.md, events)' });
