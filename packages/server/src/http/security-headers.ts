/**
 * The headers that keep the app's pages to themselves (OWASP ASVS 14.4), through the Fastify ecosystem's helmet
 * plugin: a Content-Security-Policy that lets a page load scripts, styles, workers and images only from this
 * server and connect only to it (its API and its WebSocket), and that no site may frame; `nosniff`; no Referer
 * to other sites; HSTS where the server is behind HTTPS (`COOKIE_SECURE=true`); and cross-origin isolation:
 * helmet's Cross-Origin-Opener-Policy and Cross-Origin-Resource-Policy (same-origin) with
 * Cross-Origin-Embedder-Policy `require-corp`, so that the practice game's Web Workers may share memory (the
 * strong computer's playouts on a second core). The app loads nothing from other sites, so none of it is held
 * back by them.
 *
 * The app needs no inline script or style element: Vite builds every script and style into files, and React sets
 * style properties through the DOM, which the policy does not govern. A browser test runs the app under it.
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** A Host header that can stand in a policy: a name or address and a port, nothing else. */
const PLAIN_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** This server's own WebSocket, by the host the page was loaded from (CSP's 'self' covers ws: only in level 3). */
const ownWebSocket = (request: IncomingMessage): string => {
  const host = request.headers.host ?? '';
  return PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : '';
};

export async function securityHeaders(app: FastifyInstance, options: { readonly https: boolean }) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      // Not helmet's defaults: they add upgrade-insecure-requests, which breaks a server on plain HTTP.
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ownWebSocket],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: { policy: 'require-corp' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000 } : false,
  });
}
