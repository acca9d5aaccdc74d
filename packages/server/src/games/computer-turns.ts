/**
 * Plays the computer's turns. Whenever a game changes so that a computer seat is to move, the scheduler asks
 * the computer player (on worker threads) for one action at a time and plays it through `playAction`, the same
 * checked path as a person's, pausing `paceMs` before each so that a person can follow the turn.
 *
 * It keeps no state that matters: after a restart, `resumeAll` finds every game waiting for the computer. Two
 * processes playing the same game's turn cannot both succeed, since each action is a versioned update.
 */
import { turnDeadline } from '@katz/bots';
import { legalActions, viewPosition } from '@katz/engine';
import type { ComputerPlayer } from '../computer/computer-player.js';
import { RecentMap } from '../computer/recent-map.js';
import { wallClock } from '../computer/wall-clock.js';
import type { Database } from '../db/database.js';
import { loadGame } from './game-store.js';
import type { KnownGames } from './known-play.js';
import { playAction, type Played } from './play-action.js';
import type { StoredGame } from './stored-game.js';

export interface ComputerTurns {
  /** Looks at the game and plays the computer's turn there if it is its move. */
  wake(gameId: string): void;
  /** Wakes every running game where the computer is to move (at start, after a crash). */
  resumeAll(): Promise<void>;
  close(): Promise<void>;
}

export interface ComputerTurnOptions {
  readonly paceMs: number;
  readonly iterations: number;
  /** The most the computer may think per turn, its decisions together (the pauses not counted). */
  readonly turnMs: number;
  readonly onError: (error: unknown, gameId: string) => void;
  readonly onWarning: (message: string, gameId: string) => void;
  /** Called with each action the computer stored. */
  readonly onPlayed: (played: Played) => void;
  /** Games as this process last stored or read them, so that a play on one needs no read (known-play.ts). */
  readonly known: KnownGames;
}

/** Games remembered as between two people, whose changes need no look (the most recent this many). */
const PEOPLE_GAMES = 100_000;

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
  const pauses = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          pauses.delete(entry);
          resolve();
        }, ms),
        resolve,
      };
      pauses.add(entry);
    });

  const computerToMove = (game: StoredGame | null): game is StoredGame =>
    game?.state === 'running' && game.seats[game.position.toMove].kind === 'computer';
  /**
   * Every change of every game wakes the scheduler, but most games are between two people, and a game's seats
   * never change: such a game is looked at once (or not at all, when this process knows it), not at every play.
   */
  const betweenPeople = new RecentMap<string, true>(PEOPLE_GAMES);
  const noComputer = (game: StoredGame) => game.seats[0].kind === 'person' && game.seats[1].kind === 'person';

  const playTurn = async (gameId: string) => {
    /** Thinking time the computer's current turn has spent, and whose turn that is. */
    let spentMs = 0;
    let turnSeat = -1;
    for (;;) {
      if (isClosed()) return;
      const game = await loadGame(db, gameId);
      if (game && noComputer(game)) betweenPeople.set(gameId, true);
      if (!computerToMove(game)) return;
      await pause(options.paceMs);
      if (isClosed()) return;
      const seat = game.position.toMove;
      const seatInfo = game.seats[seat];
      if (seatInfo.kind !== 'computer') return;
      // Another seat to move is another turn, with the whole ceiling again (a discard ends one, below).
      if (seat !== turnSeat) {
        turnSeat = seat;
        spentMs = 0;
      }
      const asked = wallClock();
      let action = await computer
        .decide({
          level: seatInfo.level,
          view: viewPosition(game.position, seat),
          seat: `${gameId}/${seat}`,
          seed: `${game.botSeed}-${seat}`,
          iterations: options.iterations,
          deadline: turnDeadline(asked, options.turnMs, spentMs),
        })
        .then((decision) => decision.action)
        .catch((error: unknown) => {
          options.onError(error, gameId);
          return null;
        });
      spentMs += wallClock() - asked;
      if (isClosed()) return;
      if (action === null) {
        // A bot that fails must not stall the game: fall back to the first legal action.
        action = legalActions(game.position)[0] ?? null;
        if (action === null) return;
      }
      const played = await playAction(
        db,
        {
          gameId,
          actor: { computerSeat: seat },
          version: game.version,
          actions: [action],
          clientActionId: null,
        },
        options.known,
      );
      if (played.ok) options.onPlayed(played.value);
      if (action.type === 'discard') turnSeat = -1;
      if (!played.ok && played.error.code === 'illegal-action') {
        options.onWarning(`the computer chose an illegal action: ${played.error.message}`, gameId);
        const fallback = legalActions(game.position)[0];
        if (!fallback) return;
        const replaced = await playAction(
          db,
          {
            gameId,
            actor: { computerSeat: seat },
            version: game.version,
            actions: [fallback],
            clientActionId: null,
          },
          options.known,
        );
        if (replaced.ok) options.onPlayed(replaced.value);
      }
      // Any other refusal (the game changed meanwhile) just means looking again.
    }
  };

  const wake = (gameId: string) => {
    if (isClosed() || betweenPeople.get(gameId)) return;
    const known = options.known.latest(gameId);
    if (known && noComputer(known)) return;
    if (playing.has(gameId)) {
      again.add(gameId);
      return;
    }
    const run = playTurn(gameId)
      .catch((error: unknown) => {
        options.onError(error, gameId);
      })
      .finally(() => {
        playing.delete(gameId);
        if (again.delete(gameId)) wake(gameId);
      });
    playing.set(gameId, run);
  };

  return {
    wake,
    resumeAll: async () => {
      const waiting = await db.query<{ id: string }>(
        `SELECT id FROM games WHERE state = 'running' AND (
           (computer0 IS NOT NULL AND (position->>'toMove')::int = 0) OR
           (computer1 IS NOT NULL AND (position->>'toMove')::int = 1))`,
      );
      for (const { id } of waiting.rows) wake(id);
    },
    close: async () => {
      closed = true;
      for (const entry of pauses) {
        clearTimeout(entry.timer);
        entry.resolve();
      }
      await Promise.all(playing.values());
    },
  };
}
