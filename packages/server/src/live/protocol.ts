/**
 * The live protocol over the WebSocket at /api/live (docs/api.md): JSON text frames, one message each. Client
 * messages are validated by these schemas; anything else is answered with an error frame and changes nothing.
 */
import { z } from 'zod';
import { ACTION } from '../http/schemas.js';

const ID = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 characters of A-Z, a-z, 0-9, "_" and "-"');
/** Any text the client wants echoed in the answer to this message. */
const REF = z.string().max(64).optional();

export const CLIENT_MESSAGE = z.discriminatedUnion('type', [
  /** Follow a game; `since` is the last version the client has, to receive what it missed. */
  z.strictObject({
    type: z.literal('watch'),
    gameId: ID,
    since: z.number().int().min(0).optional(),
    ref: REF,
  }),
  z.strictObject({ type: z.literal('unwatch'), gameId: ID, ref: REF }),
  z.strictObject({
    type: z.literal('act'),
    gameId: ID,
    version: z.number().int().min(0),
    action: ACTION,
    clientActionId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    ref: REF,
  }),
  z.strictObject({ type: z.literal('resign'), gameId: ID, ref: REF }),
  z.strictObject({ type: z.literal('ping'), ref: REF }),
]);

export type ClientMessage = z.infer<typeof CLIENT_MESSAGE>;

/** Text frames longer than this are refused with an error frame; far longer ones close the connection. */
export const MAX_MESSAGE_BYTES = 4096;
export const MAX_FRAME_BYTES = 65_536;
