/**
 * Schedules the computer's turns: whenever a game changes so that a computer seat is to move, this process
 * plays that turn (computer-turn.ts), if it can take the game's lease. The lease is what makes each of the
 * computer's moves computed once when several processes share the database: every process hears every change,
 * but only the one holding the lease thinks; the others leave the game alone.
 *
 * It keeps no state that matters. A scan, at start and every `scanEveryMs`, finds the games waiting for the
 * computer that no live lease covers: after a restart, or when the process that held one died (its lease then
 * expires, since nobody renews it), so a dead process's computer seats are taken over within a lease's length.
 * Should two processes still both play one turn (a lease lost to a frozen process), each action is a
 * versioned update, so only one is stored and the other counts as wasted.
 */
import type { ComputerPlayer } from '../computer/computer-player.js';
import type { Database } from '../db/database.js';
import type { LeaseKeeper } from '../leases/lease-keeper.js';
import { computerLease, unplayedComputerTurns } from './computer-waiting.js';
import { computerToMove, playComputerTurn, type ComputerCounts } from './computer-turn.js';
import { loadGame } from './game-store.js';
import type { KnownGames } from './play-store.js';
import type { StoredGame } from './stored-game.js';
import { RecentMap } from '../computer/recent-map.js';
import { Pauses } from '../scheduling/pauses.js';
import { startPeriodicJob } from '../scheduling/periodic-job.js';
import type { Played } from './play-action.js';

export interface ComputerTurns {
  /** Looks at the game and plays the computer's turn there if it is its move and no other process does. */
  wake(gameId: string): void;
  /** Wakes every game waiting for the computer that no process is playing (also every `scanEveryMs`). */
  scan(): Promise<void>;
  /**
   * Resolves once this process plays no computer turn (at once when it plays none, and at close): work that
   * yields to the computer's games, the kept reviews', waits here between its pieces.
   */
  whenIdle(): Promise<void>;
  close(): Promise<void>;
}

export interface ComputerTurnOptions {
  readonly leases: LeaseKeeper;
  readonly scanEveryMs: number;
  readonly paceMs: number;
  readonly iterations: number;
  /** The most the computer may think per turn, its decisions together (the pauses not counted). */
  readonly turnMs: number;
  /** Counted into as the computer decides. */
  readonly counts: ComputerCounts;
  readonly onError: (error: unknown, gameId: string | null) => void;
  readonly onWarning: (message: string, gameId: string) => void;
  /** Called with each action the computer stored. */
  readonly onPlayed: (played: Played) => void;
  /** Games as this process last stored or read them, so that a play on one needs no read (play-store.ts). */
  readonly known: KnownGames;
}

/** Games remembered as between two people, whose changes need no look (the most recent this many). */
const PEOPLE_GAMES = 100_000;

/** Games one scan wakes at most; the next scan finds the rest. */
const SCAN_LIMIT = 200;

/** What playing a game's turn under its lease needs of the scheduler. */
interface TurnPlay {
  readonly db: Database;
  readonly computer: ComputerPlayer;
  readonly options: ComputerTurnOptions;
  readonly pauses: Pauses;
  readonly isClosed: () => boolean;
  /** Games found to be between two people: a later change of theirs needs no look. */
  readonly betweenPeople: RecentMap<string, true>;
}

const noComputer = (game: StoredGame) => game.seats[0].kind === 'person' && game.seats[1].kind === 'person';

/** Plays the game's computer turn under its lease; a game that is not the computer's costs no lease. */
async function playTurnUnderLease(
  gameId: string,
  { db, computer, options, pauses, isClosed, betweenPeople }: TurnPlay,
): Promise<void> {
  const { leases } = options;
  // Every process hears every change, mostly people's moves: look first, take the lease only when needed.
  const game = await loadGame(db, gameId);
  if (game && noComputer(game)) betweenPeople.set(gameId, true);
  if (!computerToMove(game)) return;
  const lease = computerLease(gameId);
  if (isClosed() || !(await leases.take(lease))) return; // another process plays it
  try {
    await playComputerTurn(gameId, {
      db,
      computer,
      iterations: options.iterations,
      turnMs: options.turnMs,
      paceMs: options.paceMs,
      pause: (ms) => pauses.wait(ms),
      stillMine: () => !isClosed() && leases.holds(lease),
      counts: options.counts,
      onError: (error) => {
        options.onError(error, gameId);
      },
      onWarning: (message) => {
        options.onWarning(message, gameId);
      },
      onPlayed: options.onPlayed,
      known: options.known,
    });
  } finally {
    // At once, not at expiry: the person may move within milliseconds, and any process may then play on.
    if (!isClosed()) await leases.release(lease);
  }
}

export function startComputerTurns(
  db: Database,
  computer: ComputerPlayer,
  options: ComputerTurnOptions,
): ComputerTurns {
  const playing = new Map<string, Promise<void>>();
  /** Games that changed while their turn was being played, to look at again afterwards. */
  const again = new Set<string>();
  let closed = false;
  /** A function, not the variable, so that checks after an await are not narrowed away by the compiler. */
  const isClosed = () => closed;
  const pauses = new Pauses();
  const idleWaiters: (() => void)[] = [];
  const tellIdle = () => {
    if (playing.size > 0 && !isClosed()) return;
    for (const resolve of idleWaiters.splice(0)) resolve();
  };

  /**
   * Every change of every game wakes the scheduler, but most games are between two people, and a game's seats
   * never change: such a game is looked at once (or not at all, when this process knows it), not at every play.
   */
  const betweenPeople = new RecentMap<string, true>(PEOPLE_GAMES);

  const playUnderLease = (gameId: string) =>
    playTurnUnderLease(gameId, { db, computer, options, pauses, isClosed, betweenPeople });

  const wake = (gameId: string) => {
    if (isClosed() || betweenPeople.get(gameId)) return;
    const known = options.known.latest(gameId);
    if (known && noComputer(known)) return;
    if (playing.has(gameId)) {
      again.add(gameId);
      return;
    }
    const run = playUnderLease(gameId)
      .catch((error: unknown) => {
        options.onError(error, gameId);
      })
      .finally(() => {
        playing.delete(gameId);
        if (again.delete(gameId)) wake(gameId);
        tellIdle();
      });
    playing.set(gameId, run);
  };

  const scan = async () => {
    if (isClosed()) return;
    for (const gameId of await unplayedComputerTurns(db, SCAN_LIMIT)) wake(gameId);
  };
  const scans = startPeriodicJob({
    everyMs: options.scanEveryMs,
    work: scan,
    onError: (error) => {
      options.onError(error, null);
    },
  });

  return {
    wake,
    scan,
    whenIdle: () =>
      playing.size === 0 || isClosed()
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            idleWaiters.push(resolve);
          }),
    close: async () => {
      closed = true;
      tellIdle();
      await scans.close();
      pauses.endAll();
      await Promise.all(playing.values());
    },
  };
}
