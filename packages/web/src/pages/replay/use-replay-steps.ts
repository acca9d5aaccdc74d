/**
 * Where the replay stands and how it moves: a jump to any moment (kept between the deal and the last), one moment
 * at a time, or by itself at a chosen pace until the last. The arrow keys, Home and End jump too.
 */
import { useCallback, useState } from 'react';
import { FIRST_SPEED } from './replay-speeds.js';
import { useAutoplay } from './use-autoplay.js';
import { useStepKeys } from './use-step-keys.js';

export interface ReplaySteps {
  readonly at: number;
  /** Jumps to a moment, leaving what `onJump` says is left behind. */
  readonly go: (index: number) => void;
  /** Shows a moment without leaving anything: the better turn's panel puts its own moment on the board. */
  readonly show: (index: number) => void;
  readonly playing: boolean;
  /** Plays from the deal again once at the last moment, else from here; or pauses. */
  readonly togglePlay: () => void;
  readonly delayMs: number;
  readonly setDelayMs: (delayMs: number) => void;
}

export function useReplaySteps({
  last,
  first,
  onJump,
}: {
  /** The last moment's index. */
  readonly last: number;
  /** Where to start (from the address), kept within the moments. */
  readonly first: number;
  /** Called on each jump: it leaves a better turn played on the board. */
  readonly onJump: () => void;
}): ReplaySteps {
  const [at, setAt] = useState(() => Math.max(0, Math.min(last, first)));
  const [playing, setPlaying] = useState(false);
  const [delayMs, setDelayMs] = useState<number>(FIRST_SPEED);
  const go = useCallback(
    (index: number) => {
      onJump();
      setAt(Math.max(0, Math.min(last, index)));
    },
    [last, onJump],
  );
  const step = useCallback(() => {
    setAt((index) => Math.min(last, index + 1));
  }, [last]);
  const stop = useCallback(() => {
    setPlaying(false);
  }, []);
  useAutoplay({ playing, atEnd: at >= last, delayMs, step, stop });
  useStepKeys({ at, last, go });
  const togglePlay = () => {
    if (at >= last) setAt(0);
    setPlaying(!playing);
  };
  return { at, go, show: setAt, playing, togglePlay, delayMs, setDelayMs };
}
