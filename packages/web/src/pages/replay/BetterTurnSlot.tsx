/**
 * The place of a better turn opened from the review (`?better=D`): its panel, to play it on the board step by
 * step, or, where this browser no longer keeps the review, the way back to it.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BetterTurnPanel } from '../review/BetterTurnPanel.js';
import type { BetterTurn } from './use-cached-review.js';

export function BetterTurnSlot({
  gameId,
  asked,
  better,
  names,
  steps,
  setSteps,
}: {
  readonly gameId: string;
  /** Whether the address asks for a better turn. */
  readonly asked: boolean;
  readonly better: BetterTurn | null;
  readonly names: readonly [string, string];
  readonly steps: number | null;
  readonly setSteps: (steps: number | null) => void;
}) {
  const { t } = useTranslation('pages');
  if (better !== null) {
    return (
      <BetterTurnPanel
        decision={better.decision}
        name={names[better.decision.seat]}
        before={better.before}
        steps={steps}
        setSteps={setSteps}
      />
    );
  }
  if (!asked) return null;
  return (
    <p className="panel replay-better">
      <Link to={`/replay/${gameId}/review`}>{t('replay.betterMissing')}</Link>
    </p>
  );
}
