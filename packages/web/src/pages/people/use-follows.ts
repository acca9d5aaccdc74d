/**
 * The players the session's registered player follows, with who is here now, asked again every 20 s while shown:
 * presence changes without news to the page (docs/social.md), and 20 s is well within the minute a presence
 * may lag by anyway.
 */
import { ENDPOINTS } from '@katz/protocol';
import { useEffect } from 'react';
import { useCall } from '../../connection/use-call.js';

const REFRESH_MS = 20_000;

export function useFollows(playerId: string | null) {
  const follows = useCall(ENDPOINTS.listFollows, {}, `follows ${playerId ?? ''}`, {
    skip: playerId === null,
  });
  const { reload } = follows;
  useEffect(() => {
    if (playerId === null) return undefined;
    const timer = setInterval(reload, REFRESH_MS);
    return () => {
      clearInterval(timer);
    };
  }, [playerId, reload]);
  return follows;
}
