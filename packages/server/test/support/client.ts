/**
 * A test client that talks to a server the way any program would: HTTP with a cookie jar of one session
 * cookie, and the live WebSocket. It keeps every byte it received, for the hidden-information tests.
 */
import WebSocket from 'ws';

export interface Reply {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The parsed body; null when it is not JSON. */
  readonly json: any;
}

export class Client {
  cookie: string | null = null;
  /** Every response body and WebSocket frame this client received, in order. */
  readonly received: string[] = [];

  constructor(public base: string) {}

  async request(
    method: string,
    path: string,
    options: { body?: unknown; raw?: string; headers?: Record<string, string> } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    let body: string | undefined;
    if (options.raw !== undefined) {
      body = options.raw;
      headers['content-type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(this.base + path, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    this.received.push(text);
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? null;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body === undefined ? {} : { body });

  /** Starts a guest session; returns the player. */
  async join(): Promise<{ id: string; name: string }> {
    const reply = await this.post('/api/session');
    if (reply.status !== 200) throw new Error(`guest session failed: ${reply.text}`);
    return reply.json as { id: string; name: string };
  }

  /** Opens the live WebSocket with this client's cookie (and the given headers). */
  async live(headers: Record<string, string> = {}): Promise<LiveSocket> {
    const socket = new WebSocket(`${this.base.replace(/^http/, 'ws')}/api/live`, {
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
    });
    const live = new LiveSocket(socket, this.received);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => {
        resolve();
      });
      socket.once('unexpected-response', (_request, response) => {
        reject(new Error(`handshake refused with ${response.statusCode}`));
      });
      socket.once('error', reject);
    });
    return live;
  }
}

export class LiveSocket {
  /** Messages received and not yet taken by `next`. */
  private readonly inbox: any[] = [];
  private readonly wakers = new Set<() => void>();
  closed: { code: number; reason: string } | null = null;

  constructor(
    readonly socket: WebSocket,
    received: string[],
  ) {
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      received.push(text);
      this.inbox.push(JSON.parse(text));
      this.wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
  }

  private wake(): void {
    for (const waker of this.wakers) waker();
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Takes the first received message that satisfies `match`, waiting for it up to `timeoutMs`. */

  async next(match: (message: any) => boolean = () => true, timeoutMs = 10_000): Promise<any> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.inbox.findIndex(match);
      if (index >= 0) return this.inbox.splice(index, 1)[0];
      if (this.closed) throw new Error(`socket closed (${this.closed.code} ${this.closed.reason})`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no matching message in time');
      await new Promise<void>((resolve) => {
        const waker = () => {
          clearTimeout(timer);
          this.wakers.delete(waker);
          resolve();
        };
        const timer = setTimeout(waker, left);
        this.wakers.add(waker);
      });
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await new Promise<void>((resolve) => {
      this.socket.once('close', () => {
        resolve();
      });
      this.socket.close();
    });
  }
}
