/** A try once it has ended: being judged, not judged (the worker failed, with a way to try again), or its verdict. */
import type { PlayerIndex, Position } from '@katz/engine';
import { useTranslation } from 'react-i18next';
import { TryVerdict } from './TryVerdict.js';
import type { TryState } from './use-try.js';

export function TryStatus({
  tried,
  seat,
  before,
  answerShown,
  onAnswer,
  onAgain,
}: {
  readonly tried: TryState;
  readonly seat: PlayerIndex;
  /** The position the decision was made in. */
  readonly before: Position;
  readonly answerShown: boolean;
  readonly onAnswer: () => void;
  readonly onAgain: () => void;
}) {
  const { t } = useTranslation('pages');
  return tried.state === 'judging' ? (
    <p className="panel mistakes-judging" role="status">
      {t('learn.judging')}
    </p>
  ) : tried.state === 'failed' ? (
    <div className="panel" role="alert">
      <p>{t('learn.failed', { message: tried.message })}</p>
      <button type="button" className="button" onClick={onAgain}>
        {t('learn.tryAgain')}
      </button>
    </div>
  ) : tried.state === 'judged' ? (
    <TryVerdict
      judged={tried.judged}
      attempt={tried.attempt}
      seat={seat}
      before={before}
      answerShown={answerShown}
      onAnswer={onAnswer}
      onAgain={onAgain}
    />
  ) : null;
}
