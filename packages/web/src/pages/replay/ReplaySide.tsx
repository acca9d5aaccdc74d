/** Beside the replay: the way to its review, the list of moves (with the review's marks), the record, fairness. */
import type { ReplayView } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Mark } from '@katz/bots/review';
import type { Moment } from '../record/replay-steps.js';
import { FairnessPanel } from './FairnessPanel.js';
import { MovesList } from './MovesList.js';

export function ReplaySide({
  replay,
  moments,
  at,
  go,
  marks,
}: {
  readonly replay: ReplayView;
  readonly moments: readonly Moment[];
  readonly at: number;
  readonly go: (index: number) => void;
  readonly marks: ReadonlyMap<number, Mark>;
}) {
  const { t } = useTranslation('pages');
  return (
    <aside className="replay-side-panel">
      <p>
        <Link className="button button-primary" to={`/replay/${replay.id}/review`} data-testid="review-link">
          {t('replay.review')}
        </Link>
      </p>
      <MovesList moments={moments} seats={replay.seats} at={at} go={go} marks={marks} />
      <p>
        <a className="button" href={`/api/games/${replay.id}/record`} download={`katz-${replay.id}.json`}>
          {t('replay.download')}
        </a>
      </p>
      <FairnessPanel replay={replay} />
    </aside>
  );
}
