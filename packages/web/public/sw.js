/**
 * The service worker that lets the app play offline once loaded: at install it caches the app shell and every
 * built asset (listed by the build in precache.json), then answers from that cache when the network is gone.
 * Pages are asked of the network first (so a new version arrives as soon as there is one), assets of the
 * cache first (their names change with their content). The API is never cached.
 *
 * It also shows the server's pushes: "your move" in a correspondence game (docs/correspondence.md), one
 * notification per game, and a direct challenge to a player away from the site (docs/social.md), one per challenge
 * (each by its tag); none while the page it leads to (the game, or for a challenge the home page, where the app
 * shows it) is open in a visible tab, and a click opens that page.
 */
const CACHE = 'katz-app-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const listed = await fetch('/precache.json', { cache: 'no-store' }).then((reply) => reply.json());
      await cache.addAll(['/', ...listed]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/'))
    return;
  if (request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          const reply = await fetch(request);
          // Every page is the same app shell; a 404 (a game that does not exist) is that page too, but not the
          // one to keep.
          if (reply.ok) {
            const cache = await caches.open(CACHE);
            await cache.put('/', reply.clone());
          }
          return reply;
        } catch {
          // Offline: the app shell routes every page itself.
          return (await caches.match('/')) ?? Response.error();
        }
      })(),
    );
    return;
  }
  event.respondWith(
    (async () => {
      const cached = await caches.match(request);
      if (cached) return cached;
      const reply = await fetch(request);
      if (reply.ok) {
        const cache = await caches.open(CACHE);
        await cache.put(request, reply.clone());
      }
      return reply;
    })(),
  );
});

/** The path of a push's address, on this site whatever site name the server wrote into the push. */
const pathOf = (url) => new URL(url, self.location.origin).pathname;

self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string' || typeof message.url !== 'string') return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const path = pathOf(message.url);
      // The player is looking at the page it leads to, which shows the news itself.
      if (windows.some((client) => client.visibilityState === 'visible' && pathOf(client.url) === path))
        return;
      await self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        renotify: true,
        icon: '/icon-192.png',
        data: { path },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data?.path ?? '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => pathOf(client.url) === path);
      if (open) {
        await open.focus();
        return;
      }
      await self.clients.openWindow(path);
    })(),
  );
});
