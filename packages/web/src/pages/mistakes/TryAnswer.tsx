/**
 * The answer to a decision: the best turn the review found and the turn played, each in words, each to be
 * played out on the table (AnswerSteps.tsx, the game's own position as its seat saw it), and why the best turn
 * is better: than the turn played (the review's reasons), and than the try where it fell short for reasons of
 * its own. As the replay's better turn (review/BetterTurnPanel.tsx), its heading takes the focus as it opens.
 */
import type { JudgedAttempt, ReviewedDecision } from '@katz/bots/review';
import type { Position } from '@katz/engine';
import { useTranslation } from 'react-i18next';
import { turnWords } from '../review/CostlyDecisions.js';
import { reasonsText } from '../review/reason-words.js';
import { useHeadingFocus } from './use-heading-focus.js';

/** The turns of the answer. */
export type AnswerTurn = 'best' | 'played';

export function TryAnswer({
  decision,
  judged,
  before,
  opponent,
  onPlay,
}: {
  readonly decision: ReviewedDecision;
  readonly judged: JudgedAttempt;
  /** The position the decision was made in. */
  readonly before: Position;
  /** The other player's name, for the reasons. */
  readonly opponent: string;
  /** Plays a turn on the table from the decision's start. */
  readonly onPlay: (turn: AnswerTurn) => void;
}) {
  const { t } = useTranslation('pages');
  const { t: table } = useTranslation('table');
  const heading = useHeadingFocus();
  const turns = [
    { turn: 'best', title: t('learn.bestTurn'), actions: decision.best },
    { turn: 'played', title: t('learn.playedTurn'), actions: decision.played },
  ] as const;
  const played = reasonsText(t, table, decision, opponent);
  const tried = reasonsText(t, table, { ...decision, reasons: judged.reasons }, opponent);
  // Why the best is better than the try, where the try fell short for reasons other than the turn played's.
  const why = [
    { title: t('learn.whyBest'), reasons: played },
    ...(judged.judgement === 'best' || tried.join() === played.join()
      ? []
      : [{ title: t('learn.whyTry'), reasons: tried }]),
  ];
  return (
    <section className="panel mistakes-answer" aria-labelledby="mistakes-answer-title" data-testid="answer">
      <h2 id="mistakes-answer-title" ref={heading} tabIndex={-1}>
        {t('learn.answerTitle')}
      </h2>
      {turns.map(({ turn, title, actions }) => (
        <div key={turn} className="mistakes-turn" data-testid={`answer-${turn}`}>
          <h3>{title}</h3>
          <ol>
            {turnWords(t, actions, decision.seat, before).map((words, index) => (
              <li key={index}>{words}</li>
            ))}
          </ol>
          <button
            type="button"
            className={`button${turn === 'best' ? ' button-primary' : ''}`}
            aria-label={`${title}: ${t('learn.playIt')}`}
            onClick={() => {
              onPlay(turn);
            }}
          >
            {t('learn.playIt')}
          </button>
        </div>
      ))}
      {why.map(({ title, reasons }) => (
        <div key={title} className="mistakes-reasons">
          <h3>{title}</h3>
          <ul>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
