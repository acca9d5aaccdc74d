/** A rating as a number, with a "?" and an explanation when it is still provisional. */
import type { SeatRating } from '@katz/protocol';
import { useTranslation } from 'react-i18next';

export function RatingText({ rating }: { readonly rating: SeatRating }) {
  const { t } = useTranslation('ratings');
  return (
    <span className="rating" title={rating.provisional ? t('provisional') : undefined}>
      {rating.value}
      {rating.provisional ? <abbr title={t('provisional')}>?</abbr> : null}
    </span>
  );
}
