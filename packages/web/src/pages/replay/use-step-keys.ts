/** The replay's keys: the arrows step back and forth, Home and End go to the deal and the last moment. */
import { useEffect } from 'react';

export function useStepKeys({
  at,
  last,
  go,
}: {
  readonly at: number;
  readonly last: number;
  readonly go: (index: number) => void;
}): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // A key in a form control is that control's: the slider and the speed have arrow keys of their own.
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
}
