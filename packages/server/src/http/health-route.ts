/** `GET /health`: 200 while the server and its database work, 503 (with the same body's shape) when not. */
import { ENDPOINTS } from '@katz/protocol';
import type { Services } from '../services.js';
import { route, type Route } from './endpoint.js';

export const healthRoute = ({ db }: Services): Route =>
  route(ENDPOINTS.health, async ({ reply }) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ok' as const, database: db.kind };
    } catch {
      void reply.status(503);
      return { status: 'unavailable' as const, database: db.kind };
    }
  });
