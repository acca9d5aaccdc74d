/**
 * Whole tournaments as read a moment ago, shared by every request for the same page meanwhile. Each player of a
 * running tournament asks for its page every few seconds (the web app's refresh): an arena of 500 players would
 * otherwise read every pairing of it a hundred times a second (docs/performance.md, "Arenas"). A page shown is at
 * most `keepMs` behind the games; a player's own change (join, leave, start) reads afresh, so its answer holds
 * it, and a tournament's change notice (sql/tournament-notices.ts) forgets its read, so that a page told of the
 * change by its live connection reads it.
 */
import type { Queryable } from '../db/database.js';
import { readWholeTournament, type WholeTournament } from './tournament-store.js';

interface Kept {
  readonly at: number;
  readonly whole: Promise<WholeTournament | null>;
}

export class RecentTournaments {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly db: Queryable,
    private readonly keepMs: number,
  ) {}

  /** The tournament as read at most `keepMs` ago (one read at a time for all who ask meanwhile). */
  read(id: string): Promise<WholeTournament | null> {
    const kept = this.kept.get(id);
    if (kept !== undefined && Date.now() - kept.at < this.keepMs) return kept.whole;
    return this.fresh(id);
  }

  /** Forgets the read of the tournament (or of every tournament: null), which has changed. */
  forget(id: string | null): void {
    if (id === null) this.kept.clear();
    else this.kept.delete(id);
  }

  /** The tournament read now, kept for the next readers. */
  fresh(id: string): Promise<WholeTournament | null> {
    const now = Date.now();
    for (const [key, kept] of this.kept) if (now - kept.at >= this.keepMs) this.kept.delete(key);
    const whole = readWholeTournament(this.db, id);
    const kept = { at: now, whole };
    this.kept.set(id, kept);
    whole.catch(() => {
      if (this.kept.get(id) === kept) this.kept.delete(id);
    });
    return whole;
  }
}
