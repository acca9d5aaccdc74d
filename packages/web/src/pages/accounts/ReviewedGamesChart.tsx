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
import { ACCOUNT_PARTS, CHART_PAD, reviewedGamesScale, type AccountPart } from './reviewed-games-scale.js';
import { wholeNumber, wholePoints } from './profile-figures.js';

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
  const { width, x } = scale;
  const right = width - CHART_PAD.right;
  const accuracyLine = games
    .map((game, index) => `${x(index).toFixed(1)},${scale.accuracyY(game.accuracy).toFixed(1)}`)
    .join(' ');
  const reach = scale.pointsReach;
  const pointTicks = [reach, reach / 2, 0, -reach / 2, -reach];
  const zero = scale.pointsY(0);
  return (
    <div className="profile-chart" ref={box}>
      <h3 className="profile-chart-title">{t('profile.reviews.accuracy')}</h3>
      <svg
        viewBox={`0 0 ${width} ${scale.accuracyHeight}`}
        className="profile-chart-svg"
        aria-hidden="true"
        data-testid="accuracy-chart"
      >
        {[0, 50, 100].map((tick) => (
          <g key={tick}>
            <line
              x1={CHART_PAD.left}
              x2={right}
              y1={scale.accuracyY(tick)}
              y2={scale.accuracyY(tick)}
              className="profile-chart-grid"
            />
            <text
              x={CHART_PAD.left - 6}
              y={scale.accuracyY(tick) + 5}
              className="profile-chart-tick"
              textAnchor="end"
            >
              {wholeNumber(tick)}
            </text>
          </g>
        ))}
        <polyline points={accuracyLine} className="profile-chart-accuracy" />
        {games.map((game, index) => (
          <circle
            key={game.id}
            cx={x(index)}
            cy={scale.accuracyY(game.accuracy)}
            r={4}
            className="profile-chart-accuracy-dot"
          />
        ))}
      </svg>
      <h3 className="profile-chart-title">{t('profile.reviews.account')}</h3>
      <ul className="profile-chart-key">
        {ACCOUNT_PARTS.map((part) => (
          <li key={part}>
            <span className={`profile-chart-swatch profile-part-${part}`} aria-hidden="true" />
            {parts[part]}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${width} ${scale.accountHeight}`}
        className="profile-chart-svg"
        aria-hidden="true"
        data-testid="account-chart"
      >
        {pointTicks.map((tick) => (
          <g key={tick}>
            <line
              x1={CHART_PAD.left}
              x2={right}
              y1={scale.pointsY(tick)}
              y2={scale.pointsY(tick)}
              className={tick === 0 ? 'profile-chart-zero' : 'profile-chart-grid'}
            />
            <text
              x={CHART_PAD.left - 6}
              y={scale.pointsY(tick) + 5}
              className="profile-chart-tick"
              textAnchor="end"
            >
              {wholePoints(tick)}
            </text>
          </g>
        ))}
        {games.map((game, index) =>
          ACCOUNT_PARTS.map((part) => {
            const top = scale.pointsY(game.account[part] * 100);
            return (
              <rect
                key={`${game.id}-${part}`}
                x={x(index) + scale.barOffset(part)}
                y={Math.min(top, zero)}
                width={Math.max(1, scale.barWidth - 0.5)}
                height={Math.max(1, Math.abs(top - zero))}
                className={`profile-chart-bar profile-part-${part}`}
              />
            );
          }),
        )}
      </svg>
    </div>
  );
}
