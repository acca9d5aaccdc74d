/**
 * Whether the screen is wide enough for the column beside the felt (the last turn and the move list); a
 * narrower one shows the last turn in a line above the felt and the move list in a dialog. The same width as
 * the `.table-body` rule in GameTable.css (app/breakpoints.ts).
 */
import { useSyncExternalStore } from 'react';
import { TABLE_SIDE_QUERY } from '../../app/breakpoints.js';

function subscribe(changed: () => void): () => void {
  const query = window.matchMedia(TABLE_SIDE_QUERY);
  query.addEventListener('change', changed);
  return () => {
    query.removeEventListener('change', changed);
  };
}

export function useWideTable(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(TABLE_SIDE_QUERY).matches);
}
