/** Steps forward on a timer while playing; stops by itself at the last moment. */
import { useEffect } from 'react';

export function useAutoplay(options: {
  readonly playing: boolean;
  readonly atEnd: boolean;
  readonly delayMs: number;
  readonly step: () => void;
  readonly stop: () => void;
}): void {
  const { playing, atEnd, delayMs, step, stop } = options;
  useEffect(() => {
    if (!playing) return;
    if (atEnd) {
      stop();
      return;
    }
    const timer = setTimeout(step, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [playing, atEnd, delayMs, step, stop]);
}
