/**
 * A test client that talks to a server the way any program would: HTTP with a cookie jar of one session
 * cookie, and the live WebSocket. Every answer and every frame is read with the protocol's schemas, so a reply
 * that drifts from its schema fails the test that received it. It keeps every byte it received, for the
 * hidden-information tests.
 */
import {
  ENDPOINTS,
  ERROR_BODY,
  readReply,
  requestOf,
  SERVER_MESSAGE,
  type ApiErrorJson,
  type Endpoint,
  type ReplyError,
  type ReplyOf,
  type RequestInput,
  type ServerMessage,
} from '@katz/protocol';
import type { Result } from '@katz/engine';
import WebSocket from 'ws';

/** An answer as bytes: for requests the protocol cannot even express (malformed JSON, unknown fields). */
export interface RawReply {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The parsed body; undefined when it is not JSON. */
  readonly json: unknown;
}

/** A typed answer: the endpoint's value, or the API's refusal. */
export interface Answer<E extends Endpoint> {
  readonly status: number;
  readonly headers: Headers;
  readonly result: Result<ReplyOf<E>, ReplyError>;
}

type Input<E extends Endpoint> = Partial<RequestInput<E>>;

export class Client {
  cookie: string | null = null;
  /** Every response body and WebSocket frame this client received, in order. */
  readonly received: string[] = [];

  constructor(public base: string) {}

  /** Any request, answered as bytes. */
  async request(
    method: string,
    path: string,
    options: { body?: unknown; raw?: string; headers?: Record<string, string> } = {},
  ): Promise<RawReply> {
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
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  /** Calls an endpoint of the protocol and reads its answer with the endpoint's schemas. */
  async attempt<E extends Endpoint>(
    endpoint: E,
    input: Input<E> = {},
    headers: Record<string, string> = {},
  ): Promise<Answer<E>> {
    const request = requestOf(endpoint, input);
    const reply = await this.request(request.method, request.url, {
      ...(request.body === undefined ? {} : { raw: request.body }),
      headers,
    });
    return {
      status: reply.status,
      headers: reply.headers,
      result: readReply(endpoint, reply.status, reply.json),
    };
  }

  /** Calls an endpoint that must succeed; its value. */
  async call<E extends Endpoint>(endpoint: E, input: Input<E> = {}): Promise<ReplyOf<E>> {
    const { result } = await this.attempt(endpoint, input);
    if (!result.ok) {
      throw new Error(
        `${endpoint.method} ${endpoint.path}: ${result.error.status} ${result.error.code}: ${result.error.message}`,
      );
    }
    return result.value;
  }

  /** Calls an endpoint that must refuse; the refusal. */
  async refused<E extends Endpoint>(endpoint: E, input: Input<E> = {}): Promise<ReplyError> {
    const { result } = await this.attempt(endpoint, input);
    if (result.ok)
      throw new Error(`${endpoint.method} ${endpoint.path} succeeded, but a refusal was expected`);
    return result.error;
  }

  /** Starts a guest session; returns the player. */
  join = () => this.call(ENDPOINTS.startSession);

  game = (id: string) => this.call(ENDPOINTS.getGame, { params: { id } });

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

/** The API error in a raw reply's body, read with the protocol's schema. */
export const errorOf = (reply: RawReply): ApiErrorJson => ERROR_BODY.parse(reply.json).error;

type MessageOf<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;

export class LiveSocket {
  /** Messages received and not yet taken by `next`. */
  private readonly inbox: ServerMessage[] = [];
  private readonly wakers = new Set<() => void>();
  closed: { code: number; reason: string } | null = null;
  /** A frame that failed the protocol's schema: the next `next` throws it. */
  private fault: Error | null = null;

  constructor(
    readonly socket: WebSocket,
    received: string[],
  ) {
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      received.push(text);
      const parsed = SERVER_MESSAGE.safeParse(JSON.parse(text));
      if (parsed.success) this.inbox.push(parsed.data);
      else this.fault = new Error(`a frame does not match the protocol: ${parsed.error.message}\n${text}`);
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

  /** The answer to an `act` or `resign` sent with `ref`: its `ack` or its `error`. */
  answer(ref: string): Promise<MessageOf<'ack' | 'error'>> {
    return this.take(
      (message): message is MessageOf<'ack' | 'error'> =>
        (message.type === 'ack' || message.type === 'error') && message.ref === ref,
      `answer to ${ref}`,
    );
  }

  /** The answer to a `say` or `ping` sent with `ref`: its `pong` or its `error`. */
  reply(ref: string): Promise<MessageOf<'pong' | 'error'>> {
    return this.take(
      (message): message is MessageOf<'pong' | 'error'> =>
        (message.type === 'pong' || message.type === 'error') && message.ref === ref,
      `reply to ${ref}`,
    );
  }

  /** Takes the first received message of the type that satisfies `match`, waiting for it up to `timeoutMs`. */
  next<T extends ServerMessage['type']>(
    type: T,
    match: (message: MessageOf<T>) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<MessageOf<T>> {
    return this.take(
      (message): message is MessageOf<T> => message.type === type && match(message as MessageOf<T>),
      `${type} message`,
      timeoutMs,
    );
  }

  private async take<M extends ServerMessage>(
    wanted: (message: ServerMessage) => message is M,
    what: string,
    timeoutMs = 10_000,
  ): Promise<M> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.fault) throw this.fault;
      const index = this.inbox.findIndex(wanted);
      if (index >= 0) return this.inbox.splice(index, 1)[0] as M;
      if (this.closed) throw new Error(`socket closed (${this.closed.code} ${this.closed.reason})`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} in time`);
      await this.wait(left);
    }
  }

  /** Resolves once the connection is closed; with its code. */
  async closing(timeoutMs = 10_000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('the connection stayed open');
      await this.wait(left);
    }
    return this.closed.code;
  }

  private wait(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const waker = () => {
        clearTimeout(timer);
        this.wakers.delete(waker);
        resolve();
      };
      const timer = setTimeout(waker, ms);
      this.wakers.add(waker);
    });
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
