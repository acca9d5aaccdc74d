/**
 * A costly decision opened in the replay (`?at=…&better=…` from the review): what was played, what was better
 * and what it cost, and the better turn played out on the board one move at a time, on demand. Opened, it comes
 * into view with the board beside or below it, and its heading takes the focus, so that a keyboard or a screen
 * reader starts there and not at the page's top (the panel lay some 470 px below the fold at 1440×900), and the
 * focus stays in the panel as its buttons come and go.
 */
import type { ReviewedDecision } from '@katz/bots/review';
import type { Position } from '@katz/engine';
import { useEffect, useRef } from 'react';
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
  const { panel, heading, press } = usePanelFocus(steps, setSteps);
  const better = turnWords(t, decision.best, decision.seat, before);
  const played = turnWords(t, decision.played, decision.seat, before);
  const shown = steps ?? 0;
  return (
    <section
      className="panel replay-better"
      aria-labelledby="replay-better-title"
      data-testid="better-turn"
      ref={panel}
    >
      <h2 id="replay-better-title" ref={heading} tabIndex={-1}>
        {t('replay.betterTitle', { name })}
      </h2>
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
              press(shown + 1);
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
              press(null);
            }}
          >
            {t('replay.backToGame')}
          </button>
        )}
      </p>
    </section>
  );
}

/**
 * The panel's focus: its heading once it opens, scrolled into view; and after a button of the panel that goes once
 * pressed (the last move's, "Back to the game"), the panel's button that is there now, instead of the page's body.
 */
function usePanelFocus(steps: number | null, setSteps: (steps: number | null) => void) {
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView({ block: 'start' });
  }, []);
  const pressed = useRef(false);
  const press = (next: number | null) => {
    pressed.current = true;
    setSteps(next);
  };
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) panel.current?.querySelector('button')?.focus();
  }, [steps]);
  return { panel, heading, press };
}
