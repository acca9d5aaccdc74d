/**
 * A practice game in the browser: the engine in the page deals and checks every action, the computer decides in
 * a Web Worker. It speaks the server's shapes (`GameView`, `Entry`), so the table shows it like any other game;
 * seat 0 is the person, seat 1 the computer, and there is no clock. The whole deal lives in this page, so such
 * a game is practice and never counts as a result.
 */
import {
  apply,
  applyTurn,
  deal,
  recordPositions,
  resultOf,
  statusOf,
  viewPosition,
  type Action,
  type GameEvent,
  type GameResult,
  type PlayerIndex,
  type Position,
  type Result,
} from '@katz/engine';
import type { BotLevel } from '@katz/bots';
import {
  entryViewOf,
  gameViewOf,
  turnError,
  type ApiErrorJson,
  type Entry,
  DAY_SECONDS,
} from '@katz/protocol';
import { InBrowserSource } from '../game/in-browser-source.js';
import { BotClient } from './bot-client.js';
import { seedHash } from '../game/seed-hash.js';

const PERSON: PlayerIndex = 0;
const COMPUTER: PlayerIndex = 1;
/** How often the computer's action is asked before the turn is given up as stuck (bot-client.ts). */
const COMPUTER_ATTEMPTS = 3;

export interface LocalGameOptions {
  readonly seed: string;
  readonly level: BotLevel;
  /** The person's name on the table. */
  readonly name: string;
  /** The pause before each of the computer's actions, so a person can follow them (ms). */
  readonly paceMs?: number;
  /** Every action so far, to pick a game up where it was (a reload); replayed through the engine. */
  readonly actions?: readonly Action[];
  /** Called with every action so far after each change, to keep the game across a reload. */
  readonly onActions?: (actions: readonly Action[], over: boolean) => void;
}

export class LocalGameSource extends InBrowserSource {
  readonly gameId: string;
  readonly level: BotLevel;
  private position: Position;
  private version = 0;
  private result: GameResult | null = null;
  private hash = '';
  private readonly bot = new BotClient();
  private readonly createdAt = new Date().toISOString();
  private closed = false;
  private computerTurns = 0;
  private readonly actions: Action[] = [];

  private constructor(private readonly options: LocalGameOptions) {
    super();
    const dealt = deal(options.seed);
    if (!dealt.ok) throw new Error(dealt.error.message);
    this.position = dealt.value;
    this.gameId = `local-${options.seed}`;
    this.level = options.level;
    const kept = recordPositions({ position: this.position, actions: options.actions ?? [] });
    if (!kept.ok) throw new Error(`a kept action does not replay: ${kept.error.message}`);
    for (const step of kept.value.steps) {
      this.position = step.position;
      this.record(step.seat, step.action, step.events);
    }
  }

  /** Deals the game and, when the computer starts, lets it play. */
  static async start(options: LocalGameOptions): Promise<LocalGameSource> {
    const source = new LocalGameSource(options);
    source.hash = await seedHash(options.seed);
    source.publish([]);
    source.letComputerPlay();
    return source;
  }

  play(actions: readonly Action[]): Promise<Result<void, ApiErrorJson>> {
    const refused = this.refusalOfTurn();
    if (refused !== null) return Promise.resolve({ ok: false, error: refused });
    // All or none, with the server's refusals: the engine says what a batch of actions means.
    const turn = applyTurn(this.position, PERSON, actions);
    if (!turn.ok) return Promise.resolve({ ok: false, error: turnError(turn.error) });
    const entries = actions.map((action, index) =>
      this.record(PERSON, action, turn.value.events[index] ?? []),
    );
    this.position = turn.value.position;
    this.publish(entries);
    this.letComputerPlay();
    return Promise.resolve({ ok: true, value: undefined });
  }

