/**
 * The common plays of many games in one statement: those that arrive while a batch is being written (the
 * messages of every connection read meanwhile) are stored together after it. Under load one statement, and
 * one commit, serves many plays: on PGlite the statement's fixed cost (parse, plan, the round trips into
 * WebAssembly) is most of a play's, on a PostgreSQL server the commit's flush is. Each play is still matched on
 * its own and answered only once the statement has committed; at low load a batch holds one play.
 *
 * A batch takes one play per game (a second one of the same game waits for the next batch, where its version
 * no longer matches and it stores nothing). When the statement fails, each play is tried again alone, so that
 * only the one that fails fails.
 */
import type { Database } from '../db/database.js';
import { storePlays, type PlayToStore, type StoredPlay } from './play-store.js';

interface Waiting {
  readonly play: PlayToStore;
  readonly resolve: (stored: StoredPlay | null) => void;
  readonly reject: (error: unknown) => void;
}

/** The most plays in one statement, so that one commit never waits for an unbounded list. */
const MOST_PER_BATCH = 200;

class PlayBatches {
  private waiting: Waiting[] = [];
  /** A batch is being written: the plays that come meanwhile wait for it, and go together after it. */
  private writing = false;

  constructor(private readonly db: Database) {}

  add(play: PlayToStore): Promise<StoredPlay | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ play, resolve, reject });
      if (this.writing) return;
      this.writing = true;
      setImmediate(() => {
        this.writeNext();
      });
    });
  }

  private writeNext(): void {
    const games = new Set<string>();
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    for (const each of this.waiting) {
      if (batch.length < MOST_PER_BATCH && !games.has(each.play.game.id)) {
        games.add(each.play.game.id);
        batch.push(each);
      } else later.push(each);
    }
    this.waiting = later;
    void this.write(batch).finally(() => {
      if (this.waiting.length === 0) this.writing = false;
      else
        setImmediate(() => {
          this.writeNext();
        });
    });
  }

  private async write(batch: readonly Waiting[]): Promise<void> {
    let stored: (StoredPlay | null)[];
    try {
      stored = await storePlays(
        this.db,
        batch.map((each) => each.play),
        // Only a PostgreSQL server may have other processes that want the plays themselves.
        { carry: this.db.kind === 'postgres' },
      );
    } catch (error) {
      const [only] = batch;
      if (only !== undefined && batch.length === 1) only.reject(error);
      else await Promise.all(batch.map((each) => this.write([each])));
      return;
    }
    batch.forEach((each, index) => {
      each.resolve(stored[index] ?? null);
    });
  }
}

/** One batcher per database, so that every play stored through it can share a statement. */
const batchesOf = new WeakMap<Database, PlayBatches>();

/** Stores a play on a known game, with the plays of other games that arrive meanwhile; null if it did not match. */
export function storeKnownPlay(db: Database, play: PlayToStore): Promise<StoredPlay | null> {
  let batches = batchesOf.get(db);
  if (batches === undefined) {
    batches = new PlayBatches(db);
    batchesOf.set(db, batches);
  }
  return batches.add(play);
}
