/**
 * One person of the load: a guest session (HTTP with its cookie) and one live WebSocket, as the web app keeps.
 * Requests are built and answers read with the protocol's contracts. Frames are read as JSON and checked with
 * the protocol's schema every `CHECK_EVERY`th time only: checking every frame would make the generator, not
 * the server, the bottleneck, and a server that drifts from the protocol is still caught within a second.
 * Without `join`, it is a session's HTTP requests only (an arena's players, arena-driver.ts).
 */
import { ok, type Result } from '@katz/engine';
import {
  ENDPOINTS,
  readReply,
  requestOf,
  SERVER_MESSAGE,
  type ClientMessage,
  type Endpoint,
  type ReplyError,
  type RequestInput,
  type ReplyOf,
  type ServerMessage,
} from '@katz/protocol';
import WebSocket from 'ws';

const CHECK_EVERY = 64;

export class BenchPlayer {
  private cookie = '';
  private socket: WebSocket | null = null;
  private frames = 0;
  private closing = false;

  constructor(readonly base: string) {}

  /** A guest session, then the live connection; `onMessage` receives every frame. */
  async join(onMessage: (message: ServerMessage) => void): Promise<void> {
    await this.call(ENDPOINTS.startSession);
    const socket = new WebSocket(`${this.base.replace(/^http/, 'ws')}/api/live`, {
      headers: { cookie: this.cookie },
      perMessageDeflate: false,
    });
    socket.on('message', (data: Buffer) => {
      // The first frame and every CHECK_EVERY-th after it are checked against the schema.
      onMessage(readFrame(data.toString('utf8'), this.frames++ % CHECK_EVERY === 0));
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => {
        resolve();
      });
      socket.once('error', reject);
    });
    this.socket = socket;
    // A connection the server closes while the bench still uses it would fail its games silently: say so.
    socket.on('close', (code, reason) => {
      if (!this.closing)
        process.stderr.write(`load bench: the server closed a connection (${code} ${reason.toString()})\n`);
    });
  }

  /** The endpoint's answer, checked against its schema; a refusal throws. */
  async call<E extends Endpoint>(endpoint: E, input: Partial<RequestInput<E>> = {}): Promise<ReplyOf<E>> {
    const reply = await this.request(endpoint, input);
    if (!reply.ok)
      throw new Error(`${endpoint.method} ${endpoint.path}: ${reply.error.code}: ${reply.error.message}`);
    return reply.value;
  }

  /**
   * The endpoint's answer or its refusal. With `check: false` an answer of the expected status is taken as it
   * comes, unchecked: a large answer read often (an arena's page) would otherwise cost the generator more than
   * the server; a refusal is read with its schema either way.
   */
  async request<E extends Endpoint>(
    endpoint: E,
    input: Partial<RequestInput<E>> = {},
    options: { readonly check: boolean } = { check: true },
  ): Promise<Result<ReplyOf<E>, ReplyError>> {
    const request = requestOf(endpoint, input);
    const response = await fetch(this.base + request.url, {
      method: request.method,
      headers: {
        cookie: this.cookie,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    const cookie = response.headers.get('set-cookie');
    if (cookie) this.cookie = cookie.split(';')[0] ?? '';
    const json: unknown = response.status === 204 ? null : await response.json();
    if (!options.check && response.status === endpoint.status) return ok(json as ReplyOf<E>);
    return readReply(endpoint, response.status, json);
  }

  send(message: ClientMessage): void {
    this.socket?.send(JSON.stringify(message));
  }

  close(): void {
    this.closing = true;
    this.socket?.close();
  }
}

function readFrame(text: string, check: boolean): ServerMessage {
  const json: unknown = JSON.parse(text);
  if (!check) return json as ServerMessage;
  const parsed = SERVER_MESSAGE.safeParse(json);
  if (!parsed.success)
    throw new Error(`a frame does not match the protocol: ${parsed.error.message}\n${text}`);
  return parsed.data;
}
