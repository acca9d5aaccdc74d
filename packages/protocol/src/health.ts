/**
 * What `GET /health` answers: 200 while the server and its database work, 503 otherwise; and which process
 * answered, since several server processes may serve one site behind a load balancer (docs/deploy.md).
 */
import { z } from 'zod';

const COUNT = z.number().int().min(0);

const PROCESS_STATUS = z
  .strictObject({
    id: z.string().meta({ description: "this server process's id, random at every start" }),
    clockLease: z
      .boolean()
      .meta({ description: 'whether this process sweeps the turn clocks (one process at a time does)' }),
    computerTurns: COUNT.meta({ description: 'games whose computer turn this process is playing now' }),
    computerDecisions: COUNT.meta({ description: 'decisions its computer players made since it started' }),
    computerDecisionsWasted: COUNT.meta({
      description: 'of those, decisions that could not be stored because the game had moved on meanwhile',
    }),
    rateLimitedClients: COUNT.meta({
      description: 'clients (verified sessions, and addresses) whose request rate this process keeps now',
    }),
    rateLimitedAddresses: COUNT.meta({
      description: 'addresses whose requests together this process keeps under their ceiling now',
    }),
    verifiedSessions: COUNT.meta({
      description: 'session cookies this process has seen verified lately, each limited on its own',
    }),
  })
  .meta({ description: 'the server process that answered' });
export type ProcessStatus = z.infer<typeof PROCESS_STATUS>;

export const HEALTH = z.strictObject({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  process: PROCESS_STATUS,
});
export type Health = z.infer<typeof HEALTH>;
