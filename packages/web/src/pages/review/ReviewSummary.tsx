/**
 * Each player's summary: accuracy, the marks, where their result came from (their start, their decisions, their
 * opponent's, the cards: ResultAccount.tsx) and the verdict, and below both what an accuracy means, measured.
 */
import { MARKS, MEASURED_ACCURACY, MEASURED_AGAINST, type PlayerReview } from '@katz/bots/review';
import { useTranslation } from 'react-i18next';
import { levelName } from '../../i18n/level-words.js';
import { MARK_SIGNS, tenths } from './review-figures.js';
import { ResultAccount } from './ResultAccount.js';

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
            {MARKS.map((mark) => (
              <span key={mark} className={`review-mark review-mark-${mark}`}>
                <span aria-hidden="true">{MARK_SIGNS[mark]}</span>{' '}
                {t(`review.counts.${mark}`, { count: player.marks[mark] })}
              </span>
            ))}
          </p>
          <ResultAccount player={player} opponent={names[player.seat === 0 ? 1 : 0]} />
        </article>
      ))}
      <div className="review-meaning">
        <p>{t('review.account.explain')}</p>
        <p>
          {t('review.accuracyMeaning')} {t('review.accuracyMeasured', { solid: levelName(MEASURED_AGAINST) })}{' '}
          {Object.entries(MEASURED_ACCURACY)
            .map(
              ([level, accuracy]) =>
                `${levelName(level as keyof typeof MEASURED_ACCURACY)} ${String(accuracy)}`,
            )
            .join(' · ')}
        </p>
      </div>
    </section>
  );
}
