/**
 * The answer on the table: the game's own position (every card real), the best turn or the one played on it move
 * by move. Each start of a turn takes a new board, so that a turn shown again starts from the decision.
 */
import type { ReviewedDecision } from '@katz/bots/review';
import type { Position } from '@katz/engine';
import type { Entry, ReplayView } from '@katz/protocol';
import { useEffect, useMemo, useState } from 'react';
import { DecisionSource } from './decision-source.js';
import type { AnswerTurn } from './TryAnswer.js';

/** A turn of the answer on the table: which, how many of its moves, on which board (a new one for each start). */
interface AnswerBoard {
  readonly turn: AnswerTurn;
  readonly steps: number;
  readonly board: number;
}

export function useAnswerBoard({
  replay,
  decision,
  before,
  earlier,
  at,
}: {
  readonly replay: ReplayView;
  readonly decision: ReviewedDecision;
  /** The game's position as the decision starts (every card). */
  readonly before: Position;
  /** The game's entries before the decision, and the time the table writes on its own. */
  readonly earlier: readonly Entry[];
  readonly at: string;
}) {
  const [answer, setAnswer] = useState<AnswerBoard | null>(null);
  const board = answer?.board ?? null;
  const source = useMemo(
    () =>
      board === null
        ? null
        : new DecisionSource({
            id: `learn-answer-${replay.id}-${decision.index}`,
            seats: replay.seats,
            seat: decision.seat,
            position: before,
            before: earlier,
            seedHash: replay.seedHash,
            at,
          }),
    [before, replay, decision, earlier, at, board],
  );
  const moves = answer === null ? [] : answer.turn === 'best' ? decision.best : decision.played;
  useEffect(() => {
    if (source === null || answer === null) return;
    for (const move of moves.slice(source.taken, answer.steps)) source.step(move);
  }, [source, answer, moves]);

  return {
    /** The turn on the table, if any. */
    shown: answer,
    source,
    moves,
    /** Starts a turn of the answer on a new board, its first move made. */
    play: (turn: AnswerTurn) => {
      setAnswer({ turn, steps: 1, board: (answer?.board ?? 0) + 1 });
    },
    next: () => {
      if (answer !== null) setAnswer({ ...answer, steps: answer.steps + 1 });
    },
    clear: () => {
      setAnswer(null);
    },
  };
}
