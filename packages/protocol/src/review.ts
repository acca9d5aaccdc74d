/**
 * A finished game's review as the server keeps it (docs/review.md, "Where it is computed"): the review itself
 * once it is done, or where it stands in the queue. The review's figures are `@katz/bots/review`'s format
 * (docs/formats.md, "Game review"); the protocol, which knows no bots, checks its outline and its version, and
 * the page reads the rest as that format.
 */
import { z } from 'zod';

/** The version of the review format this protocol carries (`REVIEW_FORMAT` of `@katz/bots/review`). */
const KEPT_REVIEW_FORMAT = 1;

export const KEPT_REVIEW = z
  .looseObject({
    review: z.literal(KEPT_REVIEW_FORMAT),
    settings: z.looseObject({ seed: z.string() }),
    result: z.unknown(),
    players: z.array(z.looseObject({ seat: z.union([z.literal(0), z.literal(1)]) })).length(2),
    decisions: z.array(z.looseObject({ index: z.number().int() })),
    draws: z.array(z.looseObject({ seat: z.number().int() })),
  })
  .meta({ description: 'a game review (docs/formats.md, "Game review"), as `katz review` prints it' });

export const REVIEW_PENDING = z
  .strictObject({
    state: z.enum(['queued', 'computing']),
    ahead: z.number().int().min(0).meta({ description: 'reviews queued before this one' }),
  })
  .meta({ description: 'the review is not done yet: ask again later' });
