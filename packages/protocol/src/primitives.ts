/** The small shapes every message is made of: ids, seats, piles, cards, times. */
import { isCard, type Card } from '@katz/engine';
import { z } from 'zod';
import { CORRESPONDENCE_DAYS, DAY_SECONDS } from './correspondence.js';

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A game, challenge or player id, as the server makes them (and as a URL carries them). */
export const ID = z.string().regex(ID_PATTERN, 'must be 1 to 64 characters of A-Z, a-z, 0-9, "_" and "-"');

/** A client's name for one action (or batch), so that a repeat after a lost answer is never applied twice. */
export const CLIENT_ACTION_ID = z
  .string()
  .regex(ID_PATTERN, 'a client action id is 1 to 64 characters of A-Z, a-z, 0-9, "_" and "-"');

export const SEAT = z.union([z.literal(0), z.literal(1)]);

export const PILE_INDEX = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const CARD = z
  .string()
  .refine(
    (value): value is Card => isCard(value),
    'is not a card (rank A, 2-10, J, Q, K, then suit S, H, D, C)',
  )
  .meta({ description: 'a card: rank then suit, like "10H"', pattern: '^(A|[2-9]|10|J|Q|K)[SHDC]$' });

export const CARDS = z.array(CARD).readonly();

/** Four piles, each listed bottom to top. Lists are read-only, as the engine's are (and frozen once parsed). */
export const PILES = z.tuple([CARDS, CARDS, CARDS, CARDS]).readonly();

export const COUNT = z.number().int().min(0);

export const VERSION = z.number().int().min(0);

/** A moment, as an ISO 8601 text in UTC. */
export const TIMESTAMP = z.iso.datetime();

/**
 * Text shown to other people on one line (a display name, a tournament's name): no control characters and no
 * format characters (Unicode's Cc and Cf: NUL, newlines, a right-to-left override, zero-width marks), which could
 * break the line, turn the text around or hide part of it.
 */
export const PLAIN_LINE = /^[^\p{Cc}\p{Cf}]*$/u;

/**
 * A turn's time in seconds: a live clock from a quick game to a day, or a correspondence game's 1, 2, 3, 5, 7 or
 * 14 days.
 */
export const TURN_SECONDS = z
  .number()
  .int()
  .min(1)
  .max(14 * DAY_SECONDS)
  .refine(
    (seconds) =>
      seconds <= DAY_SECONDS || (CORRESPONDENCE_DAYS as readonly number[]).includes(seconds / DAY_SECONDS),
    'beyond a day, a turn takes 2, 3, 5, 7 or 14 days (172800, 259200, 432000, 604800 or 1209600 seconds)',
  )
  .meta({ description: 'seconds per turn: 1 to 86400, or 2, 3, 5, 7 or 14 days for correspondence' });

/** A turn's time unless one is chosen: long enough to think, short enough to keep a game moving. */
export const DEFAULT_TURN_SECONDS = 120;
