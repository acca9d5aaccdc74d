/**
 * One game between two seats from a seeded deal. Every action a seat answers is checked by the engine; a seat
 * that fails (a `BotFault`) forfeits the game. The result carries what the match table reports. With a turn
 * ceiling, each decision is handed the deadline its turn has left, as the server does for its computer seats.
 */
import { apply, deal, endsTurn, statusOf, type PlayerIndex, type Position } from '@katz/engine';
import { startTurnClock } from '../turn-clock.js';
import { BotFault, type FaultKind } from './bot-fault.js';
import type { SearchTally, Seat } from './seat.js';

export type Ending = 'stock' | 'drawPile' | 'forfeit';

/** What the match table reports of one game: who won, how, and what each seat took to play it. */
export interface GameTally {
  /** The winning player index, or null for a draw. */
  readonly winner: PlayerIndex | null;
  readonly ending: Ending;
  /** Completed turns (discards) and actions of the whole game. */
  readonly turns: number;
  readonly actions: number;
  /** Milliseconds of each decision, and of each completed turn, per player index. */
  readonly decisionMs: readonly [number[], number[]];
  readonly turnMs: readonly [number[], number[]];
  /** The searches of each player index's bot, and how many stopped at the turn's ceiling. */
  readonly searches: readonly [SearchTally, SearchTally];
  readonly forfeit?: { readonly player: PlayerIndex; readonly kind: FaultKind; readonly message: string };
}

export interface GameOptions {
  /** The most a turn's decisions may take together, in milliseconds (no ceiling if not given). */
  readonly turnMs?: number;
}

export async function playGame(
  seats: readonly [Seat, Seat],
  dealSeed: string,
  game: string,
  options: GameOptions = {},
): Promise<GameTally> {
  const dealt = deal(dealSeed);
  if (!dealt.ok) throw new Error(dealt.error.message);
  let position: Position = dealt.value;
  await seats[0].newGame(game, 0);
  await seats[1].newGame(game, 1);
  const decisionMs: [number[], number[]] = [[], []];
  const turnMs: [number[], number[]] = [[], []];
  let turns = 0;
  let actions = 0;
  const clock = startTurnClock(options.turnMs ?? Infinity);
  for (;;) {
    const status = statusOf(position);
    if (status.over) {
      seats[0].gameOver(game, status);
      seats[1].gameOver(game, status);
      const searches = [seats[0].takeSearches(), seats[1].takeSearches()] as const;
      return { winner: status.winner, ending: status.reason, turns, actions, decisionMs, turnMs, searches };
    }
    const mover = position.toMove;
    const started = performance.now();
    try {
      const limits = options.turnMs === undefined ? {} : { deadline: clock.deadline(started) };
      const action = await seats[mover].decide(position, limits);
      const elapsed = performance.now() - started;
      decisionMs[mover].push(elapsed);
      const turnTime = clock.spend(elapsed, endsTurn(action));
      const applied = apply(position, action);
      if (!applied.ok) throw new BotFault('illegal', applied.error.message);
      position = applied.value.position;
      actions++;
      if (endsTurn(action)) {
        turnMs[mover].push(turnTime);
        turns++;
      }
    } catch (error) {
      if (!(error instanceof BotFault)) throw error;
      const winner: PlayerIndex = mover === 0 ? 1 : 0;
      return {
        winner,
        ending: 'forfeit',
        turns,
        actions,
        decisionMs,
        turnMs,
        searches: [seats[0].takeSearches(), seats[1].takeSearches()],
        forfeit: { player: mover, kind: error.kind, message: error.message },
      };
    }
  }
}
