/**
 * The replay of a finished game, `/replay/{id}`: every card showing, stepped one move at a time, jumped to any
 * moment, or played by itself; seen from either seat, with every card or with what one seat knew then. With the
 * result, the game's review one click away (its marks in the list of moves once it is made), the game record to
 * download and the fairness check. From the review, `?at=N&better=D` opens the moment before the record's action
 * N with decision D's better turn ready to be played on the board.
 */
import { REVIEW_SETTINGS } from '@katz/bots/review';
import { positionAfter, recordPositions, type Action, type PlayerIndex, type Position } from '@katz/engine';
import { ENDPOINTS, type ReplayView } from '@katz/protocol';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import { useCall } from '../../connection/use-call.js';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { Gone } from '../shared/Gone.js';
import { seatName } from '../../game/seat-name.js';
import { computerName } from '../shared/computer-name.js';
import { BetterTurnPanel } from '../review/BetterTurnPanel.js';
import { keptReview } from '../review/review-cache.js';
import { marksByAction } from '../review/review-figures.js';
import { FairnessPanel } from './FairnessPanel.js';
import { moveText } from '../record/move-text.js';
import { MovesList } from './MovesList.js';
import { ReplayBoard } from './ReplayBoard.js';
import { momentsOf } from '../record/replay-steps.js';
import { StepIcon } from './StepIcon.js';
import { durationText } from '../../i18n/time-words.js';
import { useAutoplay } from './use-autoplay.js';
import '../shared/pages.css';
import './replay.css';

const SPEEDS = [2000, 1000, 500] as const;

export function ReplayPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('replay.title'));
  const id = useParams().id ?? '';
  const { call, reload } = useCall(ENDPOINTS.getReplay, { params: { id } }, id);

  if (call.state === 'loading') return <p className="app-loading">{t('replay.loading')}</p>;
  if (call.state === 'failed') {
    if (call.error.code === 'game-running') {
      return (
        <Gone title={t('replay.title')} lead={t('replay.running')}>
          <p>
            <Link className="button" to={`/game/${id}`}>
              {t('replay.watchRunning')}
            </Link>
          </p>
        </Gone>
      );
    }
    if (call.error.status === 404 || call.error.code === 'invalid-input') {
      return <Gone title={t('game.notFoundTitle')} lead={t('replay.notFound')} />;
    }
    return (
      <div className="page">
        <ErrorNotice error={call.error} retry={reload} />
      </div>
    );
  }
  return <Replay replay={call.value} />;
}

