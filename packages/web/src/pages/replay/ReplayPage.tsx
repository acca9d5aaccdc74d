/**
 * The replay of a finished game, `/replay/{id}`: every card showing, stepped one move at a time, jumped to any
 * moment, or played by itself; seen from either seat, with every card or with what one seat knew then. With the
 * result, the game's review one click away (its marks in the list of moves once it is made), the game record to
 * download and the fairness check. From the review, `?at=N&better=D` opens the moment before the record's action
 * N with decision D's better turn ready to be played on the board.
 */
import type { PlayerIndex } from '@katz/engine';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FinishedGameFrame, type FinishedGame } from '../finished/FinishedGameFrame.js';
import { BetterTurnSlot } from './BetterTurnSlot.js';
import { boardShown } from './better-turn-board.js';
import { ReplayBoard } from './ReplayBoard.js';
import { ReplayHeading } from './ReplayHeading.js';
import { ReplayOptions } from './ReplayOptions.js';
import { ReplaySide } from './ReplaySide.js';
import { StepBar } from './StepBar.js';
import { useCachedReview } from './use-cached-review.js';
import { useReplaySteps } from './use-replay-steps.js';
import '../shared/pages.css';
import './replay.css';

export function ReplayPage() {
  const { t } = useTranslation('pages');
  return (
    <FinishedGameFrame title={t('replay.title')} runningLead={t('replay.running')} watchRunning>
      {(game) => <Replay game={game} />}
    </FinishedGameFrame>
  );
}

function Replay({ game }: { readonly game: FinishedGame }) {
  const { replay, moments, names, mine } = game;
  const [search] = useSearchParams();
  const { marks, better } = useCachedReview(replay.id, moments, search.get('better'));
  // How far a better turn from the review is played on the board; null: the board shows the moment stepped to.
  const [betterSteps, setBetterSteps] = useState<number | null>(null);
  const leaveBetter = useCallback(() => {
    setBetterSteps(null);
  }, []);
  const steps = useReplaySteps({
    last: moments.length - 1,
    first: Number(search.get('at') ?? 0) || 0,
    onJump: leaveBetter,
  });
  const [knownBy, setKnownBy] = useState<PlayerIndex | null>(null);
  const [bottom, setBottom] = useState<PlayerIndex | null>(null);
  // The viewer's own seat at the bottom until they choose; a viewer who did not play sees the first seat there.
  const shownSeat: PlayerIndex = bottom ?? (mine === 1 ? 1 : 0);
  const moment = moments[steps.at] ?? moments[0];
  if (!moment) return null;
  const board = boardShown(moment, better, betterSteps);

  return (
    <div className="page replay">
      <ReplayHeading result={replay.result} names={names} versus={game.versus} />
      {/* A better turn opened from the review stands beside the board on a wide screen, above it on a narrow one. */}
      <div className={`replay-layout${search.has('better') ? ' replay-layout-better' : ''}`}>
        <BetterTurnSlot
          gameId={replay.id}
          asked={search.has('better')}
          better={better}
          names={names}
          steps={betterSteps}
          setSteps={(count) => {
            setBetterSteps(count);
            if (count !== null && better !== null) steps.show(better.decision.firstAction);
          }}
        />
        <div className="replay-main">
          <ReplayBoard
            position={board.position}
            seats={replay.seats}
            bottom={shownSeat}
            knownBy={knownBy}
            last={board.last}
          />
          <StepBar moments={moments} names={names} steps={steps} />
          <ReplayOptions
            names={names}
            delayMs={steps.delayMs}
            setDelayMs={steps.setDelayMs}
            bottom={shownSeat}
            setBottom={setBottom}
            knownBy={knownBy}
            setKnownBy={setKnownBy}
          />
        </div>
        <ReplaySide replay={replay} moments={moments} at={steps.at} go={steps.go} marks={marks} />
      </div>
    </div>
  );
}
