/**
 * What a game source computed in the browser (a practice game, a decision to try again) shares: it is always
 * live, keeps its own entries, and tells its listeners of each new state itself. The server's source differs in
 * each of these, so it does not extend this.
 */
import type { Action, Result } from '@katz/engine';
import type { ApiErrorJson, Entry } from '@katz/protocol';
import type { GameSource, SourceStatus, SourceUpdate } from './game-source.js';

export abstract class InBrowserSource implements GameSource {
  readonly kind = 'local';
  abstract readonly gameId: string;
  /** The latest state, once published. */
  protected latest: SourceUpdate | undefined;
  /** Every entry so far, in version order, as the viewer may see them. */
  protected readonly entries: Entry[] = [];
  private readonly listeners = new Set<(update: SourceUpdate) => void>();

  current(): SourceUpdate | undefined {
    return this.latest;
  }

  subscribe(listener: (update: SourceUpdate) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  history(): Promise<readonly Entry[]> {
    return Promise.resolve([...this.entries]);
  }

  status(): SourceStatus {
    return 'live';
  }

  subscribeStatus(): () => void {
    return () => undefined; // computed here, so never anything but live
  }

  abstract play(actions: readonly Action[]): Promise<Result<void, ApiErrorJson>>;
  abstract resign(): Promise<Result<void, ApiErrorJson>>;
  abstract close(): void;

  /** Makes `update` the latest state and tells every listener (one that stops listening meanwhile included). */
  protected publishUpdate(update: SourceUpdate): void {
    this.latest = update;
    for (const listener of [...this.listeners]) listener(update);
  }

  /** Stops telling anyone: the source is closed. */
  protected forgetListeners(): void {
    this.listeners.clear();
  }
}
