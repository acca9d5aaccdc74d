/**
 * The one live WebSocket a page keeps to `/api/live`, shared by every game it shows and by the home page's wait
 * for an accepted challenge. It opens while anyone holds it, reads every frame with the protocol's
 * `SERVER_MESSAGE`, and when the connection drops it says so (`reconnecting`) and opens a new one after a
 * growing pause; its users hear of each new connection and ask again for what they follow.
 */
import { LIVE_CLOSE, SERVER_MESSAGE, type ClientMessage, type ServerMessage } from '@katz/protocol';
import type { SourceStatus } from '../game/game-source.js';

/** What a socket tells its owner. */
export interface SocketEvents {
  open(): void;
  /** A text frame (a binary frame arrives as `null`). */
  message(text: string | null): void;
  /** The socket closed, with the close frame's code (1006 when there was none). */
  close(code: number): void;
}

/** A socket as the connection drives it; `send` is only called while it is open. */
export interface Socket {
  send(text: string): void;
  close(): void;
}

/** Opens a socket to `url` that reports to `events` (the browser's WebSocket, or `ws` in tests). */
export type OpenSocket = (url: string, events: SocketEvents) => Socket;

export interface LiveOptions {
  readonly url: string;
  readonly openSocket: OpenSocket;
  /**
   * Runs before each attempt to connect: makes sure the session cookie the handshake needs exists. `renew` is
   * true after an attempt that never opened (the cookie may be stale).
   */
  readonly prepare: (renew: boolean) => Promise<unknown>;
  /** The pause before the first new attempt after a drop, doubled for each failure up to `maxDelayMs`. */
  readonly firstDelayMs?: number;
  readonly maxDelayMs?: number;
  /** A ping after this long without a frame; no frame within `silenceMs` after it closes the socket. */
  readonly pingEveryMs?: number;
  readonly silenceMs?: number;
  /** In [0, 1): spreads reconnecting clients apart after a restart of the server. */
  readonly random?: () => number;
  /** A frame the protocol does not know: the server and this client are out of step. */
  readonly onFault?: (message: string) => void;
  /**
   * The server closed the socket because its session ended (LIVE_CLOSE.sessionEnded: a logout, here or on
   * another device, a recovery, or a login or registration that replaced this device's session). The
   * connection then waits, without trying again, until `retryNow` (the page still has a session) or until
   * the page leaves.
   */
  readonly onSessionEnded?: () => void;
}

/**
 * A dead connection (a network gone without a closing handshake: no frame arrives, none goes) is noticed within
 * a few seconds: after 4 s without a frame a ping goes out, and 3 s without its answer close the socket.
 */
const DEFAULTS = { firstDelayMs: 500, maxDelayMs: 10_000, pingEveryMs: 4_000, silenceMs: 3_000 };

export class LiveConnection {
  private socket: Socket | null = null;
  /** Counts sockets, so the events of one closed or replaced do not touch its successor. */
  private generation = 0;
  private isOpen = false;
  private state: SourceStatus = 'offline';
  private holders = 0;
  /** Attempts in a row that failed; sets the pause before the next. */
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setTimeout> | null = null;
  private silenceTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly messageListeners = new Set<(message: ServerMessage) => void>();
  private readonly openListeners = new Set<() => void>();
  private readonly statusListeners = new Set<(status: SourceStatus) => void>();
  private readonly options: Required<Omit<LiveOptions, 'onFault' | 'onSessionEnded'>> &
    Pick<LiveOptions, 'onFault' | 'onSessionEnded'>;
  /** The browser said the network is gone, and has not said it is back. */
  private networkGone = false;

  constructor(options: LiveOptions) {
    this.options = { ...DEFAULTS, random: Math.random, ...options };
  }

  status(): SourceStatus {
    return this.state;
  }

