/** Whether the first screen is drawn and the browser idle (after-first-screen.ts): for what can wait until then. */
import { useEffect, useState } from 'react';
import { afterFirstScreen } from './after-first-screen.js';

export function useAfterFirstScreen(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    afterFirstScreen(() => {
      setDrawn(true);
    });
  }, []);
  return drawn;
}
