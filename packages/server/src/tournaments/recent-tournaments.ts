/**
 * Whole tournaments as read a moment ago, shared by every request for the same page meanwhile. Each player of a
 * running tournament asks for its page every few seconds (the web app's refresh): an arena of 500 players would
 * otherwise read every pairing of it a hundred times a second (docs/performance.md, "Arenas"). A page shown is at
 * most `keepMs` behind the games; a player's own change (join, leave, start) reads afresh, so its answer holds
 * it, and a tournament's change notice (sql/tournament-notices.ts; server.ts has it forget) voids its read, so that a page told of the
 * change by its live connection reads it: in a new read, begun at most every `spacingMs`, so that a tournament
 * that changes all the time is not read all the time.
 */
import type { Queryable } from '../db/database.js';
import { readWholeTournament, type WholeTournament } from './whole-tournament.js';

/** How long a tournament's page read is shared with whoever asks for it meanwhile, while nothing changes. */
const PAGE_KEPT_MS = 1_000;
/** The least time between two reads of one tournament's page, however often it changes. */
const PAGE_SPACING_MS = 500;

interface Kept {
  readonly at: number;
  readonly whole: Promise<WholeTournament | null>;
  /** A change came after this read began: the next reader waits for a new one. */
  stale: boolean;
}

export class RecentTournaments {
  private readonly kept = new Map<string, Kept>();
  /** A read put off until `spacingMs` after the one before, shared by everyone who asks meanwhile. */
  private readonly due = new Map<string, Promise<WholeTournament | null>>();

  /**
   * @param keepMs how long a read serves the readers after it while nothing changes
   * @param spacingMs the least time between two reads of one tournament, however often it changes: an arena of
   *   hundreds changes several times a second, and each of its players' pages asks when it is told
   */
  constructor(
    private readonly db: Queryable,
    private readonly keepMs = PAGE_KEPT_MS,
    private readonly spacingMs = PAGE_SPACING_MS,
  ) {}

  /**
   * The tournament as read since its last change (and at most `keepMs` ago): the read kept, or a new one, begun
   * at once or `spacingMs` after the one before.
   */
  read(id: string): Promise<WholeTournament | null> {
    const kept = this.kept.get(id);
    const now = Date.now();
    if (kept !== undefined && !kept.stale && now - kept.at < this.keepMs) return kept.whole;
    const due = this.due.get(id);
    if (due !== undefined) return due;
    const wait = kept === undefined ? 0 : kept.at + this.spacingMs - now;
    if (wait <= 0) return this.fresh(id);
    const later = new Promise<void>((resolve) => setTimeout(resolve, wait)).then(() => {
      this.due.delete(id);
      return this.fresh(id);
    });
    this.due.set(id, later);
    return later;
  }

  /** The tournament (or every tournament: null) has changed: its read kept no longer serves. */
  forget(id: string | null): void {
    for (const [key, kept] of this.kept) if (id === null || key === id) kept.stale = true;
  }

  /** The tournament read now, kept for the next readers. */
  fresh(id: string): Promise<WholeTournament | null> {
    const now = Date.now();
    for (const [key, kept] of this.kept) if (now - kept.at >= this.keepMs) this.kept.delete(key);
    const whole = readWholeTournament(this.db, id);
    const kept: Kept = { at: now, whole, stale: false };
    this.kept.set(id, kept);
    whole.catch(() => {
      if (this.kept.get(id) === kept) this.kept.delete(id);
    });
    return whole;
  }
}
