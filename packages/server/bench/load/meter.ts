/**
 * What the load's clients measure, shared by all of them. Samples are kept only while a measurement window is
 * open, so that the games' creation and the warm-up never blur the figures of the steady load.
 */
import { Samples } from './samples.js';

export class Meter {
  recording = false;
  /** A play sent until its acknowledgement (stored) arrived. */
  readonly ack = new Samples();
  /** A play sent until the opponent's connection received the update that shows it. */
  readonly opponent = new Samples();
  /** A new game: its challenge posted until its acceptance answered (the game exists). */
  readonly created = new Samples();
  /** A new game: its challenge posted until both players' connections received its first update. */
  readonly firstUpdate = new Samples();
  /** Refusals by error code: a bench that plays only legal actions at the right version expects none. */
  readonly errors = new Map<string, number>();
  /** Plays that were due while the seat's previous play was still unacknowledged, so they waited for it. */
  late = 0;

  /** Adds a sample, while a window is open. */
  add(samples: Samples, ms: number): void {
    if (this.recording) samples.add(ms);
  }

  refused(code: string): void {
    if (this.recording) this.errors.set(code, (this.errors.get(code) ?? 0) + 1);
  }

  playCameLate(): void {
    if (this.recording) this.late++;
  }

  reset(): void {
    for (const samples of [this.ack, this.opponent, this.created, this.firstUpdate]) samples.clear();
    this.errors.clear();
    this.late = 0;
  }
}
