/** The replay's heading, "Replay: A vs B", and how the game ended. */
import type { ReplayView } from '@katz/protocol';
import { useTranslation } from 'react-i18next';

export function ReplayHeading({
  result,
  names,
  versus,
}: {
  readonly result: ReplayView['result'];
  readonly names: readonly [string, string];
  readonly versus: string;
}) {
  const { t } = useTranslation('pages');
  const winner = result?.winner ?? null;
  return (
    <>
      <h1>
        {t('replay.title')}: {versus}
      </h1>
      {result ? (
        <p className="replay-result">
          {winner === null
            ? t('replay.drawBy', { reason: t('replay.drawReason') })
            : t('replay.wonBy', { name: names[winner], reason: t(`replay.reasons.${result.reason}`) })}
        </p>
      ) : null}
    </>
  );
}
