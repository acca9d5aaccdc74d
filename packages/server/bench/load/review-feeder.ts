/**
 * Reviews beside the load (docs/performance.md, "Reviews beside live games"): the server computes a kept review
 * only when someone asks for one, so the feeder asks, as players opening their games' reviews would, and keeps
 * the servers' review keepers busy while the load is measured.
 *
 * Before the load grows it makes finished games of its own through the API: two guests, a challenge and its
 * acceptance, `turns` turns of random legal plays (as fast as the server answers) and a resignation. While
 * `feed` runs it keeps one review more asked than the setup has processes, so that a keeper that finishes one
 * claims the next at once: each asker is a guest session of its own (a player may have two reviews queued), and
 * asks again every `POLL_MS` until the review is done, as the review page asks. `drain` stops asking and waits
 * for the reviews asked to be done, so that the next window without reviews finds every keeper idle.
 */
import { Random, type Action } from '@katz/engine';
import { ENDPOINTS } from '@katz/protocol';
import { BenchPlayer } from './bench-player.js';

/** How often a review asked is asked again, as the review page does until it is done. */
const POLL_MS = 1000;
/** Games made at once beforehand. */
const MAKING_AT_ONCE = 4;

export interface ReviewFeederOptions {
  /** Finished games made beforehand, each reviewed at most once. */
  readonly games: number;
  /** Turns of each of them, both players' counted. */
  readonly turns: number;
  /** Reviews kept asked at once: one per process computing, and one waiting for each. */
  readonly depth: number;
}

export interface ReviewFigures {
  /** Reviews the servers finished within the window, as the feeder saw them done. */
  readonly done: number;
  /** Whether a review was being computed at every look within the window (none ran out or waited). */
  readonly busyThroughout: boolean;
  /** Reviews asked in all, and games left unasked. */
  readonly asked: number;
  readonly left: number;
}

interface Asked {
  readonly gameId: string;
  readonly asker: BenchPlayer;
}

