/** The player behind a session. */
import { z } from 'zod';
import { ID } from './primitives.js';

export const PLAYER = z.strictObject({ id: ID, name: z.string() });
export type PlayerView = z.infer<typeof PLAYER>;

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
