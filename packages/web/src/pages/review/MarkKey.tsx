/**
 * The key to the chance graph's dots: each mark's dot and sign, its name, and the cost it stands for, from the
 * thresholds the review marks by (`MARK_THRESHOLDS`, docs/review.md "Marks").
 */
import { MARKS, MARK_THRESHOLDS, type Mark } from '@katz/bots/review';
import { useTranslation } from 'react-i18next';
import { MARK_SIGNS, thresholdPoints } from './review-figures.js';

/** A mark's dot on the graph: a blunder's larger. */
export const dotRadius = (mark: Mark) => (mark === 'blunder' ? 6.5 : 5);

export function MarkKey() {
  const { t } = useTranslation('pages');
  return (
    <ul className="review-mark-key" data-testid="mark-key">
      {MARKS.map((mark) => (
        <li key={mark}>
          <svg className="review-key-dot" viewBox="-8 -8 16 16" aria-hidden="true">
            <circle r={dotRadius(mark)} className={`review-dot review-dot-${mark}`} />
          </svg>
          <span className={`review-mark review-mark-${mark}`} aria-hidden="true">
            {MARK_SIGNS[mark]}
          </span>{' '}
          {t('review.graph.markKey', {
            mark: t(`review.marks.${mark}`),
            points: thresholdPoints(MARK_THRESHOLDS[mark]),
          })}
        </li>
      ))}
    </ul>
  );
}
