/** The replay's bar under the board: which moment is shown and by whom, the step buttons, and a slider to jump. */
import { useTranslation } from 'react-i18next';
import { moveText } from '../record/move-text.js';
import type { Moment } from '../record/replay-steps.js';
import { StepIcon } from './StepIcon.js';
import type { ReplaySteps } from './use-replay-steps.js';

export function StepBar({
  moments,
  names,
  steps,
}: {
  readonly moments: readonly Moment[];
  readonly names: readonly [string, string];
  readonly steps: ReplaySteps;
}) {
  const { t } = useTranslation('pages');
  const { at, go, playing, togglePlay } = steps;
  const last = moments.length - 1;
  return (
    <div className="panel replay-bar">
      <p className="replay-step" aria-live="polite">
        {at === 0 ? t('replay.deal') : momentWords(t, moments, at, names)}
      </p>
      <div className="row replay-buttons">
        <StepButton
          icon="first"
          label={t('replay.first')}
          disabled={at === 0}
          onClick={() => {
            go(0);
          }}
        />
        <StepButton
          icon="previous"
          label={t('replay.previous')}
          disabled={at === 0}
          onClick={() => {
            go(at - 1);
          }}
        />
        <button type="button" className="button replay-play" onClick={togglePlay}>
          {playing ? <StepIcon name="pause" /> : <StepIcon name="play" />}
          <span className="visually-hidden-narrow">{playing ? t('replay.pause') : t('replay.play')}</span>
        </button>
        <StepButton
          icon="next"
          label={t('replay.next')}
          disabled={at >= last}
          onClick={() => {
            go(at + 1);
          }}
        />
        <StepButton
          icon="last"
          label={t('replay.last')}
          disabled={at >= last}
          onClick={() => {
            go(last);
          }}
        />
      </div>
      <label className="replay-slider">
        <span className="visually-hidden">{t('replay.jump')}</span>
        <input
          type="range"
          min={0}
          max={last}
          value={at}
          onChange={(event) => {
            go(Number(event.target.value));
          }}
        />
      </label>
    </div>
  );
}

/** "Move 3 of 40: Anna – " and the move in words: the moment's number, its player and what they did. */
function momentWords(
  t: ReturnType<typeof useTranslation<'pages'>>['t'],
  moments: readonly Moment[],
  at: number,
  names: readonly [string, string],
): string {
  const moment = moments[at];
  const entry = moment?.entry ?? null;
  const move = entry && moment ? moveText(t, entry, moments[at - 1]?.position ?? moment.position) : '';
  return `${t('replay.step', { step: at, total: moments.length - 1 })}: ${names[entry?.seat ?? 0]} – ${move}`;
}

function StepButton({
  icon,
  label,
  disabled,
  onClick,
}: {
  readonly icon: 'first' | 'previous' | 'next' | 'last';
  readonly label: string;
  readonly disabled: boolean;
  readonly onClick: () => void;
}) {
  return (
    <button type="button" className="button" aria-label={label} onClick={onClick} disabled={disabled}>
      <StepIcon name={icon} />
    </button>
  );
}
