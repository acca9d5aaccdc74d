/** Positions and views in the JSON of docs/formats.md: what a seat may see, and after a game every card. */
import { z } from 'zod';
import { CARD, CARDS, COUNT, PILES, SEAT } from './primitives.js';

const PLAYER_VIEW = z.strictObject({
  stockCount: COUNT,
  stockTop: CARD.nullable(),
  handCount: COUNT,
  hand: CARDS.exactOptional().meta({ description: "only in the viewer's own seat" }),
  discards: PILES,
});

export const POSITION_VIEW = z
  .strictObject({
    viewer: SEAT.nullable().meta({ description: 'the seat that sees this, or null for a spectator' }),
    toMove: SEAT,
    players: z.tuple([PLAYER_VIEW, PLAYER_VIEW]).readonly(),
    building: PILES,
    drawPileCount: COUNT,
    removed: CARDS,
  })
  .meta({ description: 'what one seat may see of the position (docs/formats.md, views)' });

const PLAYER_POSITION = z.strictObject({ stock: CARDS, hand: CARDS, discards: PILES });

/** A whole position, every card showing: only ever sent for a finished game. */
export const POSITION = z
  .strictObject({
    toMove: SEAT,
    players: z.tuple([PLAYER_POSITION, PLAYER_POSITION]).readonly(),
    building: PILES,
    drawPile: CARDS,
    removed: CARDS,
  })
  .meta({ description: 'a position with every card (docs/formats.md, position)' });
