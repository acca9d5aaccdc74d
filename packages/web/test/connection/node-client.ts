/**
 * The app's server client (api-client, live-connection) in Node, as one browser would run it: `fetch` with a
 * cookie jar of the session cookie, and `ws` sockets that carry it. Each raw frame received is kept, and the
 * open sockets can be cut, as a network would.
 */
import WebSocket from 'ws';
import { createApiClient, type ApiClient, type Fetch } from '../../src/connection/api-client.js';
import { LiveConnection, type OpenSocket } from '../../src/connection/live-connection.js';

export interface NodeClient {
  readonly api: ApiClient;
  readonly live: LiveConnection;
  /** Every text frame the live sockets received. */
  readonly frames: string[];
  /** Cuts every open socket without a closing handshake, as a lost network does. */
  cut(): void;
}

export function nodeClient(base: string): NodeClient {
  let cookie: string | null = null;
  const fetchWithJar: Fetch = async (url, init) => {
    const response = await fetch(url, {
      method: init.method,
      headers: { ...init.headers, ...(cookie === null ? {} : { cookie }) },
      ...(init.body === undefined ? {} : { body: init.body }),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? null;
    return response;
  };
  const api = createApiClient({ base, fetch: fetchWithJar });
  const frames: string[] = [];
  const sockets = new Set<WebSocket>();
  const openSocket: OpenSocket = (url, events) => {
    const socket = new WebSocket(url, { headers: cookie === null ? {} : { cookie } });
    sockets.add(socket);
    socket.on('open', () => {
      events.open();
    });
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      const text = isBinary ? null : data.toString('utf8');
      if (text !== null) frames.push(text);
      events.message(text);
    });
    socket.on('close', (code: number) => {
      sockets.delete(socket);
      events.close(code);
    });
    socket.on('error', () => {
      // a refused handshake or a cut: the close event that follows starts the reconnection
    });
    return {
      send: (text) => {
        socket.send(text);
      },
      close: () => {
        socket.terminate();
      },
    };
  };
  const live = new LiveConnection({
    url: `${base.replace(/^http/, 'ws')}/api/live`,
    openSocket,
    prepare: (renew) => api.session({ renew }),
    firstDelayMs: 50,
    maxDelayMs: 500,
  });
  return {
    api,
    live,
    frames,
    cut: () => {
      for (const socket of sockets) socket.terminate();
    },
  };
}
