/**
 * Keeps an open or running tournament's page up to date. With a session, the live connection watches it
 * (`watchTournament`) and the page reads it again as soon as the server says it changed: a game's end, a pairing,
 * a join or a pause, at most once a second. Without one (a visitor who never played here), or while the
 * connection is down, the page asks every few seconds instead.
 */
import { useEffect } from 'react';
import { live } from '../../connection/browser-connection.js';

/** How often the page asks when no live connection tells it of changes. */
const REFRESH_MS = 4_000;

export function useTournamentNews(
  tournamentId: string,
  options: { readonly active: boolean; readonly hasSession: boolean; readonly reload: () => void },
): void {
  const { active, hasSession, reload } = options;
  useEffect(() => {
    if (!active) return;
    const stops: (() => void)[] = [];
    if (hasSession) {
      const watch = () => live.send({ type: 'watchTournament', tournamentId });
      stops.push(
        live.listen((message) => {
          if (message.type === 'tournament' && message.tournamentId === tournamentId) reload();
        }),
        live.onOpen(watch),
        live.hold(),
        () => live.send({ type: 'unwatchTournament', tournamentId }),
      );
      watch();
    }
    const timer = setInterval(() => {
      if (!hasSession || !live.connected) reload();
    }, REFRESH_MS);
    return () => {
      clearInterval(timer);
      for (const stop of stops.reverse()) stop();
    };
  }, [tournamentId, active, hasSession, reload]);
}
