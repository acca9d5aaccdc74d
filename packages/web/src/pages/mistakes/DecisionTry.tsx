/**
 * One decision to learn from: the table as its seat saw it, to play a try on as in a game (decision-source.ts,
 * on a world whose hidden cards are dealt at random from those the seat had not seen); the try judged in the
 * page's worker by the review's own measure (judge-client.ts), its verdict (TryVerdict.tsx), and the answer
 * (TryAnswer.tsx): the best turn and the one played, each played out on the table move by move
 * (AnswerSteps.tsx) on the game's own position. "Try again" sets the table up anew.
 */
import type { JudgedAttempt, ReviewedDecision, ReviewSettings } from '@katz/bots/review';
import { Random, viewPosition, type Action, type Position } from '@katz/engine';
import type { ReplayView } from '@katz/protocol';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STEPS_BESIDE_QUERY } from '../../app/breakpoints.js';
import { GameTable } from '../../table/GameTable.js';
import { AnswerSteps } from './AnswerSteps.js';
import { DecisionSource, sampledPosition } from './decision-source.js';
import type { Judge } from './judge-client.js';
import { TryAnswer, type AnswerTurn } from './TryAnswer.js';
import { TryVerdict } from './TryVerdict.js';

/** Where a try stands: on the table, being judged, judged, or not judged (the worker failed). */
type TryState =
  | { readonly state: 'playing' }
  | { readonly state: 'judging'; readonly attempt: readonly Action[] }
  | { readonly state: 'judged'; readonly attempt: readonly Action[]; readonly judged: JudgedAttempt }
  | { readonly state: 'failed'; readonly attempt: readonly Action[]; readonly message: string };

/** A turn of the answer on the table: which, how many of its moves, on which board (a new one for each start). */
interface AnswerBoard {
  readonly turn: AnswerTurn;
  readonly steps: number;
  readonly board: number;
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
}: {
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
}) {
  const { t } = useTranslation('pages');
  const [round, setRound] = useState(0);
  const [tried, setTried] = useState<TryState>({ state: 'playing' });
  const [answerOpen, setAnswerOpen] = useState(false);
  const [answer, setAnswer] = useState<AnswerBoard | null>(null);
  // On a wide screen the task is open beside the table until a try ends; on a phone it starts folded.
  const [openTask, setOpenTask] = useState(() => matchMedia(STEPS_BESIDE_QUERY).matches);
  const view = useMemo(() => viewPosition(before, decision.seat), [before, decision]);
  const earlier = useMemo(() => replay.entries.slice(0, decision.firstAction), [replay, decision]);
  const at = earlier.at(-1)?.at ?? new Date(0).toISOString();

  // The try: a world of the seat's view, its hidden cards dealt at random; its end is judged.
  const trySource = useMemo(
    () =>
      new DecisionSource({
        id: `learn-${replay.id}-${decision.index}`,
        seats: replay.seats,
        seat: decision.seat,
        position: sampledPosition(view, Random.fromSeed(`learn-${decision.index}-${round}`)),
        before: earlier,
        seedHash: replay.seedHash,
        at,
        onEnd: (attempt) => {
          setTried({ state: 'judging', attempt });
          setOpenTask(false);
        },
      }),
    [view, replay, decision, earlier, at, round],
  );

  useEffect(() => {
    if (tried.state !== 'judging' || judge === null) return undefined;
    let current = true;
    const { attempt } = tried;
    const job = { index: decision.index, view, played: decision.played, best: decision.best };
    judge(settings, job, attempt).then(
      (judged) => {
        if (current) setTried({ state: 'judged', attempt, judged });
      },
      (error: unknown) => {
        if (current) setTried({ state: 'failed', attempt, message: String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [tried, view, decision, settings, judge]);

  // The answer's board: the game's own position (every card real), a turn played on it move by move.
  const board = answer?.board ?? null;
  const answerSource = useMemo(
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
    if (answerSource === null || answer === null) return;
    for (const move of moves.slice(answerSource.taken, answer.steps)) answerSource.step(move);
  }, [answerSource, answer, moves]);

  const source = answerSource ?? trySource;
  const again = () => {
    setAnswer(null);
    setAnswerOpen(false);
    setTried({ state: 'playing' });
    setRound(round + 1);
  };
  return (
    <div className="mistakes-layout">
      <div className="mistakes-side">
        <details
          className="mistakes-task"
          open={openTask}
          onToggle={(event) => {
            setOpenTask(event.currentTarget.open);
          }}
        >
          <summary>{t('learn.task')}</summary>
          <p>{t('learn.lead', { name })}</p>
          <p>{t('learn.ends')}</p>
          {about}
        </details>
        {tried.state === 'judging' ? (
          <p className="panel mistakes-judging" role="status">
            {t('learn.judging')}
          </p>
        ) : tried.state === 'failed' ? (
          <div className="panel" role="alert">
            <p>{t('learn.failed', { message: tried.message })}</p>
            <button type="button" className="button" onClick={again}>
              {t('learn.tryAgain')}
            </button>
          </div>
        ) : tried.state === 'judged' ? (
          <TryVerdict
            judged={tried.judged}
            attempt={tried.attempt}
            seat={decision.seat}
            before={before}
            answerShown={answerOpen}
            onAnswer={() => {
              setAnswerOpen(true);
            }}
            onAgain={again}
          />
        ) : null}
        {answerOpen && tried.state === 'judged' ? (
          <TryAnswer
            decision={decision}
            judged={tried.judged}
            before={before}
            opponent={opponent}
            onPlay={(turn) => {
              setAnswer({ turn, steps: 1, board: (answer?.board ?? 0) + 1 });
            }}
          />
        ) : null}
      </div>
      <div className="mistakes-table">
        {answer === null ? null : (
          <AnswerSteps
            title={answer.turn === 'best' ? t('learn.bestTurn') : t('learn.playedTurn')}
            step={answer.steps}
            total={moves.length}
            board={answer.board}
            onNext={() => {
              setAnswer({ ...answer, steps: answer.steps + 1 });
            }}
          />
        )}
        <div inert={tried.state !== 'playing'} data-testid="learn-table">
          <GameTable key={`${source.gameId}-${round}-${board ?? ''}`} source={source} resignable={false} />
        </div>
      </div>
    </div>
  );
}
