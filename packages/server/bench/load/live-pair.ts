/**
 * Two people playing one game after another over their live connections, at a person's pace: a seat plays a
 * random legal action a second or two (the pace) after an update shows it to move, including after its own
 * previous action when its turn goes on. The load is open: how fast the pair plays does not depend on how fast
 * the server answers, as long as it answers within the pace. Each play is timed from its send to its `ack`
 * and to the `update` that shows it on the opponent's connection.
 */
import { ENDPOINTS, type GameView, type ServerMessage } from '@katz/protocol';
import type { Random } from '@katz/engine';
import { BenchPlayer } from './bench-player.js';
import type { Meter } from './meter.js';

type Seat = 0 | 1;

export interface PairOptions {
  /** The server each player connects to (two processes: possibly different ones). */
  readonly urls: readonly [string, string];
  readonly meter: Meter;
  readonly random: Random;
  readonly pace: { readonly minMs: number; readonly maxMs: number };
}

/** A play sent and not yet acknowledged. */
interface Sent {
  readonly ref: string;
  readonly seat: Seat;
  /** The version the play makes. */
  readonly version: number;
  readonly at: number;
}

/** A new game between the request that makes it and both players' first update. */
interface Starting {
  readonly gameId: string;
  readonly waiting: Set<Seat>;
  readonly done: () => void;
}

/** A new game that is not on both players' screens by then has failed: the bench stops rather than hangs. */
const START_TIMEOUT_MS = 120_000;

export class LivePair {
  private readonly players: readonly [BenchPlayer, BenchPlayer];
  private gameId: string | null = null;
  /** The newest game frame each seat received. */
  private latest: [GameView | null, GameView | null] = [null, null];
  private readonly timers: [NodeJS.Timeout | undefined, NodeJS.Timeout | undefined] = [undefined, undefined];
  /** A seat whose play came due while it could not act yet (its previous play unacknowledged or unseen). */
  private readonly due: [boolean, boolean] = [false, false];
  private sent: Sent | null = null;
  /** The version the last acknowledged play made: its mover acts again only once it has seen it. */
  private acked = 0;
  /** Plays the opponent has not yet seen, oldest first. */
  private unseen: Sent[] = [];
  private starting: Starting | null = null;
  /** Answers awaited to messages other than plays (watches, resignations), by `ref`: null, or the refusal's code. */
  private readonly answers = new Map<string, (refusal: string | null) => void>();
  private refs = 0;
  private playing = false;
  private replacing = false;

  constructor(private readonly options: PairOptions) {
    this.players = [new BenchPlayer(options.urls[0]), new BenchPlayer(options.urls[1])];
  }

  async join(): Promise<void> {
    await this.players[0].join((message) => {
      this.receive(0, message);
    });
    await this.players[1].join((message) => {
      this.receive(1, message);
    });
  }

  /** Plays game after game until `stop`. */
  async play(): Promise<void> {
    this.playing = true;
    await this.newGame();
  }

  /** Makes a game (a challenge and its acceptance) and resolves once both players have its first update. */
  async newGame(): Promise<void> {
    const { meter } = this.options;
    const start = performance.now();
    const challenge = await this.players[0].call(ENDPOINTS.createChallenge, {
      body: { visibility: 'link', turnSeconds: 3600 },
    });
    const { gameId } = await this.players[1].call(ENDPOINTS.acceptChallenge, {
      params: { id: challenge.id },
    });
    const created = performance.now();
    const previous = this.gameId;
    if (previous !== null)
      for (const player of this.players) player.send({ type: 'unwatch', gameId: previous });
    this.gameId = gameId;
    this.latest = [null, null];
    this.sent = null;
    this.acked = 0;
    this.unseen = [];
    this.due.fill(false);
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.fill(undefined);
    const watchRefs = this.players.map(() => `w${this.refs++}`);
    const firstUpdates = new Promise<void>((resolve, reject) => {
      const fail = (why: string) => {
        clearTimeout(timer);
        for (const ref of watchRefs) this.answers.delete(ref);
        reject(new Error(`game ${gameId}: ${why}`));
      };
      const timer = setTimeout(() => {
        fail(`no first update within ${START_TIMEOUT_MS} ms`);
      }, START_TIMEOUT_MS);
      // A watch is answered by its first update; an error answered to it instead fails the new game at once.
      for (const [seat, ref] of watchRefs.entries())
        this.answers.set(ref, (refusal) => {
          if (refusal !== null) fail(`seat ${seat}'s watch was refused: ${refusal}`);
        });
      this.starting = {
        gameId,
        waiting: new Set([0, 1]),
        done: () => {
          clearTimeout(timer);
          for (const ref of watchRefs) this.answers.delete(ref);
          resolve();
        },
      };
    });
    for (const [seat, ref] of watchRefs.entries()) this.players[seat]?.send({ type: 'watch', gameId, ref });
    await firstUpdates;
    const updated = performance.now();
    meter.add(meter.created, created - start);
    meter.add(meter.firstUpdate, updated - start);
  }

