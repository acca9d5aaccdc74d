/**
 * Each player's summary: accuracy, the marks, what their decisions cost and what their cards gave or took, both
 * in points of the chance to win, with the estimates' standard errors.
 */
import type { PlayerReview } from '@katz/bots/review';
import { useTranslation } from 'react-i18next';
import { MARK_SIGNS, cost, points, tenths } from './review-figures.js';

export function ReviewSummary({
  players,
  names,
}: {
  readonly players: readonly [PlayerReview, PlayerReview];
  readonly names: readonly [string, string];
}) {
  const { t } = useTranslation('pages');
  return (
    <section className="review-summary" aria-label={t('review.summary')}>
      {players.map((player) => (
        <article key={player.seat} className={`panel review-player review-player-${player.seat}`}>
          <h2>{names[player.seat]}</h2>
          <p className="review-accuracy">
            <span className="review-accuracy-figure">{tenths(player.accuracy)}</span> {t('review.accuracy')}
          </p>
          <p className="review-marks">
            {(['inaccuracy', 'mistake', 'blunder'] as const).map((mark) => (
              <span key={mark} className={`review-mark review-mark-${mark}`}>
                <span aria-hidden="true">{MARK_SIGNS[mark]}</span>{' '}
                {t(`review.counts.${mark}`, { count: player.marks[mark] })}
              </span>
            ))}
          </p>
          <p className="review-luck-line">
            {t('review.costLine', { points: cost(player.cost), error: cost(player.costError) })}
            <br />
            {t('review.luckLine', { points: points(player.luck), error: cost(player.luckError) })}
          </p>
        </article>
      ))}
    </section>
  );
}
