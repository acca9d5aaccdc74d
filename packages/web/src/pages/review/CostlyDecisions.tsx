/**
 * A player's three costliest decisions: the turn as played and the better one, each opening the replay at that
 * moment with the better turn ready to be played on the board.
 */
import type { ReviewedDecision } from '@katz/bots/review';
import { positionAfter, recordPositions, type Action, type PlayerIndex, type Position } from '@katz/engine';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionText } from '../record/move-text.js';
import { learnPath } from './learn-list.js';
import { reasonsText } from './reason-words.js';
import { MARK_SIGNS, cost, costliest } from './review-figures.js';

/**
 * The actions of a turn in words, each in the position the ones before it left; past an action the engine refuses
 * (none should be), the rest are worded in the position before it.
 */
export function turnWords(
  t: ReturnType<typeof useTranslation<'pages'>>['t'],
  actions: readonly Action[],
  seat: PlayerIndex,
  start: Position,
): string[] {
  const walked = recordPositions({ position: start, actions });
  const walk = walked.ok ? walked.value : walked.error.walked;
  return actions.map((action, index) => actionText(t, action, seat, positionAfter(walk, index)));
}

export function CostlyDecisions({
  gameId,
  decisions,
  seat,
  name,
  opponent,
  positionBefore,
  turnOf,
}: {
  readonly gameId: string;
  readonly decisions: readonly ReviewedDecision[];
  readonly seat: PlayerIndex;
  readonly name: string;
  /** The other player's name, for the reasons. */
  readonly opponent: string;
  /** The position before the record's action of this index. */
  readonly positionBefore: (action: number) => Position;
  /** A decision's turn, as the replay numbers it. */
  readonly turnOf: (decision: ReviewedDecision) => number;
}) {
  const { t } = useTranslation('pages');
  const { t: table } = useTranslation('table');
  const worst = costliest(decisions, seat, 3);
  return (
    <section className="panel review-costly" aria-labelledby={`review-costly-${seat}`}>
      <h2 id={`review-costly-${seat}`}>{t('review.costly', { name })}</h2>
      {worst.length === 0 ? (
        <p>{t('review.noCost')}</p>
      ) : (
        <ol>
          {worst.map((decision) => {
            const before = positionBefore(decision.firstAction);
            return (
              <li key={decision.index} data-testid="costly-decision">
                <p>
                  <strong>
                    {t('review.turnCost', { turn: turnOf(decision), points: cost(decision.cost) })}
                  </strong>
                  {decision.mark === null ? null : (
                    <span className={`review-mark review-mark-${decision.mark}`}>
                      {' '}
                      {MARK_SIGNS[decision.mark]} {t(`review.marks.${decision.mark}`)}
                    </span>
                  )}
                </p>
                <p>
                  {t('review.played')}: {turnWords(t, decision.played, seat, before).join('; ')}
                </p>
                <p>
                  {t('review.better')}: {turnWords(t, decision.best, seat, before).join('; ')}
                </p>
                <div className="review-reasons">
                  <h3>{t('review.reasons.title')}</h3>
                  <ul>
                    {reasonsText(t, table, decision, opponent).map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                </div>
                <p className="row">
                  <Link
                    className="button"
                    to={`/replay/${gameId}?at=${decision.firstAction}&better=${decision.index}`}
                  >
                    {t('review.showBetter')}
                  </Link>
                  <Link className="button" to={learnPath(gameId, { decision: decision.index })}>
                    {t('review.tryAgain')}
                  </Link>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