  resign(): Promise<Result<void, ApiErrorJson>> {
    if (this.result !== null) {
      return Promise.resolve({ ok: false, error: { code: 'game-over', message: 'the game is over' } });
    }
    this.result = { winner: COMPUTER, reason: 'resigned' };
    this.version++;
    const entry: Entry = {
      version: this.version,
      seat: PERSON,
      kind: 'resign',
      action: null,
      events: [],
      at: new Date().toISOString(),
    };
    this.entries.push(entry);
    this.publish([entry]);
    return Promise.resolve({ ok: true, value: undefined });
  }

  /** A good play for the person now (the guided game's hint), from a stronger computer player's view of it. */
  async suggest(): Promise<Action | null> {
    if (this.result !== null || this.position.toMove !== PERSON) return null;
    const view = viewPosition(this.position, PERSON);
    return this.bot.decide('solid', `${this.options.seed}-hint-${this.version}`, view);
  }

  close(): void {
    this.closed = true;
    this.forgetListeners();
    this.bot.close();
  }

  private refusalOfTurn(): ApiErrorJson | null {
    if (this.result !== null) return { code: 'game-over', message: 'the game is over' };
    if (this.position.toMove !== PERSON)
      return { code: 'not-your-turn', message: 'it is the computer’s turn' };
    return null;
  }

  private record(seat: PlayerIndex, action: Action, events: readonly GameEvent[]): Entry {
    this.version++;
    this.actions.push(action);
    const at = new Date().toISOString();
    const entry = entryViewOf({ version: this.version, seat, kind: 'action', action, events, at }, PERSON);
    this.entries.push(entry);
    return entry;
  }

  private publish(entries: readonly Entry[]): void {
    this.result ??= resultOf(statusOf(this.position));
    const over = this.result !== null;
    const game = gameViewOf(
      {
        id: this.gameId,
        version: this.version,
        state: over ? 'over' : 'running',
        seats: [
          { kind: 'person', id: 'local', name: this.options.name },
          { kind: 'computer', level: this.options.level },
        ],
        // A practice game has no clock (clock: null): any time per turn would do, a day is the longest live one.
        turnSeconds: DAY_SECONDS,
        rated: false,
        position: this.position,
        result: this.result,
        clock: null,
        seed: this.options.seed,
        seedHash: this.hash,
        createdAt: this.createdAt,
      },
      PERSON,
    );
    this.options.onActions?.(this.actions, over);
    this.publishUpdate({ game, entries });
  }

  /**
   * While it is the computer's turn, it plays one action at a time, each shown before the next. A question its
   * worker failed is asked again of a new worker after the pause, a few times, and said in the console if all
   * fail (the turn then waits; a reload picks the game up where it is).
   */
  private letComputerPlay(attempt = 1): void {
    if (this.closed || this.result !== null || this.position.toMove !== COMPUTER) return;
    const turn = ++this.computerTurns;
    const view = viewPosition(this.position, COMPUTER);
    const pause = new Promise((resolve) => setTimeout(resolve, this.options.paceMs ?? 700));
    const seed = `${this.options.seed}-computer`;
    const still = () => !this.closed && turn === this.computerTurns && this.position.toMove === COMPUTER;
    void Promise.all([this.bot.decide(this.options.level, seed, view, true), pause]).then(
      ([action]) => {
        if (!still()) return;
        const applied = apply(this.position, action);
        if (!applied.ok) throw new Error(`the computer chose a refused action: ${applied.error.message}`);
        this.position = applied.value.position;
        const entry = this.record(COMPUTER, action, applied.value.events);
        this.publish([entry]);
        this.letComputerPlay();
      },
      (error: unknown) => {
        if (!still()) return;
        if (attempt >= COMPUTER_ATTEMPTS) {
          console.error(`the computer could not play after ${attempt} attempts:`, error);
          return;
        }
        console.warn(`the computer's attempt ${attempt} failed, asking again:`, error);
        void pause.then(() => {
          this.letComputerPlay(attempt + 1);
        });
      },
    );
  }
}