export class ReviewFeeder {
  private readonly random = Random.fromSeed('review-feeder');
  private readonly unasked: string[] = [];
  private readonly asked = new Map<string, Asked>();
  private readonly idleAskers: BenchPlayer[] = [];
  /** When each review was seen done (epoch ms), and each look that found no review computing. */
  private readonly doneAt: number[] = [];
  private readonly idleAt: number[] = [];
  /** The state each review asked was last seen in. */
  private readonly states = new Map<string, string>();
  private askedInAll = 0;
  private feeding = false;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly urls: readonly string[],
    private readonly options: ReviewFeederOptions,
  ) {}

  /** Makes the finished games to review and the askers' sessions; how long it took, in seconds. */
  async prepare(): Promise<number> {
    const start = performance.now();
    let made = 0;
    const makeOne = async (): Promise<void> => {
      while (made < this.options.games) {
        made++;
        this.unasked.push(await this.finishedGame());
      }
    };
    await Promise.all(Array.from({ length: MAKING_AT_ONCE }, makeOne));
    for (let index = 0; index < this.options.depth; index++) {
      const asker = new BenchPlayer(this.url(index));
      await asker.call(ENDPOINTS.startSession);
      this.idleAskers.push(asker);
    }
    return (performance.now() - start) / 1000;
  }

  /** Starts asking for reviews, and resolves once one is being computed. */
  async feed(): Promise<void> {
    this.feeding = true;
    this.loop ??= this.run().finally(() => {
      this.loop = null;
    });
    while (!(await this.anyComputing())) await sleep(100);
  }

  /** Stops asking for more, and waits until every review asked is done. */
  async drain(): Promise<void> {
    this.feeding = false;
    const start = performance.now();
    let told = start;
    while (this.asked.size > 0) {
      await sleep(100);
      if (performance.now() - told > 60_000) {
        told = performance.now();
        const waiting = [...this.asked.values()].map(
          ({ gameId }) => `${gameId} ${this.states.get(gameId) ?? '?'}`,
        );
        process.stderr.write(
          `load bench: still waiting for ${waiting.join(', ')} after ${((told - start) / 1000).toFixed(0)} s\n`,
        );
      }
    }
  }

  /** Stops at once (the servers stop next and let go of their claims). */
  async stop(): Promise<void> {
    this.feeding = false;
    this.asked.clear();
    this.unasked.length = 0;
    await this.loop;
  }

  figures({ from, to }: { readonly from: number; readonly to: number }): ReviewFigures {
    const within = (at: number) => at >= from && at <= to;
    return {
      done: this.doneAt.filter(within).length,
      busyThroughout: !this.idleAt.some(within),
      asked: this.askedInAll,
      left: this.unasked.length,
    };
  }

  private async run(): Promise<void> {
    while (this.feeding || this.asked.size > 0) {
      const start = performance.now();
      while (this.feeding && this.asked.size < this.options.depth && this.unasked.length > 0) {
        const gameId = this.unasked.shift();
        const asker = this.idleAskers.pop();
        if (gameId === undefined || asker === undefined) break;
        this.asked.set(gameId, { gameId, asker });
        this.askedInAll++;
      }
      // Looked at while draining too: a review is settled only by a look that finds it done.
      const computing = await this.anyComputing();
      if (this.feeding && !computing) this.idleAt.push(Date.now());
      await sleep(Math.max(0, start + POLL_MS - performance.now()));
    }
  }

  /** Asks for the review once: its state, and a done review's asker free for the next. */
  private async look({ gameId, asker }: Asked): Promise<'done' | 'queued' | 'computing' | 'failed'> {
    try {
      // A done review is large: taken as it comes (a pending one's small answer is checked).
      const reply = await asker.request(ENDPOINTS.getReview, { params: { id: gameId } }, { check: false });
      if (!reply.ok) throw new Error(`${reply.error.code}: ${reply.error.message}`);
      const state = 'state' in reply.value ? reply.value.state : 'done';
      this.states.set(gameId, state);
      if (state === 'done') this.settle(gameId, asker, true);
      return state;
    } catch (error) {
      process.stderr.write(`load bench: the review of ${gameId} failed: ${String(error)}\n`);
      this.settle(gameId, asker, false);
      return 'failed';
    }
  }

  /** A review asked is over, done or failed: its asker may ask for the next. */
  private settle(gameId: string, asker: BenchPlayer, done: boolean): void {
    if (!this.asked.delete(gameId)) return;
    if (done) this.doneAt.push(Date.now());
    this.idleAskers.push(asker);
  }

  private async anyComputing(): Promise<boolean> {
    const states = await Promise.all([...this.asked.values()].map((asked) => this.look(asked)));
    return states.includes('computing');
  }

  /** A game between two new guests: `turns` turns of random legal plays, then a resignation; its id. */
  private async finishedGame(): Promise<string> {
    const players = [new BenchPlayer(this.url(0)), new BenchPlayer(this.url(1))] as const;
    for (const player of players) await player.call(ENDPOINTS.startSession);
    const challenge = await players[0].call(ENDPOINTS.createChallenge, {
      body: { visibility: 'link', turnSeconds: 3600 },
    });
    const { gameId } = await players[1].call(ENDPOINTS.acceptChallenge, { params: { id: challenge.id } });
    const params = { id: gameId };
    let game = await players[0].call(ENDPOINTS.getGame, { params });
    for (let turns = 0; turns < this.options.turns && game.state === 'running';) {
      const mover = players[game.toMove];
      if (game.seat !== game.toMove) game = await mover.call(ENDPOINTS.getGame, { params });
      const action: Action | undefined = game.legalActions[this.random.below(game.legalActions.length)];
      if (action === undefined) throw new Error(`game ${gameId}: the player to move has no legal action`);
      const reply = await mover.call(ENDPOINTS.play, { params, body: { version: game.version, action } });
      game = reply.game;
      if (action.type === 'discard') turns++;
    }
    if (game.state === 'running') await players[0].call(ENDPOINTS.resign, { params });
    return gameId;
  }

  private url(index: number): string {
    return this.urls[index % this.urls.length] ?? '';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
