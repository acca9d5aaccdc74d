/**
 * The review of a finished game, `/replay/{id}/review` (docs/review.md): the one the server keeps, shown at once,
 * or else computed in this browser from the game's public record, which the server gives only once the game is
 * over; a running game is refused there. While the browser works: a progress bar and the marks found so far.
 * Then each player's accuracy, where their result came from and the verdict, the graph of both players'
 * chances, and each player's three costliest decisions with why the better turn is better, each to try again.
 */
import { MEASURED_AGAINST, REVIEW_SETTINGS, WEAKEST_CHANCES, type ReviewedDecision } from '@katz/bots/review';
import type { Position } from '@katz/engine';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FinishedGameFrame, type FinishedGame } from '../finished/FinishedGameFrame.js';
import { turnNumbers, turnOfAction } from '../record/turn-numbers.js';
import { ChanceGraph } from './ChanceGraph.js';
import { CostlyDecisions } from './CostlyDecisions.js';
import { LearnLinks } from './LearnLinks.js';
import { levelName } from '../../i18n/level-words.js';
import { MARK_SIGNS, percent } from './review-figures.js';
import { ReviewSummary } from './ReviewSummary.js';
import { useReview } from './use-review.js';
import '../shared/pages.css';
import './review.css';

export function ReviewPage() {
  const { t } = useTranslation('pages');
  return (
    <FinishedGameFrame title={t('review.title')} runningLead={t('review.running')} watchRunning>
      {(game) => <Review game={game} />}
    </FinishedGameFrame>
  );
}

function Review({ game }: { readonly game: FinishedGame }) {
  const { t } = useTranslation('pages');
  const { replay, moments, names, mine } = game;
  const state = useReview(replay.id, replay.record, REVIEW_SETTINGS);
  // A decision's turn as the replay's list of moves numbers it (turn-numbers.ts).
  const turns = useMemo(() => turnNumbers(moments), [moments]);
  const turnOf = (decision: ReviewedDecision) => turnOfAction(turns, decision.firstAction);
  const positionBefore = (action: number): Position => {
    const moment = moments[action] ?? moments[0];
    if (moment === undefined) throw new Error('a replay always has its deal');
    return moment.position;
  };
  return (
    <div className="page review">
      <h1>
        {t('review.title')}: {game.versus}
      </h1>
      <p className="review-lead">
        {t('review.lead')} <Link to={`/replay/${replay.id}`}>{t('review.toReplay')}</Link>
      </p>
      {state.state === 'done' ? (
        <LearnLinks gameId={replay.id} decisions={state.review.decisions} names={names} mine={mine} />
      ) : null}
      {state.state === 'asking' ? (
        <p className="app-loading" aria-live="polite">
          {t('review.asking')}
        </p>
      ) : null}
      {state.state === 'failed' ? <p role="alert">{t('review.failed', { message: state.message })}</p> : null}
      {state.state === 'working' ? (
        <ReviewProgress
          done={state.done}
          total={state.total}
          decisions={state.decisions}
          names={names}
          turnOf={turnOf}
        />
      ) : null}
      {state.state === 'done' ? (
        <div data-testid="review-done">
          <ReviewSummary players={state.review.players} names={names} />
          <ChanceGraph decisions={state.review.decisions} names={names} turnOf={turnOf} />
          <div className="review-costly-pair">
            {([0, 1] as const).map((seat) => (
              <CostlyDecisions
                key={seat}
                gameId={replay.id}
                decisions={state.review.decisions}
                seat={seat}
                name={names[seat]}
                opponent={names[seat === 0 ? 1 : 0]}
                positionBefore={positionBefore}
                turnOf={turnOf}
              />
            ))}
          </div>
          <p className="review-method">{t('review.method')}</p>
          <p className="review-method">
            {t('review.chanceMeaning', {
              solid: levelName(MEASURED_AGAINST),
              level: levelName(WEAKEST_CHANCES.level),
              shown: percent(WEAKEST_CHANCES.shown),
              won: percent(WEAKEST_CHANCES.won),
            })}
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** While the page computes the review: how far it is, and each mark as it comes. */
function ReviewProgress({
  done,
  total,
  decisions,
  names,
  turnOf,
}: {
  readonly done: number;
  readonly total: number;
  readonly decisions: readonly ReviewedDecision[];
  readonly names: readonly [string, string];
  readonly turnOf: (decision: ReviewedDecision) => number;
}) {
  const { t } = useTranslation('pages');
  return (
    <section className="panel review-progress" aria-labelledby="review-progress-title">
      <h2 id="review-progress-title">{t('review.working')}</h2>
      <progress max={total} value={done} aria-labelledby="review-progress-title" />
      <p aria-live="polite">{t('review.progress', { done, total })}</p>
      <ul className="review-early" data-testid="early-marks">
        {decisions
          .filter((decision) => decision.mark !== null)
          .map((decision) => (
            <li key={decision.index}>
              <span className={`review-mark review-mark-${decision.mark ?? ''}`}>
                {decision.mark === null ? '' : MARK_SIGNS[decision.mark]}
              </span>{' '}
              {t('review.earlyMark', {
                turn: turnOf(decision),
                name: names[decision.seat],
                mark: decision.mark === null ? '' : t(`review.marks.${decision.mark}`),
              })}
            </li>
          ))}
      </ul>
    </section>
  );
}
