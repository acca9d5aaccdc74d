/**
 * One decision to learn from: the table as its seat saw it, to play a try on as in a game (use-try.ts,
 * decision-source.ts: on a world whose hidden cards are dealt at random from those the seat had not seen); the try
 * judged in the page's worker by the review's own measure (judge-client.ts), its verdict (TryStatus.tsx,
 * TryVerdict.tsx), and the answer (TryAnswer.tsx): the best turn and the one played, each played out on the table
 * move by move (use-answer-board.ts, AnswerSteps.tsx) on the game's own position. "Try again" sets the table up
 * anew.
 */
import type { ReviewedDecision, ReviewSettings } from '@katz/bots/review';
import { viewPosition, type Position } from '@katz/engine';
import type { ReplayView } from '@katz/protocol';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GUIDE_BESIDE_QUERY } from '../../app/breakpoints.js';
import { GameTable } from '../../table/GameTable.js';
import { AnswerSteps } from './AnswerSteps.js';
import { DecisionTask } from './DecisionTask.js';
import type { Judge } from './judge-client.js';
import { TryAnswer } from './TryAnswer.js';
import { TryStatus } from './TryStatus.js';
import { useAnswerBoard } from './use-answer-board.js';
import { useTry } from './use-try.js';

/** The decision, the game it is of, and what the page brings to it. */
interface DecisionTryProps {
  readonly replay: ReplayView;
  readonly settings: ReviewSettings;
  readonly decision: ReviewedDecision;
  /** The deciding seat's name, and the other's (for the reasons). */
  readonly name: string;
  readonly opponent: string;
  /** The game's position as the decision starts (every card). */
  readonly before: Position;
  /** The page's judge, once its worker is there. */
  readonly judge: Judge | null;
  /** More about the page, with the task. */
  readonly about: ReactNode;
}

export function DecisionTry({
  replay,
  settings,
  decision,
  name,
  opponent,
  before,
  judge,
  about,
}: DecisionTryProps) {
  const { t } = useTranslation('pages');
  const [answerOpen, setAnswerOpen] = useState(false);
  // On a wide screen the task is open beside the table until a try ends; on a phone it starts folded.
  const [openTask, setOpenTask] = useState(() => matchMedia(GUIDE_BESIDE_QUERY).matches);
  const closeTask = useCallback(() => {
    setOpenTask(false);
  }, []);
  const view = useMemo(() => viewPosition(before, decision.seat), [before, decision]);
  const earlier = useMemo(() => replay.entries.slice(0, decision.firstAction), [replay, decision]);
  const at = earlier.at(-1)?.at ?? new Date(0).toISOString();
  const trial = useTry({ replay, decision, view, earlier, at, judge, settings, onEnd: closeTask });
  const { tried, round } = trial;
  const answerBoard = useAnswerBoard({ replay, decision, before, earlier, at });

  const source = answerBoard.source ?? trial.source;
  const again = () => {
    answerBoard.clear();
    setAnswerOpen(false);
    trial.again();
  };
  return (
    <div className="mistakes-layout">
      <div className="mistakes-side">
        <DecisionTask name={name} about={about} open={openTask} onToggle={setOpenTask} />
        <TryStatus
          tried={tried}
          seat={decision.seat}
          before={before}
          answerShown={answerOpen}
          onAnswer={() => {
            setAnswerOpen(true);
          }}
          onAgain={again}
        />
        {answerOpen && tried.state === 'judged' ? (
          <TryAnswer
            decision={decision}
            judged={tried.judged}
            before={before}
            opponent={opponent}
            onPlay={answerBoard.play}
          />
        ) : null}
      </div>
      <div className="mistakes-table">
        {answerBoard.shown === null ? null : (
          <AnswerSteps
            title={answerBoard.shown.turn === 'best' ? t('learn.bestTurn') : t('learn.playedTurn')}
            step={answerBoard.shown.steps}
            total={answerBoard.moves.length}
            board={answerBoard.shown.board}
            onNext={answerBoard.next}
          />
        )}
        <div inert={tried.state !== 'playing'} data-testid="learn-table">
          <GameTable
            key={`${source.gameId}-${round}-${answerBoard.shown?.board ?? ''}`}
            source={source}
            resignable={false}
          />
        </div>
      </div>
    </div>
  );
}
