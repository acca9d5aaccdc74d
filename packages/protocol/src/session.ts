/** The player behind a session. */
import { z } from 'zod';
import { ID, PLAIN_LINE } from './primitives.js';

/** A player as others see them (a challenge's creator). */
export const PLAYER = z.strictObject({ id: ID, name: z.string() });

/** The player of this session: a guest (no user name) or a registered player. */
export const SESSION_PLAYER = PLAYER.extend({
  username: z.string().nullable().meta({ description: "the account's name; null for a guest" }),
});
export type SessionPlayer = z.infer<typeof SESSION_PLAYER>;

/** The most characters a display name has. */
export const NAME_MAX = 32;

export const RENAME_BODY = z.strictObject({
  name: z
    .string()
    .transform((name) => name.trim())
    .pipe(
      z
        .string()
        .min(1, 'a name needs at least one visible character')
        .max(NAME_MAX, `a name has at most ${String(NAME_MAX)} characters`)
        .regex(PLAIN_LINE, 'a name cannot hold control characters'),
    ),
});
