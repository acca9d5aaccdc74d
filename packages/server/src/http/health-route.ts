/**
 * `GET /health`: 200 while the server and its database work, 503 (with the same body's shape) when not; and
 * which process answered, whether it sweeps the clocks, and what its computer players have done.
 */
import { ENDPOINTS, type ProcessStatus } from '@katz/protocol';
import { CLOCK_LEASE } from '../games/clock-sweeper.js';
import { COMPUTER_LEASE_PREFIX } from '../games/computer-waiting.js';
import type { Services } from '../services.js';
import { route, type Route } from './endpoint.js';

export const healthRoute = ({ db, leases, computerCounts }: Services): Route =>
  route(ENDPOINTS.health, async ({ reply }) => {
    const process: ProcessStatus = {
      id: leases.owner,
      clockLease: leases.holds(CLOCK_LEASE),
      computerTurns: leases.countHeld(COMPUTER_LEASE_PREFIX),
      computerDecisions: computerCounts.decisions,
      computerDecisionsWasted: computerCounts.wasted,
    };
    try {
      await db.query('SELECT 1');
      return { status: 'ok' as const, database: db.kind, process };
    } catch {
      void reply.status(503);
      return { status: 'unavailable' as const, database: db.kind, process };
    }
  });
