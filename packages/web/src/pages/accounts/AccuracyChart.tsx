/** The reviewed games' chart of the player's accuracy: a line through each game's, on a scale from 0 to 100. */
import { ChartTickLine } from './ChartTickLine.js';
import { wholeNumber } from './profile-figures.js';
import { CHART_PAD, type ReviewedGamesPlot } from './reviewed-games-scale.js';

export function AccuracyChart({ games, scale }: ReviewedGamesPlot) {
  const { width, x } = scale;
  const accuracyLine = games
    .map((game, index) => `${x(index).toFixed(1)},${scale.accuracyY(game.accuracy).toFixed(1)}`)
    .join(' ');
  return (
    <svg
      viewBox={`0 0 ${width} ${scale.accuracyHeight}`}
      className="profile-chart-svg"
      aria-hidden="true"
      data-testid="accuracy-chart"
    >
      {[0, 50, 100].map((tick) => (
        <ChartTickLine
          key={tick}
          y={scale.accuracyY(tick)}
          right={width - CHART_PAD.right}
          figure={wholeNumber(tick)}
          className="profile-chart-grid"
        />
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
  );
}
