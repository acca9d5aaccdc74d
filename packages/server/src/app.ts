/**
 * The HTTP server: its guards (Origin, rate, session), the API's endpoints, the live WebSocket, the OpenAPI
 * document, health, and the web app or home page. It holds no state of its own; services.ts does.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { MAX_FRAME_BYTES } from '@katz/protocol';
import { ApiError } from './api/api-error.js';
import { createRequestLimit } from './api/request-limit.js';
import { accountRoutes } from './http/account-routes.js';
import { peopleRoutes } from './http/people-routes.js';
import { challengeRoutes } from './http/challenge-routes.js';
import { tournamentRoutes } from './http/tournament-routes.js';
import type { PlayerLookup } from './http/endpoint.js';
import { gameRoutes } from './http/game-routes.js';
import { healthRoute } from './http/health-route.js';
import { openApiDocument } from './http/openapi.js';
import { checkOrigin } from './http/origin-guard.js';
import { mailLinkRoutes } from './http/mail-link-routes.js';
import { notificationRoutes } from './http/notification-routes.js';
import { ratingRoutes } from './http/rating-routes.js';
import { rematchRoutes } from './http/rematch-routes.js';
import { replayRoutes } from './http/replay-routes.js';
import { reviewRoutes } from './http/review-routes.js';
import { issuedToken, requirePlayer, sessionPlayer, sessionToken } from './http/session-cookie.js';
import { securityHeaders } from './http/security-headers.js';
import { sessionRoutes } from './http/session-routes.js';
import { liveEndpoint } from './live-endpoint.js';
import type { Services } from './services.js';
import { siteFallback } from './site-fallback.js';

/** Request bodies larger than this are refused with 413: every API body is a few hundred bytes. */
const BODY_LIMIT_BYTES = 16_384;

export async function buildApp(
  services: Services,
  logger: Exclude<FastifyServerOptions['logger'], undefined>,
): Promise<FastifyInstance> {
  const { config, db } = services;
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    // Behind a load balancer every connection comes from the balancer: its X-Forwarded-For names the client.
    trustProxy: typeof config.trustProxy === 'boolean' ? config.trustProxy : [...config.trustProxy],
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') {
      done(new ApiError('malformed-json', 'the body is empty, but JSON was announced'));
      return;
    }
    try {
      done(null, JSON.parse(body as string));
    } catch (error) {
      done(new ApiError('malformed-json', `the body is not valid JSON: ${(error as Error).message}`));
    }
  });
  const requestLimit = createRequestLimit(
    { client: { perSecond: config.ratePerSecond, burst: config.rateBurst }, address: config.addressRate },
    {
      tokenOf: sessionToken,
      playerOf: (request) => sessionPlayer(db, request, config.accounts.sessions),
    },
  );
  // While stopping, the answers to requests in flight close their connections: a client's idle keep-alive
  // connection would otherwise hold the stop until the client let go of it.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (closing) void reply.header('connection', 'close');
    const token = issuedToken(request);
    if (token !== undefined) requestLimit.issued(token);
    return payload;
  });
  await securityHeaders(app, { https: config.cookieSecure });
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  app.addHook('onRequest', async (request, reply) => {
    checkOrigin(request, config.allowedOrigins);
    if (!request.url.startsWith('/api/')) return;
    const wait = await requestLimit.take(request);
    if (wait !== null) {
      void reply.header('retry-after', String(wait));
      throw new ApiError('throttled', 'too many requests: slow down and retry after the Retry-After seconds');
    }
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const api = error instanceof ApiError ? error : fromFastifyError(error);
    if (api.status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(api.status).send({ error: api.toJson() });
  });

  const players: PlayerLookup = {
    required: (request) => requirePlayer(db, request, config.accounts.sessions),
    optional: (request) => sessionPlayer(db, request, config.accounts.sessions),
  };
  const routes = apiRoutes(services, () => requestLimit.sizes());
  for (const route of routes) route.register(app, players);
  await mailLinkRoutes(app, db);
  const openApi = openApiDocument(routes.map((route) => route.contract));
  app.get('/api/openapi.json', () => Promise.resolve(openApi));

  liveEndpoint(app, services);
  siteFallback(app, services);
  return app;
}

/** Every route of the API, in the order the OpenAPI document lists them. */
function apiRoutes(services: Services, limitSizes: Parameters<typeof healthRoute>[1]) {
  return [
    ...sessionRoutes(services),
    ...gameRoutes(services),
    ...replayRoutes(services),
    ...reviewRoutes(services),
    ...challengeRoutes(services),
    ...tournamentRoutes(services),
    healthRoute(services, limitSizes),
    ...accountRoutes(services),
    ...ratingRoutes(services),
    ...rematchRoutes(services),
    ...notificationRoutes(services),
    ...peopleRoutes(services),
  ];
}

function fromFastifyError(error: FastifyError): ApiError {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('too-large', `the body is larger than ${BODY_LIMIT_BYTES} bytes`);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('unsupported-media-type', 'send JSON bodies with Content-Type: application/json');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('malformed-json', 'the body is empty, but JSON was announced');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError('malformed-json', `the body is not valid JSON: ${error.message}`);
    default:
      if (error.statusCode !== undefined && error.statusCode < 500) {
        return ApiError.fromHttpLayer(error.statusCode, error.message);
      }
      return new ApiError('internal', 'the server failed; the error is logged');
  }
}
