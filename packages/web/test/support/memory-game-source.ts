/**
 * A game held in memory, for the table's controller in Node: a real `GameSource` on the engine's rules (the
 * batch of a turn through `applyTurn`, as every source plays it) and the protocol's views (`gameViewOf`,
 * `entryViewOf`, as the server and the practice game build them). Seat 0 is the viewer; the test plays the other
 * seat (or another tab) with `playAs`. Its updates come at once, as a practice game's do, or, with
 * `answers: 'when delivered'`, when the test delivers them, as a server's come a round trip later.
 */
import {
  applyTurn,
  resultOf,
  statusOf,
  type Action,
  type PlayerIndex,
  type Position,
  type Result,
} from '@katz/engine';
import { DAY_SECONDS, entryViewOf, gameViewOf, turnError, type ApiErrorJson } from '@katz/protocol';
import type { SourceUpdate } from '../../src/game/game-source.js';
import { InBrowserSource } from '../../src/game/in-browser-source.js';

const VIEWER: PlayerIndex = 0;
const AT = '2026-12-01T08:00:00.000Z';

export class MemoryGameSource extends InBrowserSource {
  readonly gameId = 'memory-game';
  /** Each batch the viewer's table sent, in order. */
  readonly sent: (readonly Action[])[] = [];
  /** Updates made but not yet delivered. */
  private readonly undelivered: SourceUpdate[] = [];

  constructor(
    private position: Position,
    private readonly answers: 'at once' | 'when delivered' = 'at once',
  ) {
    super();
    this.latest = { game: this.gameView(), entries: [] };
  }

  play(actions: readonly Action[]): Promise<Result<void, ApiErrorJson>> {
    this.sent.push(actions);
    return Promise.resolve(this.turn(VIEWER, actions));
  }

  /** A turn played elsewhere: the other player's, or the viewer's in another tab. */
  playAs(seat: PlayerIndex, actions: readonly Action[]): void {
    const played = this.turn(seat, actions);
    if (!played.ok) throw new Error(played.error.message);
  }

  /** Sends the updates held back, in order. */
  deliver(): void {
    for (let update = this.undelivered.shift(); update !== undefined; update = this.undelivered.shift()) {
      this.publishUpdate(update);
    }
  }

  resign(): Promise<Result<void, ApiErrorJson>> {
    return Promise.resolve({ ok: false, error: { code: 'game-over', message: 'not in this test' } });
  }

  close(): void {
    this.forgetListeners();
  }

  private turn(seat: PlayerIndex, actions: readonly Action[]): Result<void, ApiErrorJson> {
    const turn = applyTurn(this.position, seat, actions);
    if (!turn.ok) return { ok: false, error: turnError(turn.error) };
    const entries = actions.map((action, index) => {
      const entry = entryViewOf(
        {
          version: this.entries.length + 1,
          seat,
          kind: 'action',
          action,
          events: turn.value.events[index] ?? [],
          at: AT,
        },
        VIEWER,
      );
      this.entries.push(entry);
      return entry;
    });
    this.position = turn.value.position;
    this.undelivered.push({ game: this.gameView(), entries });
    if (this.answers === 'at once') this.deliver();
    return { ok: true, value: undefined };
  }

  private gameView() {
    const result = resultOf(statusOf(this.position));
    return gameViewOf(
      {
        id: this.gameId,
        version: this.entries.length,
        state: result === null ? 'running' : 'over',
        seats: [
          { kind: 'person', id: 'ann', name: 'Ann' },
          { kind: 'computer', level: 'random' },
        ],
        turnSeconds: DAY_SECONDS,
        rated: false,
        position: this.position,
        result,
        clock: null,
        seed: 'memory-seed',
        seedHash: '',
        createdAt: AT,
      },
      VIEWER,
    );
  }
}
