/**
 * A turn of the answer played out on the table move by move, its controls right above the table, so that the
 * table is in view as each move is made (on a phone it lies below the answer's words): which turn, how many of
 * its moves are on the table, and the next one. It comes into view with the focus as a turn starts, and keeps it
 * when the last move's button goes.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export function AnswerSteps({
  title,
  step,
  total,
  board,
  onNext,
}: {
  /** The turn's name: the best turn, or the one played. */
  readonly title: string;
  /** How many of its moves are on the table, of `total`. */
  readonly step: number;
  readonly total: number;
  /** Which board the turn is played on: a new one each time a turn starts. */
  readonly board: number;
  readonly onNext: () => void;
}) {
  const { t } = useTranslation('pages');
  const bar = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The bar at the top of the screen, the table under it; the focus on its button, or its words at the end.
    const element = bar.current;
    if (element === null) return;
    const table = element.nextElementSibling?.getBoundingClientRect();
    if (table !== undefined && (table.bottom > innerHeight || element.getBoundingClientRect().top < 0))
      element.scrollIntoView({ block: 'start' });
    (element.querySelector('button') ?? status.current)?.focus({ preventScroll: true });
  }, [board]);
  useEffect(() => {
    // The last move's button is gone: its focus goes to the words beside it, not to the page's body.
    const focused = document.activeElement;
    if (step >= total && (focused === null || focused === document.body))
      status.current?.focus({ preventScroll: true });
  }, [step, total]);
  const done = step >= total;
  return (
    <div className="mistakes-steps" ref={bar} role="group" aria-label={title} data-testid="answer-steps">
      <p ref={status} tabIndex={-1} aria-live="polite">
        <strong>{title}:</strong> {t('learn.step', { step, total })}
        {done ? ` ${t('learn.onBoard')}` : null}
      </p>
      {done ? null : (
        <button type="button" className="button button-primary" onClick={onNext}>
          {t('learn.nextMove')}
        </button>
      )}
    </div>
  );
}
