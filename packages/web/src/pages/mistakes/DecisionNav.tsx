/** The way from one decision to learn from to the next: which one this is (its mark, its turn), and the two steps. */
import type { ReviewedDecision } from '@katz/bots/review';
import { useTranslation } from 'react-i18next';
import { MARK_SIGNS } from '../review/review-figures.js';

export function DecisionNav({
  decision,
  at,
  total,
  turn,
  onGo,
}: {
  readonly decision: ReviewedDecision;
  /** Where the decision is in the list, and how long the list is. */
  readonly at: number;
  readonly total: number;
  /** The number of the game's turn the decision was made in. */
  readonly turn: number;
  /** Goes to the decision at this place in the list. */
  readonly onGo: (at: number) => void;
}) {
  const { t } = useTranslation('pages');
  return (
    <nav className="mistakes-nav" aria-label={t('learn.decisions')}>
      <button
        type="button"
        className="button"
        aria-label={t('learn.previousLabel')}
        disabled={at === 0}
        onClick={() => {
          onGo(at - 1);
        }}
      >
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden-narrow"> {t('learn.previous')}</span>
      </button>
      <p className="mistakes-which" aria-live="polite" data-testid="decision-which">
        {decision.mark === null ? null : (
          <span className={`review-mark review-mark-${decision.mark}`}>
            {MARK_SIGNS[decision.mark]} {t(`review.marks.${decision.mark}`)}
          </span>
        )}{' '}
        {t('learn.position', { number: at + 1, total, turn })}
      </p>
      <button
        type="button"
        className="button"
        aria-label={t('learn.nextLabel')}
        disabled={at >= total - 1}
        onClick={() => {
          onGo(at + 1);
        }}
      >
        <span className="visually-hidden-narrow">{t('learn.next')} </span>
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
