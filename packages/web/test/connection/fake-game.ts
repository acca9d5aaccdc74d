/**
 * A game played with the engine in the test, seen as the server would send it: `GameView`s and `Entry`s for
 * one viewer, built by the protocol's own builders (as the server builds them), so the live connection's schema
 * check passes and the source can be fed frames by hand.
 */
import { apply, deal, legalActions, type Action, type PlayerIndex, type Position } from '@katz/engine';
import { entryViewOf, gameViewOf, type Entry, type GameView, type UpdateMessage } from '@katz/protocol';

const AT = '2026-11-25T08:00:00.000Z';

export class FakeGame {
  private position: Position;
  readonly entries: Entry[] = [];

  constructor(
    readonly id: string,
    readonly viewer: PlayerIndex | null,
    seed = 'fake-seed',
  ) {
    const dealt = deal(seed);
    if (!dealt.ok) throw new Error(dealt.error.message);
    this.position = dealt.value;
  }

  get version(): number {
    return this.entries.length;
  }

  /** Plays the first legal action of the player to move (or `action`); returns its entry. */
  play(action?: Action): Entry {
    const chosen = action ?? legalActions(this.position)[0];
    if (!chosen) throw new Error('no legal action');
    const seat = this.position.toMove;
    const applied = apply(this.position, chosen);
    if (!applied.ok) throw new Error(applied.error.message);
    this.position = applied.value.position;
    const entry = entryViewOf(
      {
        version: this.version + 1,
        seat,
        kind: 'action',
        action: chosen,
        events: applied.value.events,
        at: AT,
      },
      this.viewer,
    );
    this.entries.push(entry);
    return entry;
  }

  view(): GameView {
    return gameViewOf(
      {
        id: this.id,
        version: this.version,
        seats: [
          { kind: 'person', id: 'p0', name: 'Anna' },
          { kind: 'person', id: 'p1', name: 'Bert' },
        ],
        turnSeconds: 60,
        rated: false,
        position: this.position,
        state: 'running',
        result: null,
        clock: null,
        seed: 'fake-seed',
        seedHash: '0'.repeat(64),
        createdAt: AT,
      },
      this.viewer,
    );
  }

  /** The update frame a watcher holding `since` receives now. */
  update(since: number, ref?: string): UpdateMessage {
    return {
      type: 'update',
      gameId: this.id,
      game: this.view(),
      entries: this.entries.filter((entry) => entry.version > since),
      ...(ref === undefined ? {} : { ref }),
    };
  }
}
