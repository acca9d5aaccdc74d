/**
 * How long an arena's players wait for their next game, as the driver sees it (arena-driver.ts): from the moment
 * the resignation that ended their game was acknowledged, by the bench's clock, to their next game's `createdAt`,
 * by the server's (both this machine's wall clock). The two are learnt in either order: the page that shows the
 * next game may be read before the resignation's answer arrives.
 */
import { Samples } from './samples.js';

/** A player whose game the driver is ending or has ended, until their next game is known. */
interface Ended {
  readonly gameId: string;
  /** When the resignation was acknowledged (epoch ms); null while it is on its way. */
  ackAt: number | null;
  /** When their next game was created (epoch ms); null until it is known. */
  nextAt: number | null;
}

interface Wait {
  /** When the resignation was acknowledged: which window the wait belongs to. */
  readonly ackAt: number;
  readonly ms: number;
}

export class ArenaWaits {
  private readonly ended = new Map<string, Ended>();
  private readonly waits: Wait[] = [];

  /** The game `gameId` of these players is being resigned. */
  resigning(players: readonly string[], gameId: string): void {
    for (const player of players) this.ended.set(player, { gameId, ackAt: null, nextAt: null });
  }

  acknowledged(players: readonly string[], gameId: string, at: number): void {
    for (const player of players) {
      const ended = this.ended.get(player);
      if (ended?.gameId !== gameId) continue;
      ended.ackAt = at;
      this.settle(player, ended);
    }
  }

  /** The resignation was refused or lost: no wait begins. */
  failed(players: readonly string[], gameId: string): void {
    for (const player of players) if (this.ended.get(player)?.gameId === gameId) this.ended.delete(player);
  }

  /** A game `gameId` of these players was created at `at`. */
  nextGame(players: readonly string[], gameId: string, at: number): void {
    for (const player of players) {
      const ended = this.ended.get(player);
      if (ended === undefined || ended.gameId === gameId) continue;
      ended.nextAt = at;
      this.settle(player, ended);
    }
  }

  /** The waits of resignations acknowledged between `from` and `to` (epoch ms) whose next game is known. */
  between(from: number, to: number): Samples {
    const samples = new Samples();
    for (const wait of this.waits) if (wait.ackAt >= from && wait.ackAt <= to) samples.add(wait.ms);
    return samples;
  }

  /** Players whose resignation was acknowledged between `from` and `to` and whose next game is not known yet. */
  waitingSince(from: number, to: number): number {
    let waiting = 0;
    for (const { ackAt, nextAt } of this.ended.values())
      if (ackAt !== null && nextAt === null && ackAt >= from && ackAt <= to) waiting++;
    return waiting;
  }

  private settle(player: string, ended: Ended): void {
    if (ended.ackAt === null || ended.nextAt === null) return;
    this.waits.push({ ackAt: ended.ackAt, ms: ended.nextAt - ended.ackAt });
    this.ended.delete(player);
  }
}
