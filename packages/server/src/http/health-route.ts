/**
 * `GET /health`: 200 while the server and its database work, 503 (with the same body's shape) when not; and
 * which process answered, whether it sweeps the clocks, what its computer players have done, and how many
 * clients its rate limit keeps.
 */
import { ENDPOINTS, type ProcessStatus } from '@katz/protocol';
import type { RequestLimit } from '../api/request-limit.js';
import { CLOCK_LEASE } from '../jobs/clock-sweep.js';
import { COMPUTER_LEASE_PREFIX } from '../games/computer-waiting.js';
import type { Services } from '../services.js';
import { route, type Route } from './endpoint.js';

export const healthRoute = (
  { db, leases, computerCounts }: Services,
  rateSizes: RequestLimit['sizes'],
): Route =>
  route(ENDPOINTS.health, async ({ reply }) => {
    const sizes = rateSizes();
    const process: ProcessStatus = {
      id: leases.owner,
      clockLease: leases.holds(CLOCK_LEASE),
      computerTurns: leases.countHeld(COMPUTER_LEASE_PREFIX),
      computerDecisions: computerCounts.decisions,
      computerDecisionsWasted: computerCounts.wasted,
      rateLimitedClients: sizes.clients,
      rateLimitedAddresses: sizes.addresses,
      verifiedSessions: sizes.sessions,
    };
    try {
      await db.query('SELECT 1');
      return { status: 'ok' as const, database: db.kind, process };
    } catch {
      void reply.status(503);
      return { status: 'unavailable' as const, database: db.kind, process };
    }
  });
