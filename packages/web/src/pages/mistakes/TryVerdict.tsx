/**
 * A try's verdict by the review's own measure (judge-attempt.ts in `@katz/bots/review`): as good as the best
 * turn, better than the turn played, or no better; the three chances to win, measured in the same worlds; what
 * was tried, in words. Its heading takes the focus as it comes, so that a keyboard or a screen reader goes on
 * from there.
 */
import type { JudgedAttempt } from '@katz/bots/review';
import type { Action, PlayerIndex, Position } from '@katz/engine';
import { useTranslation } from 'react-i18next';
import { turnWords } from '../review/CostlyDecisions.js';
import { percent } from '../review/review-figures.js';
import { useHeadingFocus } from './use-heading-focus.js';

/** What a verdict is shown with besides the judged try itself: the decision's seat and position, and its buttons. */
export interface VerdictContext {
  readonly seat: PlayerIndex;
  /** The position the decision was made in. */
  readonly before: Position;
  readonly answerShown: boolean;
  readonly onAnswer: () => void;
  readonly onAgain: () => void;
}

export function TryVerdict({
  judged,
  attempt,
  seat,
  before,
  answerShown,
  onAnswer,
  onAgain,
}: VerdictContext & {
  readonly judged: JudgedAttempt;
  readonly attempt: readonly Action[];
}) {
  const { t } = useTranslation('pages');
  const heading = useHeadingFocus();
  const chances = [
    ['chanceTry', judged.attempt],
    ['chancePlayed', judged.played],
    ['chanceBest', judged.best],
  ] as const;
  return (
    <section
      className={`panel mistakes-verdict mistakes-verdict-${judged.judgement}`}
      aria-labelledby="mistakes-verdict-title"
      data-testid="verdict"
      data-judgement={judged.judgement}
    >
      <h2 id="mistakes-verdict-title" ref={heading} tabIndex={-1}>
        <span className="visually-hidden">{t('learn.verdictTitle')}: </span>
        {t(`learn.verdict.${judged.judgement}`)}
      </h2>
      <p className="mistakes-tried">
        {t('learn.tried', { moves: turnWords(t, attempt, seat, before).join('; ') })}
      </p>
      <p className="mistakes-chances-title">{t('learn.chanceTitle')}</p>
      <dl className="mistakes-chances">
        {chances.map(([key, chance]) => (
          <div key={key} className={`mistakes-chance mistakes-${key}`}>
            <dt>{t(`learn.${key}`)}</dt>
            <dd>{percent(chance)}</dd>
          </div>
        ))}
      </dl>
      <p className="row">
        {answerShown ? null : (
          <button type="button" className="button button-primary" onClick={onAnswer}>
            {t('learn.showAnswer')}
          </button>
        )}
        <button type="button" className="button" onClick={onAgain}>
          {t('learn.tryAgain')}
        </button>
      </p>
    </section>
  );
}
