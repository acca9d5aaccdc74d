/**
 * Requests and WebSocket handshakes from a foreign web page are refused: a browser names the page's origin in
 * the Origin header, and only the server's own origin (and those configured in ALLOWED_ORIGINS) may use a
 * visitor's session. Programs that send no Origin are not browsers carrying someone else's cookie; they pass.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../api/api-error.js';

export function checkOrigin(request: FastifyRequest, allowed: readonly string[]): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const host = request.headers.host;
  const own = host === undefined ? [] : [`http://${host}`, `https://${host}`];
  if (own.includes(origin) || allowed.includes(origin)) return;
  throw new ApiError(
    'foreign-origin',
    `requests from ${JSON.stringify(origin)} are not allowed: only this server's own pages may use it`,
  );
}
