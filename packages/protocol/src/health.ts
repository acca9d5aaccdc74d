/** What `GET /health` answers: 200 while the server and its database work, 503 otherwise. */
import { z } from 'zod';

export const HEALTH = z.strictObject({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof HEALTH>;
