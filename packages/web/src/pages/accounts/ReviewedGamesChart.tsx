/**
 * A profile's reviewed games as a chart: the player's accuracy per game, and each game's account in points of
 * the chance to win (their decisions, their opponent's, the cards), oldest game on the left. Drawn in the pixels
 * of its panel (reviewed-games-scale.ts), with a key in words; the same figures follow as a list, for screen
 * readers and for anyone who wants the numbers.
 */
import type { ProfileReviewedGame } from '@katz/protocol';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useWidth } from '../review/use-width.js';
import { AccountChart } from './AccountChart.js';
import { AccuracyChart } from './AccuracyChart.js';
import { ACCOUNT_PARTS, reviewedGamesScale, type AccountPart } from './reviewed-games-scale.js';

/** The words of the three parts, as the page names them for this player. */
export type PartNames = Readonly<Record<AccountPart, string>>;

export function ReviewedGamesChart({
  games,
  parts,
}: {
  readonly games: readonly ProfileReviewedGame[];
  readonly parts: PartNames;
}) {
  const { t } = useTranslation('accounts');
  const box = useRef<HTMLDivElement>(null);
  const largest = Math.max(
    ...games.flatMap((game) => ACCOUNT_PARTS.map((part) => Math.abs(game.account[part]))),
  );
  const scale = reviewedGamesScale(games.length, largest * 100, useWidth(box, 600));
  return (
    <div className="profile-chart" ref={box}>
      <h3 className="profile-chart-title">{t('profile.reviews.accuracy')}</h3>
      <AccuracyChart games={games} scale={scale} />
      <h3 className="profile-chart-title">{t('profile.reviews.account')}</h3>
      <ul className="profile-chart-key">
        {ACCOUNT_PARTS.map((part) => (
          <li key={part}>
            <span className={`profile-chart-swatch profile-part-${part}`} aria-hidden="true" />
            {parts[part]}
          </li>
        ))}
      </ul>
      <AccountChart games={games} scale={scale} />
    </div>
  );
}