  /** Resigns the current game (the first player) and resolves once that is acknowledged. */
  async resign(): Promise<void> {
    const gameId = this.gameId;
    if (gameId === null) return;
    const ref = `r${this.refs++}`;
    const answered = new Promise<void>((resolve) =>
      this.answers.set(ref, () => {
        resolve();
      }),
    );
    this.players[0].send({ type: 'resign', gameId, ref });
    await answered;
  }

  stop(): void {
    this.playing = false;
    for (const timer of this.timers) clearTimeout(timer);
    for (const player of this.players) player.close();
  }

  private receive(seat: Seat, message: ServerMessage): void {
    if (message.type === 'update') {
      if (message.ref !== undefined) this.answers.delete(message.ref);
      this.updated(seat, message.game);
    } else if (message.type === 'ack') this.answered(message.ref, null);
    else if (message.type === 'error') this.answered(message.ref, message.error.code);
  }

  private updated(seat: Seat, game: GameView): void {
    if (game.id !== this.gameId) return; // a frame of the previous game, still on its way
    const starting = this.starting;
    if (starting?.gameId === game.id && starting.waiting.delete(seat) && starting.waiting.size === 0) {
      this.starting = null;
      starting.done();
    }
    const known = this.latest[seat];
    if (known && known.version > game.version) return;
    this.latest[seat] = game;
    this.seenBy(seat, game.version);
    if (!this.playing) return;
    if (game.state === 'over') {
      if (seat === 0) this.replace();
      return;
    }
    if (game.toMove !== seat) return;
    if (this.due[seat]) {
      this.tryPlay(seat);
      return;
    }
    this.timers[seat] ??= setTimeout(() => {
      this.timers[seat] = undefined;
      this.tryPlay(seat);
    }, this.paceMs());
  }

  /** Times the plays the opponent of their mover now sees. */
  private seenBy(seat: Seat, version: number): void {
    const { meter } = this.options;
    while (this.unseen[0] && this.unseen[0].version <= version && this.unseen[0].seat !== seat) {
      const play = this.unseen.shift();
      if (play) meter.add(meter.opponent, performance.now() - play.at);
    }
  }

  private answered(ref: string | undefined, refusal: string | null): void {
    const { meter } = this.options;
    const sent = this.sent;
    if (sent && ref === sent.ref) {
      this.sent = null;
      if (refusal === null) {
        this.acked = sent.version;
        meter.add(meter.ack, performance.now() - sent.at);
      } else {
        meter.refused(refusal);
        // Never seen by the opponent; and the seat's view may be stale: ask for the game again.
        this.unseen = this.unseen.filter((play) => play !== sent);
        if (this.gameId !== null) this.players[sent.seat].send({ type: 'watch', gameId: this.gameId });
      }
      if (this.due[sent.seat]) this.tryPlay(sent.seat);
      return;
    }
    if (ref !== undefined) {
      if (refusal !== null) meter.refused(refusal);
      this.answers.get(ref)?.(refusal);
      this.answers.delete(ref);
    } else if (refusal !== null) {
      meter.refused(refusal);
    }
  }

  /** Plays a random legal action for `seat` if it may act now; else marks the play due for when it may. */
  private tryPlay(seat: Seat): void {
    const game = this.latest[seat];
    const gameId = this.gameId;
    if (!this.playing || game?.id !== gameId || game.state !== 'running' || game.toMove !== seat) {
      this.due[seat] = false;
      return;
    }
    if (this.sent || game.version < this.acked) {
      if (!this.due[seat]) this.options.meter.playCameLate();
      this.due[seat] = true;
      return;
    }
    this.due[seat] = false;
    const action = game.legalActions[this.options.random.below(game.legalActions.length)];
    if (!action) return;
    const ref = `p${this.refs++}`;
    const sent: Sent = { ref, seat, version: game.version + 1, at: performance.now() };
    this.sent = sent;
    this.unseen.push(sent);
    this.players[seat].send({ type: 'act', gameId, version: game.version, action, clientActionId: ref, ref });
  }

  /** After a game's end, the pair starts the next one. */
  private replace(): void {
    if (this.replacing) return;
    this.replacing = true;
    this.newGame()
      .catch((error: unknown) => {
        process.stderr.write(`load bench: a new game failed: ${String(error)}\n`);
      })
      .finally(() => {
        this.replacing = false;
      });
  }

  private paceMs(): number {
    const { minMs, maxMs } = this.options.pace;
    return minMs + this.options.random.below(maxMs - minMs + 1);
  }
}
