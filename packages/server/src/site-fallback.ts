/**
 * What answers a request no route took: the web app's files and pages (with the status each page's address
 * deserves), the plain home and invitation pages when the app is not built, and otherwise 404 `not-found`.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api/api-error.js';
import { PLAIN_HOME, plainInvitePage } from './http/home-page.js';
import { webFiles } from './http/web-files.js';
import { pageStatus } from './http/web-pages.js';
import type { Services } from './services.js';

export function siteFallback(app: FastifyInstance, { db, config }: Services): void {
  const web = webFiles(config.webDist, {
    onError: (message) => {
      app.log.error(message);
    },
  });
  const pageStatusOf = pageStatus(db);
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api/')) {
      const file = await web.find(request.url, {
        acceptEncoding: request.headers['accept-encoding'],
        acceptLanguage: request.headers['accept-language'],
      });
      if (file) {
        void reply
          .code(file.appPage ? await pageStatusOf(request.url) : 200)
          .type(file.type)
          .header('cache-control', file.cacheControl)
          .header('vary', file.vary);
        if (file.encoding) void reply.header('content-encoding', file.encoding);
        return reply.send(file.body);
      }
      if (request.url === '/' || request.url.startsWith('/?'))
        return reply.type('text/html; charset=utf-8').send(PLAIN_HOME);
      // The id is checked against the id format before it goes into the page, so nothing can be injected.
      const invite = /^\/invite\/([A-Za-z0-9_-]{1,64})$/.exec(request.url)?.[1];
      if (invite !== undefined) return reply.type('text/html; charset=utf-8').send(plainInvitePage(invite));
    }
    throw new ApiError(
      'not-found',
      `there is nothing at ${request.method} ${request.url.split('?')[0] ?? ''}`,
    );
  });
}
