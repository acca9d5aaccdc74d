/**
 * A game on the server as the table sees it (`GameSource`): followed over the live socket with `watch`, and
 * after every new connection watched again from the last version held, so nothing is missed or shown twice.
 * Updates are applied in version order only. Plays go out as one `act` (a batch when there are several) with a
 * client action id, and are sent again with the same id after a reconnection: the server applies them once.
 * A play made while an earlier one awaits the server's acknowledgement (the table shows it at once and lets the
 * player go on) is sent once that one is stored, at the version it was stored at: sent at once, it would carry
 * the version before the earlier play, and the server would refuse it as stale.
 */
import { err, ok, type Action, type Result } from '@katz/engine';
import type {
  ApiErrorJson,
  ClientMessage,
  Entry,
  GameView,
  ServerMessage,
  UpdateMessage,
} from '@katz/protocol';
import type { GameSource, SourceStatus, SourceUpdate } from '../game/game-source.js';
import type { LiveConnection } from './live-connection.js';
import { randomId } from './random-id.js';

type Answer = Result<void, ApiErrorJson>;

/** An `act` or `resign` the server has not answered yet, or has acknowledged but not yet shown. */
interface Request {
  readonly message: Extract<ClientMessage, { type: 'act' | 'resign' }>;
  readonly resolve: (answer: Answer) => void;
  /** Whether a copy went out; a copy sent again after that may find its first copy's work done. */
  sent: boolean;
  resent: boolean;
  /** The version the server stored it at, once acknowledged; it resolves when the game reaches it. */
  storedAt: number | null;
  /** Hears the acknowledgement or the refusal, before the answer (which waits for the game to show it). */
  readonly onStored: (stored: Answer) => void;
}

export interface ServerSourceOptions {
  /** The game as an HTTP request found it, so the table shows at once; the socket brings what follows. */
  readonly initial?: GameView;
  /** Hears a refusal of the watch itself (the game does not exist). */
  readonly onWatchRefused?: (error: ApiErrorJson) => void;
  /** Asks the server for the game's log from the start (`GET /api/games/{id}/log`). */
  readonly loadLog?: () => Promise<Result<readonly Entry[], { readonly message: string }>>;
}

export class ServerGameSource implements GameSource {
  readonly kind = 'server';
  private latest: SourceUpdate | undefined;
  private readonly listeners = new Set<(update: SourceUpdate) => void>();
  private readonly requests = new Map<string, Request>();
  private readonly stops: (() => void)[] = [];
  private watchRef = '';
  /** The last play sent or waiting to be, until the server has stored or refused it. */
  private lastPlay: Promise<Answer> | null = null;
  /**
   * The highest version a play of this source was stored at: the game is there even before its update arrives
   * (the acknowledgement and the update travel apart), and a play made then must carry it.
   */
  private storedVersion = -1;
  /** The version a gap was found at, and asked about again: a second gap there is taken as it comes. */
  private gapAskedAt: number | null = null;
  private closed = false;

  constructor(
    readonly gameId: string,
    private readonly live: LiveConnection,
    private readonly options: ServerSourceOptions = {},
  ) {
    if (options.initial) this.latest = { game: options.initial, entries: [] };
    this.stops.push(
      live.listen((message) => {
        this.receive(message);
      }),
      live.onOpen(() => {
        this.connected();
      }),
      live.hold(),
    );
    if (live.connected) this.connected();
  }

  current(): SourceUpdate | undefined {
    return this.latest;
  }

