/**
 * Both players' chances to win over the game, each from what that player knew, drawn before each of their
 * decisions; marked decisions are dots in their mark's colour, with a key below that says what each stands for.
 * Beside it, the same figures as a table (ChanceTable.tsx), for screen readers and for anyone who wants the numbers.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PAD, chanceScale } from './chance-scale.js';
import { ChanceTable, type ChanceFigures } from './ChanceTable.js';
import { MarkKey, dotRadius } from './MarkKey.js';
import { percent } from './review-figures.js';
import { useWidth } from './use-width.js';

export function ChanceGraph({ decisions, names, turnOf }: ChanceFigures) {
  const { t } = useTranslation('pages');
  const box = useRef<HTMLDivElement>(null);
  const scale = chanceScale(decisions, turnOf, useWidth(box, 600));
  const { width, height, x, y } = scale;
  const line = (seat: 0 | 1) =>
    decisions
      .filter((decision) => decision.seat === seat)
      .map((decision) => `${x(decision).toFixed(1)},${y(decision.before).toFixed(1)}`)
      .join(' ');
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  const bottom = height - PAD.bottom;
  return (
    <section className="panel review-graph" aria-labelledby="review-graph-title">
      <h2 id="review-graph-title">{t('review.graph.title')}</h2>
      <p className="review-legend">
        <span className="review-key review-key-0">{names[0]}</span>
        <span className="review-key review-key-1">{names[1]}</span>
      </p>
      {/* Drawn in the pixels of the panel's width, so that it fits a phone and its words keep their size. */}
      <div className="review-svg-box" ref={box}>
        <svg viewBox={`0 0 ${width} ${height}`} className="review-svg" aria-hidden="true">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} className="review-grid" />
              <text x={PAD.left - 6} y={y(tick) + 5} className="review-tick" textAnchor="end">
                {percent(tick)}
              </text>
            </g>
          ))}
          {scale.ticks.map((turn) => (
            <g key={turn}>
              <line
                x1={scale.turnX(turn)}
                x2={scale.turnX(turn)}
                y1={PAD.top}
                y2={bottom}
                className="review-grid review-grid-turn"
              />
              <text x={scale.turnX(turn)} y={height - 8} className="review-tick" textAnchor="middle">
                {turn}
              </text>
            </g>
          ))}
          <text x={PAD.left - 12} y={height - 8} className="review-tick" textAnchor="end">
            {t('review.graph.turns')}
          </text>
          <polyline points={line(0)} className="review-line review-line-0" />
          <polyline points={line(1)} className="review-line review-line-1" />
          {decisions.map((decision) =>
            decision.mark === null ? null : (
              <circle
                key={decision.index}
                cx={x(decision)}
                cy={y(decision.before)}
                r={dotRadius(decision.mark)}
                className={`review-dot review-dot-${decision.mark}`}
              />
            ),
          )}
        </svg>
      </div>
      <MarkKey />
      <ChanceTable decisions={decisions} names={names} turnOf={turnOf} />
    </section>
  );
}
