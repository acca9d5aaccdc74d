/**
 * An arena played beside the load (docs/performance.md, "Arenas"): its players are sessions of the bench that
 * only ever resign, so that its games end at a steady rate, as if its players played games of one length (500
 * players ending 10 games a second: games of about 25 s), while the server's periodic job pairs whoever waits.
 *
 * The driver learns of the arena's games from its page (GET /api/tournaments/{id}) every `PAGE_EVERY_MS`, as a
 * player's browser would; the server shares one read of a page for a second per process, so a new game shows up
 * there up to a second late, which delays only when the driver may end it, not what is measured. Every
 * `1/endsPerSecond` s it ends the oldest running game it knows of: one of its two players (at random) resigns it,
 * and the moment of the acknowledgement starts both players' waits; each wait ends at the `createdAt` of that
 * player's next game (GET /api/games/{id}, once per new game). The driver shares the bench's process, and its
 * event loop, with the load generator, so it stays cheap: the page is checked against the protocol's schema every
 * `CHECK_EVERY`th read only, and of a game it keeps only its id, its players and when it was made.
 */
import { Random } from '@katz/engine';
import { ENDPOINTS, type PairingView } from '@katz/protocol';
import { startArena, type Arena } from './arena-start.js';
import { ArenaWaits } from './arena-waits.js';
import { Samples } from './samples.js';

/** How often the arena's page is read: the server's own sharing makes it fresh once a second at best. */
const PAGE_EVERY_MS = 250;
/** The page is large (a line per player): its schema is checked on the first read and every 16th after it. */
const CHECK_EVERY = 16;
/** How long a window's figures wait for the next games of the players it ended. */
const SETTLE_MS = 10_000;

export interface ArenaFigures {
  readonly players: number;
  /** How long making the arena took, in seconds (arena-start.ts). */
  readonly madeSeconds: number;
  /** A player's wait from their resignation's acknowledgement to their next game's creation, in ms. */
  readonly waits: {
    readonly p50: number;
    readonly p95: number;
    readonly max: number;
    readonly count: number;
  };
  /** Players ended in the window whose next game was still not made when the figures were taken. */
  readonly stillWaiting: number;
  /** Games the arena made in the window (by their `createdAt`), and in all since its start. */
  readonly gamesMade: number;
  readonly gamesInAll: number;
  /** Games ended (resignations acknowledged) in the window. */
  readonly ended: number;
  /** Ends that came due in the window when the driver knew of no running game to end. */
  readonly unmet: number;
  /** The arena page's reads in the window, in ms: mostly the server's shared read, once a second a fresh one. */
  readonly page: { readonly p50: number; readonly max: number };
  /** Refusals and failures of the driver's requests in the window, by code. */
  readonly refused: ReadonlyMap<string, number>;
}

/** Makes an arena on the setup's processes (arena-start.ts) and starts ending its games. */
export async function playArena(
  urls: readonly string[],
  options: { readonly players: number; readonly endsPerSecond: number },
): Promise<ArenaDriver> {
  const arena = await startArena(urls, options.players, Random.fromSeed('arena-placement'));
  const driver = new ArenaDriver(arena, options.endsPerSecond);
  await driver.start();
  return driver;
}

/** A running game of the arena, with its players in seat order. */
interface KnownGame {
  readonly id: string;
  readonly seats: readonly [string, string];
}

/** Something that happened at a moment (epoch ms), counted by the window it fell in. */
interface Moment {
  readonly at: number;
  readonly what: string;
}

