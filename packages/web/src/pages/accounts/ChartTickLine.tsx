/** A line across a plot of the reviewed games' chart at one tick of its scale, the tick's figure at its left. */
import { CHART_PAD } from './reviewed-games-scale.js';

export function ChartTickLine({
  y,
  right,
  figure,
  className,
}: {
  /** Where the tick sits up in the plot, and where the plot ends on the right. */
  readonly y: number;
  readonly right: number;
  readonly figure: string;
  /** The line's style: the grid's, or the zero's that stands out. */
  readonly className: string;
}) {
  return (
    <g>
      <line x1={CHART_PAD.left} x2={right} y1={y} y2={y} className={className} />
      <text x={CHART_PAD.left - 6} y={y + 5} className="profile-chart-tick" textAnchor="end">
        {figure}
      </text>
    </g>
  );
}
