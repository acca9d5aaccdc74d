/**
 * The page's one API client and one live connection, made for the browser: same-origin `fetch` with the session
 * cookie, and the browser's WebSocket at `/api/live` on the page's own host. A browser that goes offline gives up
 * its socket at once and says so; one that comes back online, or a tab that becomes visible again, tries to
 * reconnect at once instead of waiting out the pause. A socket closed because its session ended leads to the
 * login page, which says so.
 */
import { createApiClient } from './api-client.js';
import { LiveConnection, type OpenSocket } from './live-connection.js';
import { storePlayer } from './player-store.js';
import { loggingOutHere, SESSION_ENDED_PAGE } from './session-ended.js';
import { storedSessionMark } from './session-mark.js';

export const api = createApiClient({
  base: '',
  fetch: (url, init) => fetch(url, init),
  sessionMark: storedSessionMark,
  // The i18n start sets the page's language before the first call, and again at every change.
  language: () => document.documentElement.lang,
  // A guest made by a page's first action (the pages make none before it) is shown at once wherever a player is.
  onSessionStarted: storePlayer,
});

const openBrowserSocket: OpenSocket = (url, events) => {
  const socket = new WebSocket(url);
  socket.onopen = () => {
    events.open();
  };
  socket.onmessage = (event: MessageEvent) => {
    events.message(typeof event.data === 'string' ? event.data : null);
  };
  socket.onclose = (event: CloseEvent) => {
    events.close(event.code);
  };
  return {
    send: (text) => {
      socket.send(text);
    },
    close: () => {
      socket.close();
    },
  };
};

const liveUrl = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/live`;

export const live = new LiveConnection({
  url: liveUrl,
  openSocket: openBrowserSocket,
  // A browser that has a session connects with its cookie at once: asking the server first cost the table a
  // round trip before a player could touch a card. A cookie gone stale fails that handshake, and the next attempt
  // (renew) makes a new session; a browser that never had one makes it first (a spectator's guest).
  prepare: (renew) => (!renew && storedSessionMark.had() ? Promise.resolve() : api.session({ renew })),
  // A session replaced on this device (a login, a registration) leaves the page a cookie: connect again with
  // it. A session ended by a logout or a recovery leaves none: the page shows the logged-out state.
  onSessionEnded: () => {
    // A logout of this page's own goes to the start page by itself (log-out.ts).
    if (loggingOutHere()) return;
    void api.current({ fresh: true }).then((result) => {
      if (result.ok && result.value === null) location.assign(SESSION_ENDED_PAGE);
      else live.retryNow();
    });
  },
});

window.addEventListener('online', () => {
  live.retryNow();
});
window.addEventListener('offline', () => {
  live.networkLost();
});
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible' && navigator.onLine) live.retryNow();
});
