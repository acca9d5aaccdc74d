/**
 * The API's shapes as zod schemas: inputs are validated with them, and the OpenAPI document is generated from
 * them, so the documentation cannot drift from what the server accepts.
 */
import { parseAction, type Action } from '@katz/engine';
import { z } from 'zod';
import { BOT_LEVELS } from '../computer/levels.js';

const ID = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 characters of A-Z, a-z, 0-9, "_" and "-"');
const CARD = z
  .string()
  .regex(/^(A|[2-9]|10|J|Q|K)[SHDC]$/)
  .meta({ description: 'a card: rank then suit, like "10H"' });
const SEAT = z.union([z.literal(0), z.literal(1)]);

// Any bot level may be played; /api/levels lists the ones offered to people (the baselines are for testing).
const LEVEL = z.enum(BOT_LEVELS);

/** A turn's time in seconds: from a quick game to a day (correspondence play comes later). */
const TURN_SECONDS = z.number().int().min(1).max(86_400);

// --- inputs --------------------------------------------------------------------------------------------------

export const GAME_PARAMS = z.strictObject({ id: ID });

export const RENAME_BODY = z.strictObject({
  name: z
    .string()
    .transform((name) => name.trim())
    .pipe(
      z
        .string()
        .min(1, 'a name needs at least one visible character')
        .max(32, 'a name has at most 32 characters')
        .regex(/^[^\p{Cc}\p{Cf}]*$/u, 'a name cannot hold control characters'),
    ),
});

export const COMPUTER_GAME_BODY = z.strictObject({
  level: LEVEL,
  turnSeconds: TURN_SECONDS.default(60),
});

export const CHALLENGE_BODY = z.strictObject({
  /** `lobby`: listed for anyone to accept; `link`: only whoever has the invitation link. */
  visibility: z.enum(['lobby', 'link']),
  turnSeconds: TURN_SECONDS.default(60),
});

export const GAMES_QUERY = z.strictObject({ state: z.enum(['running', 'over']).default('running') });

export const LOG_QUERY = z.strictObject({
  since: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

const ACTION_JSON_SCHEMA = {
  description: 'an action (docs/formats.md)',
  oneOf: [
    {
      type: 'object',
      required: ['type', 'from', 'card', 'to'],
      additionalProperties: false,
      properties: {
        type: { const: 'build' },
        from: { const: 'hand' },
        card: { type: 'string' },
        to: { enum: [0, 1, 2, 3] },
      },
    },
    {
      type: 'object',
      required: ['type', 'from', 'to'],
      additionalProperties: false,
      properties: { type: { const: 'build' }, from: { const: 'stock' }, to: { enum: [0, 1, 2, 3] } },
    },
    {
      type: 'object',
      required: ['type', 'from', 'pile', 'to'],
      additionalProperties: false,
      properties: {
        type: { const: 'build' },
        from: { const: 'discard' },
        pile: { enum: [0, 1, 2, 3] },
        to: { enum: [0, 1, 2, 3] },
      },
    },
    {
      type: 'object',
      required: ['type', 'card', 'to'],
      additionalProperties: false,
      properties: { type: { const: 'discard' }, card: { type: 'string' }, to: { enum: [0, 1, 2, 3] } },
    },
  ],
};

/** An action, checked by the engine's own parser so that its messages name the faulty field. */
export const ACTION = z
  .unknown()
  .transform((value, context): Action => {
    const parsed = parseAction(value);
    if (parsed.ok) return parsed.value;
    context.addIssue({
      code: 'custom',
      message: parsed.error.message,
      path: parsed.error.path === '' ? [] : parsed.error.path.split('.'),
    });
    return z.NEVER;
  })
  .meta(ACTION_JSON_SCHEMA);

const CLIENT_ACTION_ID = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'a client action id is 1 to 64 characters of A-Z, a-z, 0-9, "_" and "-"');

export const ACTION_BODY = z.strictObject({
  version: z.number().int().min(0),
  action: ACTION,
  clientActionId: CLIENT_ACTION_ID.optional(),
});

// --- outputs (for the documentation) ---------------------------------------------------------------------------

const PILES = z.tuple([z.array(CARD), z.array(CARD), z.array(CARD), z.array(CARD)]);

export const PLAYER = z.object({ id: z.string(), name: z.string() });

const SEAT_VIEW = z.union([
  z.object({ kind: z.literal('person'), id: z.string(), name: z.string() }),
  z.object({ kind: z.literal('computer'), level: LEVEL }),
]);

const PLAYER_VIEW = z.object({
  stockCount: z.number().int(),
  stockTop: CARD.nullable(),
  handCount: z.number().int(),
  hand: z.array(CARD).optional().meta({ description: "only in the viewer's own seat" }),
  discards: PILES,
});

const POSITION_VIEW = z
  .object({
    viewer: SEAT.nullable(),
    toMove: SEAT,
    players: z.tuple([PLAYER_VIEW, PLAYER_VIEW]),
    building: PILES,
    drawPileCount: z.number().int(),
    removed: z.array(CARD),
  })
  .meta({ description: 'what one seat may see of the position (docs/formats.md, views)' });

const RESULT = z.object({
  winner: SEAT.nullable(),
  reason: z.enum(['stock', 'drawPile', 'resigned', 'timeout']),
});

const EVENT = z
  .looseObject({ type: z.string(), player: SEAT })
  .meta({ description: 'a game event (docs/formats.md)' });

export const ENTRY = z.object({
  version: z.number().int(),
  seat: SEAT,
  kind: z.enum(['action', 'resign', 'timeout']),
  action: z.looseObject({}).nullable(),
  events: z.array(EVENT),
  at: z.string(),
});

export const GAME = z.object({
  id: z.string(),
  version: z.number().int(),
  state: z.enum(['running', 'over']),
  seat: SEAT.nullable(),
  seats: z.tuple([SEAT_VIEW, SEAT_VIEW]),
  turnSeconds: z.number().int(),
  toMove: SEAT,
  clock: z.object({ deadline: z.string(), msLeft: z.number().int() }).nullable(),
  view: POSITION_VIEW,
  legalActions: z.array(z.looseObject({})),
  result: RESULT.nullable(),
  seedHash: z.string(),
  seed: z.string().nullable(),
  createdAt: z.string(),
});

export const ACTION_REPLY = z.object({ repeated: z.boolean(), entry: ENTRY, game: GAME });

export const GAME_SUMMARY = z.object({
  id: z.string(),
  state: z.enum(['running', 'over']),
  seat: SEAT,
  opponent: SEAT_VIEW,
  yourTurn: z.boolean(),
  clock: z.object({ deadline: z.string(), msLeft: z.number().int() }).nullable(),
  result: RESULT.nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});

export const CHALLENGE = z.object({
  id: z.string(),
  creator: PLAYER,
  visibility: z.enum(['lobby', 'link']),
  turnSeconds: z.number().int(),
  state: z.enum(['open', 'accepted', 'cancelled']),
  gameId: z.string().nullable(),
  link: z.string(),
});

export const REPLAY = z.object({
  id: z.string(),
  seats: z.tuple([SEAT_VIEW, SEAT_VIEW]),
  result: RESULT.nullable(),
  seed: z.string(),
  seedHash: z.string(),
  record: z.object({ seed: z.string(), shuffle: z.literal('km1'), actions: z.array(z.looseObject({})) }),
  start: z.looseObject({}),
  final: z.looseObject({}),
  entries: z.array(ENTRY),
});

export const ERROR = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    path: z.string().optional(),
    refusal: z.string().optional(),
  }),
});
