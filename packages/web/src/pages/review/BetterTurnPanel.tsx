/**
 * A costly decision opened in the replay (`?at=…&better=…` from the review): what was played, what was better
 * and what it cost, and the better turn played out on the board one move at a time, on demand.
 */
import type { ReviewedDecision } from '@katz/bots/review';
import type { Position } from '@katz/engine';
import { useTranslation } from 'react-i18next';
import { turnWords } from './CostlyDecisions.js';
import { cost } from './review-figures.js';

export function BetterTurnPanel({
  decision,
  name,
  before,
  steps,
  setSteps,
}: {
  readonly decision: ReviewedDecision;
  readonly name: string;
  /** The position the decision was made in. */
  readonly before: Position;
  /** How many moves of the better turn are on the board (null: the game as played). */
  readonly steps: number | null;
  readonly setSteps: (steps: number | null) => void;
}) {
  const { t } = useTranslation('pages');
  const better = turnWords(t, decision.best, decision.seat, before);
  const played = turnWords(t, decision.played, decision.seat, before);
  const shown = steps ?? 0;
  return (
    <section className="panel replay-better" aria-labelledby="replay-better-title" data-testid="better-turn">
      <h2 id="replay-better-title">{t('replay.betterTitle', { name })}</h2>
      <p>{t('replay.betterLead', { points: cost(decision.cost), played: played.join('; ') })}</p>
      <ol>
        {better.map((words, index) => (
          <li key={index} aria-current={steps !== null && index === shown - 1 ? 'step' : undefined}>
            {words}
          </li>
        ))}
      </ol>
      <p className="row">
        {shown < better.length ? (
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setSteps(shown + 1);
            }}
          >
            {steps === null ? t('replay.playBetter') : t('replay.stepBetter')}
          </button>
        ) : (
          <span aria-live="polite">{t('replay.betterDone')}</span>
        )}
        {steps === null ? null : (
          <button
            type="button"
            className="button"
            onClick={() => {
              setSteps(null);
            }}
          >
            {t('replay.backToGame')}
          </button>
        )}
      </p>
    </section>
  );
}