export class ArenaDriver {
  private readonly waits = new ArenaWaits();
  private readonly random = Random.fromSeed('arena-driver');
  /** Running games not yet ended, oldest first. */
  private readonly running: KnownGame[] = [];
  private readonly known = new Set<string>();
  /** Each new game's creation (epoch ms): the games of the start are not read. */
  private readonly created: number[] = [];
  /** What became of each end that came due, and of the driver's other requests when refused or failed. */
  private readonly outcomes: Moment[] = [];
  private readonly pageReads: { readonly at: number; readonly ms: number }[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private reads = 0;
  private active = true;
  private loops: Promise<void> | null = null;

  constructor(
    private readonly arena: Arena,
    private readonly endsPerSecond: number,
  ) {}

  /** Reads the page once (the start's games), then ends games and reads the page until `stop`. */
  async start(): Promise<void> {
    await this.readPage();
    this.loops = Promise.all([this.endLoop(), this.pageLoop()]).then(() => undefined);
  }

  /** The figures of a window (epoch ms), once the waits it began have ended or `SETTLE_MS` has passed. */
  async figures({ from, to }: { readonly from: number; readonly to: number }): Promise<ArenaFigures> {
    const until = performance.now() + SETTLE_MS;
    while (this.waits.waitingSince(from, to) > 0 && performance.now() < until) await sleep(100);
    const within = (at: number) => at >= from && at <= to;
    const waits = this.waits.between(from, to);
    const page = new Samples();
    for (const read of this.pageReads) if (within(read.at)) page.add(read.ms);
    const refused = new Map<string, number>();
    let ended = 0;
    let unmet = 0;
    for (const { at, what } of this.outcomes) {
      if (!within(at)) continue;
      if (what === 'ended') ended++;
      else if (what === 'unmet') unmet++;
      else refused.set(what, (refused.get(what) ?? 0) + 1);
    }
    return {
      players: this.arena.players.size,
      madeSeconds: this.arena.seconds,
      waits: {
        p50: waits.percentile(50),
        p95: waits.percentile(95),
        max: waits.percentile(100),
        count: waits.count,
      },
      stillWaiting: this.waits.waitingSince(from, to),
      gamesMade: this.created.filter(within).length,
      gamesInAll: this.known.size,
      ended,
      unmet,
      page: { p50: page.percentile(50), max: page.percentile(100) },
      refused,
    };
  }

  /** Stops ending games and reading, and waits for the requests under way. */
  async stop(): Promise<void> {
    this.active = false;
    await this.loops;
    await Promise.all(this.inFlight);
  }

  /** Ends a game every 1/endsPerSecond s, on a schedule that does not wait for the answers (an open loop). */
  private async endLoop(): Promise<void> {
    const everyMs = 1000 / this.endsPerSecond;
    for (let at = performance.now(); ; at += everyMs) {
      await sleep(Math.max(0, at - performance.now()));
      if (!this.active) return;
      const game = this.running.shift();
      if (game === undefined) this.outcomes.push({ at: Date.now(), what: 'unmet' });
      else this.track(this.end(game));
    }
  }

  private async pageLoop(): Promise<void> {
    while (this.active) {
      const start = performance.now();
      await this.readPage();
      await sleep(Math.max(0, start + PAGE_EVERY_MS - performance.now()));
    }
  }

  private async end(game: KnownGame): Promise<void> {
    const player = this.arena.players.get(game.seats[this.random.below(2) === 0 ? 0 : 1]);
    if (player === undefined)
      throw new Error(`the arena's game ${game.id} has a player the bench did not make`);
    this.waits.resigning(game.seats, game.id);
    try {
      const reply = await player.request(ENDPOINTS.resign, { params: { id: game.id } });
      const at = Date.now();
      if (reply.ok) this.waits.acknowledged(game.seats, game.id, at);
      else this.waits.failed(game.seats, game.id);
      this.outcomes.push({ at, what: reply.ok ? 'ended' : `resign: ${reply.error.code}` });
    } catch (error) {
      this.waits.failed(game.seats, game.id);
      this.failed('resign', error);
    }
  }

  private async readPage(): Promise<void> {
    const start = performance.now();
    const check = this.reads++ % CHECK_EVERY === 0;
    try {
      const reply = await this.arena.reader.request(
        ENDPOINTS.getTournament,
        { params: { id: this.arena.id } },
        { check },
      );
      this.pageReads.push({ at: Date.now(), ms: performance.now() - start });
      if (!reply.ok) {
        this.outcomes.push({ at: Date.now(), what: `page: ${reply.error.code}` });
        return;
      }
      // Oldest first: the page lists the latest pairings first.
      const first = this.known.size === 0;
      for (const pairing of [...reply.value.pairings].reverse()) this.learn(pairing, first);
    } catch (error) {
      this.failed('page', error);
    }
  }

  /** Notes the pairing's games not seen before; a new game's creation is read, except the start's. */
  private learn(pairing: PairingView, first: boolean): void {
    for (const game of pairing.games) {
      if (this.known.has(game.id)) continue;
      this.known.add(game.id);
      const other = pairing.players.find((player) => player !== null && player.id !== game.seat0);
      if (game.state !== 'running' || !other) continue;
      const known: KnownGame = { id: game.id, seats: [game.seat0, other.id] };
      this.running.push(known);
      if (!first) this.track(this.readCreation(known));
    }
  }

  private async readCreation(game: KnownGame): Promise<void> {
    try {
      const view = await this.arena.reader.call(ENDPOINTS.getGame, { params: { id: game.id } });
      const at = Date.parse(view.createdAt);
      this.created.push(at);
      this.waits.nextGame(game.seats, game.id, at);
    } catch (error) {
      this.failed('game', error);
    }
  }

  /** A request that failed outright (not refused): counted, and told while the driver runs. */
  private failed(what: string, error: unknown): void {
    if (!this.active) return;
    this.outcomes.push({ at: Date.now(), what: `${what}: failed` });
    process.stderr.write(`load bench: the arena driver's ${what} request failed: ${String(error)}\n`);
  }

  private track(work: Promise<void>): void {
    const tracked = work
      .catch((error: unknown) => {
        this.failed('driver', error);
      })
      .finally(() => {
        this.inFlight.delete(tracked);
      });
    this.inFlight.add(tracked);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
