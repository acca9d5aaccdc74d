/**
 * Both players' chances to win over the game, each from what that player knew, drawn before each of their
 * decisions; marked decisions are dots in their mark's colour. Beside it, the same figures as a table, for
 * screen readers and for anyone who wants the numbers.
 */
import type { ReviewedDecision } from '@katz/bots/review';
import { useTranslation } from 'react-i18next';
import { MARK_SIGNS, cost, percent } from './review-figures.js';

const WIDTH = 600;
const HEIGHT = 220;
// Room on the left for the widest tick, German "100 %" (a space before the sign).
const PAD = { left: 44, right: 8, top: 10, bottom: 24 };

/** How much of a turn's width its decisions spread over: half, so that turns stay apart. */
const SPREAD = 0.5;

/**
 * Where each decision sits along the turns, by its index: its turn's number less one, and of a turn with several
 * decisions of one seat, the later ones a share of `SPREAD` further.
 */
function placesAlong(
  decisions: readonly ReviewedDecision[],
  turnOf: (decision: ReviewedDecision) => number,
): Map<number, number> {
  const inTurn = new Map<string, ReviewedDecision[]>();
  for (const decision of decisions) {
    const key = `${String(decision.seat)}:${String(turnOf(decision))}`;
    const group = inTurn.get(key);
    if (group === undefined) inTurn.set(key, [decision]);
    else group.push(decision);
  }
  const places = new Map<number, number>();
  for (const group of inTurn.values())
    group.forEach((decision, k) =>
      places.set(decision.index, turnOf(decision) - 1 + (k / group.length) * SPREAD),
    );
  return places;
}

export function ChanceGraph({
  decisions,
  names,
  turnOf,
}: {
  readonly decisions: readonly ReviewedDecision[];
  readonly names: readonly [string, string];
  /** A decision's turn, as the replay numbers it. */
  readonly turnOf: (decision: ReviewedDecision) => number;
}) {
  const { t } = useTranslation('pages');
  const lastTurn = Math.max(1, ...decisions.map(turnOf));
  const along = placesAlong(decisions, turnOf);
  // A turn's decisions (several where the player drew in the middle of it) spread over part of its width, so that
  // a change within a turn is a slope and not a vertical stroke; the last turn's spread ends at the right edge.
  const x = (decision: ReviewedDecision) =>
    PAD.left + ((along.get(decision.index) ?? 0) / (lastTurn - 1 + SPREAD)) * (WIDTH - PAD.left - PAD.right);
  const y = (chance: number) => PAD.top + (1 - chance) * (HEIGHT - PAD.top - PAD.bottom);
  const line = (seat: 0 | 1) =>
    decisions
      .filter((decision) => decision.seat === seat)
      .map((decision) => `${x(decision).toFixed(1)},${y(decision.before).toFixed(1)}`)
      .join(' ');
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  return (
    <section className="panel review-graph" aria-labelledby="review-graph-title">
      <h2 id="review-graph-title">{t('review.graph.title')}</h2>
      <p className="review-legend" id="review-graph-legend">
        <span className="review-key review-key-0">{names[0]}</span>
        <span className="review-key review-key-1">{names[1]}</span>
      </p>
      {/* Focusable, so that a keyboard can scroll the graph sideways where it is wider than a phone; named by the
          title and the players its lines are, so that its name differs from the section's and the table's. */}
      <div
        className="review-svg-scroll"
        tabIndex={0}
        role="region"
        aria-labelledby="review-graph-title review-graph-legend"
      >
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="review-svg" aria-hidden="true">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="review-grid" />
              <text x={PAD.left - 4} y={y(tick) + 4} className="review-tick" textAnchor="end">
                {percent(tick)}
              </text>
            </g>
          ))}
          <text x={WIDTH - PAD.right} y={HEIGHT - 6} className="review-tick" textAnchor="end">
            {t('review.graph.turn', { turn: lastTurn })}
          </text>
          <polyline points={line(0)} className="review-line review-line-0" />
          <polyline points={line(1)} className="review-line review-line-1" />
          {decisions
            .filter((decision) => decision.mark !== null)
            .map((decision) => (
              <circle
                key={decision.index}
                cx={x(decision)}
                cy={y(decision.before)}
                r={decision.mark === 'blunder' ? 6 : 4.5}
                className={`review-dot review-dot-${decision.mark ?? ''}`}
              />
            ))}
        </svg>
      </div>
      <details className="review-table">
        <summary id="review-graph-as-table">{t('review.graph.asTable')}</summary>
        <div
          className="review-table-scroll"
          tabIndex={0}
          role="region"
          aria-labelledby="review-graph-as-table"
        >
          <table>
            <caption className="visually-hidden">{t('review.graph.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('review.table.turn')}</th>
                <th scope="col">{t('review.table.player')}</th>
                <th scope="col">{t('review.table.before')}</th>
                <th scope="col">{t('review.table.after')}</th>
                <th scope="col">{t('review.table.best')}</th>
                <th scope="col">{t('review.table.cost')}</th>
                <th scope="col">{t('review.table.mark')}</th>
              </tr>
            </thead>
            <tbody>
              {decisions.map((decision) => (
                <tr key={decision.index}>
                  <td>{turnOf(decision)}</td>
                  <td>{names[decision.seat]}</td>
                  <td>{percent(decision.before)}</td>
                  <td>{percent(decision.after)}</td>
                  <td>{percent(decision.bestChance)}</td>
                  <td>{cost(decision.cost)}</td>
                  <td>
                    {decision.mark === null
                      ? ''
                      : `${MARK_SIGNS[decision.mark]} ${t(`review.marks.${decision.mark}`)}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
