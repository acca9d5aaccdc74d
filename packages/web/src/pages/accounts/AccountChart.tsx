/**
 * The reviewed games' chart of each game's account in points of the chance to win: three bars a game (the
 * player's decisions, the opponent's, the cards), up or down from 0.
 */
import { ChartTickLine } from './ChartTickLine.js';
import { wholePoints } from './profile-figures.js';
import { ACCOUNT_PARTS, CHART_PAD, type ReviewedGamesPlot } from './reviewed-games-scale.js';

export function AccountChart({ games, scale }: ReviewedGamesPlot) {
  const { width, x } = scale;
  const reach = scale.pointsReach;
  const pointTicks = [reach, reach / 2, 0, -reach / 2, -reach];
  const zero = scale.pointsY(0);
  return (
    <svg
      viewBox={`0 0 ${width} ${scale.accountHeight}`}
      className="profile-chart-svg"
      aria-hidden="true"
      data-testid="account-chart"
    >
      {pointTicks.map((tick) => (
        <ChartTickLine
          key={tick}
          y={scale.pointsY(tick)}
          right={width - CHART_PAD.right}
          figure={wholePoints(tick)}
          className={tick === 0 ? 'profile-chart-zero' : 'profile-chart-grid'}
        />
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
  );
}