  subscribe(listener: (update: SourceUpdate) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async history(): Promise<readonly Entry[]> {
    const loaded = await (this.options.loadLog?.() ?? Promise.resolve(ok([])));
    if (!loaded.ok) throw new Error(`the game's log did not load: ${loaded.error.message}`);
    return loaded.value;
  }

  status(): SourceStatus {
    return this.closed ? 'offline' : this.live.status();
  }

  subscribeStatus(listener: (status: SourceStatus) => void): () => void {
    return this.live.subscribeStatus(listener);
  }

  play(actions: readonly Action[]): Promise<Answer> {
    const game = this.latest?.game;
    const first = actions[0];
    if (!game || first === undefined) return Promise.resolve(ok(undefined));
    const message = (version: number) =>
      ({
        type: 'act',
        gameId: this.gameId,
        version,
        ...(actions.length === 1 ? { action: first } : { actions: [...actions] }),
        clientActionId: randomId(),
        ref: `act-${randomId()}`,
      }) as const;
    const before = this.lastPlay;
    let heard: (stored: Answer) => void = () => undefined;
    const stored = new Promise<Answer>((resolve) => {
      heard = resolve;
    });
    this.lastPlay = stored;
    void stored.then(() => {
      if (this.lastPlay === stored) this.lastPlay = null;
    });
    // At the version the game is at, or the one a play of this source was stored at (its update may be on the way).
    const version = () => Math.max(this.latest?.game.version ?? game.version, this.storedVersion);
    if (before === null) return this.request(message(version()), heard);
    // After the earlier play, once it is stored; or refused with it (the same reason holds).
    return before.then((earlier) => {
      if (!earlier.ok || this.closed) {
        const refusal = earlier.ok ? closedError() : earlier.error;
        heard(err(refusal));
        return err(refusal);
      }
      return this.request(message(version()), heard);
    });
  }

  resign(): Promise<Answer> {
    return this.request(
      { type: 'resign', gameId: this.gameId, ref: `resign-${randomId()}` },
      () => undefined,
    );
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.live.send({ type: 'unwatch', gameId: this.gameId });
    for (const stop of this.stops) stop();
    for (const request of this.requests.values()) {
      request.onStored(err(closedError()));
      request.resolve(err(closedError()));
    }
    this.requests.clear();
    this.listeners.clear();
  }

  private request(message: Request['message'], onStored: Request['onStored']): Promise<Answer> {
    const ref = message.ref ?? '';
    return new Promise<Answer>((resolve) => {
      const sent = this.live.send(message);
      this.requests.set(ref, { message, resolve, onStored, sent, resent: false, storedAt: null });
    });
  }

  /** A new connection: watch from the version held, then send again whatever the server has not answered. */
  private connected(): void {
    if (this.closed) return;
    this.watchRef = `watch-${randomId()}`;
    this.gapAskedAt = null;
    const since = this.latest?.game.version;
    this.live.send({
      type: 'watch',
      gameId: this.gameId,
      ...(since === undefined ? {} : { since }),
      ref: this.watchRef,
    });
    for (const request of this.requests.values()) {
      if (request.storedAt !== null) continue;
      request.resent = request.sent;
      request.sent = this.live.send(request.message) || request.sent;
    }
  }

  private receive(message: ServerMessage): void {
    if (this.closed) return;
    switch (message.type) {
      case 'update':
        if (message.gameId === this.gameId) this.update(message);
        return;
      case 'ack':
        this.acknowledged(message.ref, message.version);
        return;
      case 'error':
        this.refused(message.ref, message.error);
        return;
      default:
        return;
    }
  }

  private acknowledged(ref: string | undefined, version: number): void {
    const request = ref === undefined ? undefined : this.requests.get(ref);
    if (!request || ref === undefined) return;
    request.storedAt = version;
    if (request.message.type === 'act') this.storedVersion = Math.max(this.storedVersion, version);
    request.onStored(ok(undefined));
    this.settleStored();
  }

  private refused(ref: string | undefined, error: ApiErrorJson): void {
    if (ref === undefined) return;
    if (ref === this.watchRef) {
      this.options.onWatchRefused?.(error);
      return;
    }
    const request = this.requests.get(ref);
    if (!request) return;
    this.requests.delete(ref);
    // The first copy of a resignation was stored before the connection dropped: the game is over, as asked.
    const done = request.message.type === 'resign' && request.resent && error.code === 'game-over';
    request.onStored(err(error));
    request.resolve(done ? ok(undefined) : err(error));
  }

  /** Resolves the acknowledged requests whose version the game has reached, so their result is on show. */
  private settleStored(): void {
    const version = this.latest?.game.version ?? -1;
    for (const [ref, request] of this.requests) {
      if (request.storedAt === null || request.storedAt > version) continue;
      this.requests.delete(ref);
      request.resolve(ok(undefined));
    }
  }

  private update(message: UpdateMessage): void {
    const held = this.latest?.game.version;
    if (held === undefined) {
      this.show({ game: message.game, entries: [] });
      return;
    }
    if (message.game.version < held) return;
    // The answer to a new watch when nothing happened meanwhile: nothing to show (a re-render would only
    // disturb a card the player is holding).
    if (message.game.version === held && sameGame(message.game, this.latest?.game)) return;
    const fresh = message.entries.filter((entry) => entry.version > held);
    if (isRun(fresh, held, message.game.version)) {
      this.show({ game: message.game, entries: fresh });
      return;
    }
    // Entries are missing between what is held and this update: ask for them once before showing it.
    if (this.gapAskedAt !== held && this.live.connected) {
      this.gapAskedAt = held;
      this.watchRef = `watch-${randomId()}`;
      this.live.send({ type: 'watch', gameId: this.gameId, since: held, ref: this.watchRef });
      return;
    }
    this.show({ game: message.game, entries: [] });
  }

  private show(update: SourceUpdate): void {
    this.latest = update;
    for (const listener of [...this.listeners]) listener(update);
    this.settleStored();
  }
}

const closedError = (): ApiErrorJson => ({
  code: 'internal',
  message: 'the game was closed before the server answered',
});

/** Whether `entries` are exactly the versions after `held` up to `version`. */
function isRun(entries: readonly Entry[], held: number, version: number): boolean {
  if (entries.length !== version - held) return false;
  return entries.every((entry, index) => entry.version === held + 1 + index);
}

/** Whether two views of a game at one version show the same, the clock's milliseconds left aside. */
function sameGame(a: GameView, b: GameView | undefined): boolean {
  const withoutMs = (game: GameView) => canonical({ ...game, clock: game.clock?.deadline ?? null });
  return b !== undefined && withoutMs(a) === withoutMs(b);
}

/** JSON with every object's keys in order, so that equal values give equal text whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([x], [y]) => (x < y ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
