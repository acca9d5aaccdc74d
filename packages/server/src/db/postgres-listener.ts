/**
 * The one connection of a process that LISTENs for notices on a PostgreSQL server. LISTEN belongs to a session,
 * so this connection is its own, never the pool's. When it is lost (the database restarted, failed over to a
 * standby, or dropped it) it is made again, with growing pauses, and listens again; the notices sent meanwhile
 * are lost, so every listener's `onGap` is called then, to catch up by reading what it follows.
 */
import pg from 'pg';

interface Listener {
  readonly channel: string;
  readonly onNotice: (payload: string) => void;
  readonly onGap: () => void;
}

export interface PostgresListener {
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Shown in `pg_stat_activity`, so that an operator can tell this connection from the pool's. */
const APPLICATION_NAME = 'katz-notices';
const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5000;

/** Hands a notice to each listener of its channel. */
function deliver(listeners: ReadonlySet<Listener>, message: pg.Notification): void {
  for (const listener of listeners) {
    if (listener.channel === message.channel) listener.onNotice(message.payload ?? '');
  }
}

/** The channels listened to, each once: a new connection LISTENs to them all. */
const channelsOf = (listeners: ReadonlySet<Listener>) =>
  new Set([...listeners].map((listener) => listener.channel));

export function createPostgresListener(url: string, onError: (error: Error) => void): PostgresListener {
  const listeners = new Set<Listener>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;

  const open = async (): Promise<pg.Client> => {
    const fresh = new pg.Client({ connectionString: url, application_name: APPLICATION_NAME });
    fresh.on('notification', (message) => {
      deliver(listeners, message);
    });
    fresh.on('error', onError); // the connection broke; 'end' follows
    fresh.on('end', () => {
      if (client !== fresh) return;
      client = null;
      reconnect();
    });
    await fresh.connect();
    for (const channel of channelsOf(listeners)) await fresh.query(`LISTEN ${quoteIdentifier(channel)}`);
    client = fresh;
    return fresh;
  };

  const connection = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= open().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const reconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(
      () => {
        retry = null;
        connection().then(
          () => {
            failures = 0;
            for (const listener of listeners) listener.onGap();
          },
          (error: unknown) => {
            failures++;
            onError(error instanceof Error ? error : new Error(String(error)));
            reconnect();
          },
        );
      },
      Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures),
    );
    retry.unref();
  };

  return {
    listen: async (channel, onNotice, onGap) => {
      const listener = { channel, onNotice, onGap };
      listeners.add(listener);
      const listening = await connection();
      await listening.query(`LISTEN ${quoteIdentifier(channel)}`);
      return async () => {
        listeners.delete(listener);
        if (client && ![...listeners].some((other) => other.channel === channel)) {
          await client.query(`UNLISTEN ${quoteIdentifier(channel)}`);
        }
      };
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end();
    },
  };
}

const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;
