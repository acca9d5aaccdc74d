/**
 * The chance graph's figures as a table, folded until opened: each decision's turn, player, chances before and
 * after, the best turn's chance, what it cost and its mark. For screen readers and for anyone who wants the numbers.
 */
import type { ReviewedDecision } from '@katz/bots/review';
import { useTranslation } from 'react-i18next';
import { MARK_SIGNS, cost, percent } from './review-figures.js';

/** What the graph and its table show: the decisions, the players' names and each decision's turn. */
export interface ChanceFigures {
  readonly decisions: readonly ReviewedDecision[];
  readonly names: readonly [string, string];
  /** A decision's turn, as the replay numbers it. */
  readonly turnOf: (decision: ReviewedDecision) => number;
}

export function ChanceTable({ decisions, names, turnOf }: ChanceFigures) {
  const { t } = useTranslation('pages');
  return (
    <details className="review-table">
      <summary id="review-graph-as-table">{t('review.graph.asTable')}</summary>
      <div className="review-table-scroll" tabIndex={0} role="region" aria-labelledby="review-graph-as-table">
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
  );
}