  subscribeStatus(listener: (status: SourceStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Every message the server sends, already checked against the protocol. */
  listen(listener: (message: ServerMessage) => void): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  /** Called on every new connection (the first and each one after a drop): the moment to ask again. */
  onOpen(listener: () => void): () => void {
    this.openListeners.add(listener);
    return () => this.openListeners.delete(listener);
  }

  get connected(): boolean {
    return this.isOpen;
  }

  /** Sends a message if the socket is open; false when it is not (the caller sends it again on `onOpen`). */
  send(message: ClientMessage): boolean {
    if (!this.isOpen || !this.socket) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Keeps the connection open until the returned function is called (by everyone who called this). */
  hold(): () => void {
    this.holders++;
    if (this.holders === 1) this.connect();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders--;
      if (this.holders === 0) this.shutDown();
    };
  }

  /** Tries at once instead of waiting out the pause (the browser came back online, the tab came back). */
  retryNow(): void {
    this.networkGone = false;
    if (this.holders === 0 || this.socket) return;
    this.clearRetry();
    this.connect();
  }

  /**
   * The browser says the network is gone: the socket is given up at once (it would only fall silent) and the
   * status says `offline` until `retryNow` (the browser's `online` event).
   */
  networkLost(): void {
    if (this.holders === 0) return;
    this.networkGone = true;
    this.dropped();
  }

  private connect(): void {
    this.setStatus(this.failures === 0 && this.state === 'offline' ? 'connecting' : 'reconnecting');
    const renew = this.failures > 0;
    void this.options.prepare(renew).then(
      () => {
        this.openSocket();
      },
      () => {
        this.failures++;
        this.failed();
      },
    );
  }

  private openSocket(): void {
    if (this.holders === 0 || this.socket) return;
    const generation = ++this.generation;
    const current = () => generation === this.generation;
    const socket = this.options.openSocket(this.options.url, {
      open: () => {
        if (!current()) return;
        this.isOpen = true;
        this.failures = 0;
        this.setStatus('live');
        this.expectFrame();
        for (const listener of [...this.openListeners]) listener();
      },
      message: (text) => {
        if (!current()) return;
        this.expectFrame();
        this.receive(text);
      },
      close: (code) => {
        if (!current()) return;
        if (code === LIVE_CLOSE.sessionEnded) {
          this.ended();
          return;
        }
        this.dropped();
      },
    });
    this.socket = socket;
  }

  /** The socket closed, or went silent: forget it (its late events are ignored) and try again. */
  private dropped(): void {
    const socket = this.socket;
    this.generation++;
    this.socket = null;
    const wasOpen = this.isOpen;
    this.isOpen = false;
    this.stopHeartbeat();
    socket?.close();
    if (this.holders === 0) return;
    if (!wasOpen) this.failures++;
    this.failed();
  }

  /** The session ended: no new attempt with it; the page decides (`onSessionEnded`, then `retryNow`). */
  private ended(): void {
    this.generation++;
    this.socket = null;
    this.isOpen = false;
    this.stopHeartbeat();
    this.clearRetry();
    // The next attempt asks the server for the session again instead of trusting the one it had.
    this.failures = 1;
    this.setStatus('reconnecting');
    this.options.onSessionEnded?.();
  }

  /** After a drop or a failed attempt: says so and tries again after a pause that grows with each failure. */
  private failed(): void {
    if (this.holders === 0) return;
    if (this.networkGone) {
      // No attempt can succeed before the network is back; the browser's `online` event calls `retryNow`.
      this.clearRetry();
      this.setStatus('offline');
      return;
    }
    this.setStatus('reconnecting');
    const { firstDelayMs, maxDelayMs, random } = this.options;
    const pause = Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(this.failures, 16));
    const delay = Math.round(pause * (0.75 + random() / 2));
    this.clearRetry();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.holders > 0 && !this.socket) this.connect();
    }, delay);
  }

  private receive(text: string | null): void {
    let json: unknown;
    try {
      json = text === null ? null : JSON.parse(text);
    } catch {
      this.fault(`a frame that is not JSON: ${String(text).slice(0, 200)}`);
      return;
    }
    const parsed = SERVER_MESSAGE.safeParse(json);
    if (!parsed.success) {
      this.fault(`a frame the protocol does not know: ${parsed.error.message}`);
      return;
    }
    for (const listener of [...this.messageListeners]) listener(parsed.data);
  }

  private fault(message: string): void {
    (this.options.onFault ?? console.error)(message);
  }

  /** A frame arrived: the connection is alive; ping after a quiet spell, give up on it after a silent one. */
  private expectFrame(): void {
    this.stopHeartbeat();
    this.pingTimer = setTimeout(() => {
      this.pingTimer = null;
      this.send({ type: 'ping' });
      this.silenceTimer = setTimeout(() => {
        this.silenceTimer = null;
        this.dropped(); // without waiting for a closing handshake a dead connection never answers
      }, this.options.silenceMs);
    }, this.options.pingEveryMs);
  }

  private stopHeartbeat(): void {
    if (this.pingTimer) clearTimeout(this.pingTimer);
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    this.pingTimer = null;
    this.silenceTimer = null;
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private shutDown(): void {
    this.clearRetry();
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    this.generation++;
    this.isOpen = false;
    this.failures = 0;
    socket?.close();
    this.setStatus('offline');
  }

  private setStatus(status: SourceStatus): void {
    if (status === this.state) return;
    this.state = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }
}