function Replay({ replay }: { readonly replay: ReplayView }) {
  const { t } = useTranslation('pages');
  const player = useKnownPlayer();
  const moments = useMemo(() => momentsOf(replay), [replay]);
  const last = moments.length - 1;
  const [search] = useSearchParams();
  const review = useMemo(() => keptReview(replay.id, REVIEW_SETTINGS), [replay.id]);
  const marks = useMemo(() => marksByAction(review?.decisions ?? []), [review]);
  const better = review?.decisions[Number(search.get('better') ?? -1)] ?? null;
  const [at, setAt] = useState(() => Math.max(0, Math.min(last, Number(search.get('at') ?? 0) || 0)));
  const [betterSteps, setBetterSteps] = useState<number | null>(null);
  const [knownBy, setKnownBy] = useState<PlayerIndex | null>(null);
  const [playing, setPlaying] = useState(false);
  const [delayMs, setDelayMs] = useState<number>(SPEEDS[1]);
  const mine = replay.seats.findIndex((seat) => seat.kind === 'person' && seat.id === player?.id);
  const [bottom, setBottom] = useState<PlayerIndex | null>(null);
  const shownSeat: PlayerIndex = bottom ?? (mine === 1 ? 1 : 0);
  const moment = moments[at] ?? moments[0];
  const go = useCallback(
    (index: number) => {
      setBetterSteps(null);
      setAt(Math.max(0, Math.min(last, index)));
    },
    [last],
  );
  const step = useCallback(() => {
    setAt((index) => Math.min(last, index + 1));
  }, [last]);
  const stop = useCallback(() => {
    setPlaying(false);
  }, []);
  useAutoplay({ playing, atEnd: at >= last, delayMs, step, stop });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, select, textarea')) return;
      if (event.key === 'ArrowRight') go(at + 1);
      else if (event.key === 'ArrowLeft') go(at - 1);
      else if (event.key === 'Home') go(0);
      else if (event.key === 'End') go(last);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [at, last, go]);

  if (!moment) return null;
  const names = replay.seats.map((seat) => seatName(seat, computerName(t)));
  const betterBefore = better === null ? null : (moments[better.firstAction]?.position ?? null);
  const shownPosition =
    better !== null && betterBefore !== null && betterSteps !== null
      ? playedOn(betterBefore, better.best.slice(0, betterSteps))
      : moment.position;
  const result = replay.result;
  const winner = result?.winner ?? null;

  return (
    <div className="page replay">
      <h1>
        {t('replay.title')}: {t('game.vs', { first: names[0], second: names[1] })}
      </h1>
      {result ? (
        <p className="replay-result">
          {winner === null
            ? t('replay.drawBy', { reason: t('replay.drawReason') })
            : t('replay.wonBy', { name: names[winner], reason: t(`replay.reasons.${result.reason}`) })}
        </p>
      ) : null}
      {/* A better turn opened from the review stands beside the board on a wide screen, above it on a narrow one. */}
      <div className={`replay-layout${search.has('better') ? ' replay-layout-better' : ''}`}>
        {better !== null && betterBefore !== null ? (
          <BetterTurnPanel
            decision={better}
            name={names[better.seat] ?? ''}
            before={betterBefore}
            steps={betterSteps}
            setSteps={(steps) => {
              setBetterSteps(steps);
              if (steps !== null) setAt(better.firstAction);
            }}
          />
        ) : search.has('better') ? (
          <p className="panel replay-better">
            <Link to={`/replay/${replay.id}/review`}>{t('replay.betterMissing')}</Link>
          </p>
        ) : null}
        <div className="replay-main">
          <ReplayBoard
            position={shownPosition}
            seats={replay.seats}
            bottom={shownSeat}
            knownBy={knownBy}
            last={
              betterSteps !== null && better !== null && betterSteps > 0
                ? lastBetterMove(better.best, betterSteps, better.seat)
                : moment.entry?.action
                  ? { action: moment.entry.action, seat: moment.entry.seat }
                  : null
            }
          />
          <div className="panel replay-bar">
            <p className="replay-step" aria-live="polite">
              {at === 0
                ? t('replay.deal')
                : `${t('replay.step', { step: at, total: last })}: ${names[moment.entry?.seat ?? 0]} – ${
                    moment.entry
                      ? moveText(t, moment.entry, moments[at - 1]?.position ?? moment.position)
                      : ''
                  }`}
            </p>
            <div className="row replay-buttons">
              <button
                type="button"
                className="button"
                aria-label={t('replay.first')}
                onClick={() => {
                  go(0);
                }}
                disabled={at === 0}
              >
                <StepIcon name="first" />
              </button>
              <button
                type="button"
                className="button"
                aria-label={t('replay.previous')}
                onClick={() => {
                  go(at - 1);
                }}
                disabled={at === 0}
              >
                <StepIcon name="previous" />
              </button>
              <button
                type="button"
                className="button replay-play"
                onClick={() => {
                  if (at >= last) setAt(0);
                  setPlaying(!playing);
                }}
              >
                {playing ? <StepIcon name="pause" /> : <StepIcon name="play" />}
                <span className="visually-hidden-narrow">
                  {playing ? t('replay.pause') : t('replay.play')}
                </span>
              </button>
              <button
                type="button"
                className="button"
                aria-label={t('replay.next')}
                onClick={() => {
                  go(at + 1);
                }}
                disabled={at >= last}
              >
                <StepIcon name="next" />
              </button>
              <button
                type="button"
                className="button"
                aria-label={t('replay.last')}
                onClick={() => {
                  go(last);
                }}
                disabled={at >= last}
              >
                <StepIcon name="last" />
              </button>
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
          <div className="panel row replay-options">
            <label className="field" htmlFor="replay-speed">
              {t('replay.speed')}
              <select
                id="replay-speed"
                value={delayMs}
                onChange={(event) => {
                  setDelayMs(Number(event.target.value));
                }}
              >
                {SPEEDS.map((speed) => (
                  <option key={speed} value={speed}>
                    {durationText(speed / 1000)}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className="replay-seat">
              <legend>{t('replay.seat')}</legend>
              {([0, 1] as const).map((seat) => (
                <label key={seat} className="check">
                  <input
                    type="radio"
                    name="replay-seat"
                    checked={shownSeat === seat}
                    onChange={() => {
                      setBottom(seat);
                    }}
                  />
                  <span>{names[seat]}</span>
                </label>
              ))}
            </fieldset>
            <fieldset className="replay-seat">
              <legend>{t('replay.shown')}</legend>
              {([null, 0, 1] as const).map((seat) => (
                <label key={String(seat)} className="check">
                  <input
                    type="radio"
                    name="replay-known"
                    checked={knownBy === seat}
                    onChange={() => {
                      setKnownBy(seat);
                    }}
                  />
                  <span>
                    {seat === null ? t('replay.allCards') : t('replay.knew', { name: names[seat] })}
                  </span>
                </label>
              ))}
            </fieldset>
          </div>
        </div>
        <aside className="replay-side-panel">
          <p>
            <Link
              className="button button-primary"
              to={`/replay/${replay.id}/review`}
              data-testid="review-link"
            >
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
      </div>
    </div>
  );
}

/** The position after `actions` from `start`; an action the engine refuses (none should be) stops there. */
function playedOn(start: Position, actions: readonly Action[]): Position {
  const walked = recordPositions({ position: start, actions });
  const walk = walked.ok ? walked.value : walked.error.walked;
  return positionAfter(walk, actions.length);
}

/** The better turn's move last put on the board, to mark where it went. */
function lastBetterMove(
  best: readonly Action[],
  steps: number,
  seat: PlayerIndex,
): { action: Action; seat: PlayerIndex } | null {
  const action = best[steps - 1];
  return action === undefined ? null : { action, seat };
}
