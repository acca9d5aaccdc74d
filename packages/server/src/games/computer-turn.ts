/**
 * One game's computer turn, played action by action: ask the computer player (on worker threads) for one
 * action at a time and play it through `playAction`, the same checked path as a person's, pausing before each
 * so that a person can follow the turn. The scheduler (computer-turns.ts) runs this only while its process
 * holds the game's lease, and `stillMine` says whether it still does.
 */
import { startTurnClock, type TurnClock } from '@katz/bots';
import { endsTurn, legalActions, viewPosition, type Action, type PlayerIndex } from '@katz/engine';
import type { ComputerPlayer } from '../computer/computer-player.js';
import { wallClock } from '../computer/wall-clock.js';
import type { Database } from '../db/database.js';
import { loadGame } from './game-store.js';
import type { KnownGames } from './play-store.js';
import { playAction, type Played } from './play-action.js';
import type { StoredGame } from './stored-game.js';

/** What this process's computer has done since it started (`/health`). */
export interface ComputerCounts {
  /** Decisions the computer player made. */
  decisions: number;
  /** Decisions whose action could not be stored because the game had moved on: computed for nothing. */
  wasted: number;
}

export interface TurnContext {
  readonly db: Database;
  readonly computer: ComputerPlayer;
  readonly iterations: number;
  /** The most the computer may think per turn, its decisions together (the pauses not counted). */
  readonly turnMs: number;
  readonly paceMs: number;
  readonly pause: (ms: number) => Promise<void>;
  /** False once the scheduler closes or the lease is lost: then the turn stops where it is. */
  readonly stillMine: () => boolean;
  readonly counts: ComputerCounts;
  readonly onError: (error: unknown) => void;
  readonly onWarning: (message: string) => void;
  readonly onPlayed: (played: Played) => void;
  /** Games as this process last stored or read them, so that a play on one needs no read (play-store.ts). */
  readonly known: KnownGames;
}

export const computerToMove = (game: StoredGame | null): game is StoredGame =>
  game?.state === 'running' && game.seats[game.position.toMove].kind === 'computer';

export async function playComputerTurn(gameId: string, context: TurnContext): Promise<void> {
  const { db } = context;
  /** The thinking time of the computer's current turn, and whose turn that is. */
  let clock: TurnClock = startTurnClock(context.turnMs);
  let turnSeat = -1;
  for (;;) {
    if (!context.stillMine()) return;
    const game = await loadGame(db, gameId);
    if (!computerToMove(game)) return;
    await context.pause(context.paceMs);
    if (!context.stillMine()) return;
    const seat = game.position.toMove;
    // Another seat to move is another turn, with the whole ceiling again (as after a discard).
    if (seat !== turnSeat) {
      turnSeat = seat;
      clock = startTurnClock(context.turnMs);
    }
    const asked = wallClock();
    const decided = await decide(game, seat, clock.deadline(asked), context);
    if (!context.stillMine()) return;
    // A bot that fails must not stall the game: fall back to the first legal action.
    const action = decided ?? legalActions(game.position)[0];
    if (!action) return;
    clock.spend(wallClock() - asked, endsTurn(action));
    const played = await store(game, seat, action, context);
    if (!played.ok && played.error.code === 'illegal-action') {
      context.onWarning(`the computer chose an illegal action: ${played.error.message}`);
      const fallback = legalActions(game.position)[0];
      if (fallback) await store(game, seat, fallback, context);
    } else if (!played.ok) {
      // The game changed while the computer thought (a resignation, or a process that played it too).
      context.counts.wasted++;
    }
  }
}

async function decide(
  game: StoredGame,
  seat: PlayerIndex,
  deadline: number,
  context: TurnContext,
): Promise<Action | null> {
  const seatInfo = game.seats[seat];
  if (seatInfo.kind !== 'computer') return null;
  context.counts.decisions++;
  return context.computer
    .decide({
      level: seatInfo.level,
      view: viewPosition(game.position, seat),
      seat: `${game.id}/${seat}`,
      seed: `${game.botSeed}-${seat}`,
      iterations: context.iterations,
      deadline,
    })
    .then((decision) => decision.action)
    .catch((error: unknown) => {
      context.onError(error);
      return null;
    });
}

async function store(game: StoredGame, seat: PlayerIndex, action: Action, context: TurnContext) {
  const played = await playAction(
    context.db,
    {
      gameId: game.id,
      actor: { computerSeat: seat },
      version: game.version,
      actions: [action],
      clientActionId: null,
    },
    context.known,
  );
  if (played.ok) context.onPlayed(played.value);
  return played;
}
