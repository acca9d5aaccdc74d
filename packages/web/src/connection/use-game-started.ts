/**
 * Waits for someone to accept this player's challenge: the live socket's `gameStarted` says so at once, and
 * after each new connection the challenge is looked at once more, in case the acceptance came while it was down.
 */
import { ENDPOINTS } from '@katz/protocol';
import { useEffect, useRef } from 'react';
import { api, live } from './browser-connection.js';

export function useGameStarted(challengeId: string | null, onStarted: (gameId: string) => void): void {
  const callback = useRef(onStarted);
  callback.current = onStarted;
  useEffect(() => {
    if (challengeId === null) return;
    let done = false;
    const started = (gameId: string) => {
      if (done) return;
      done = true;
      callback.current(gameId);
    };
    const look = () => {
      void api.call(ENDPOINTS.getChallenge, { params: { id: challengeId } }).then((result) => {
        if (result.ok && result.value.gameId !== null) started(result.value.gameId);
      });
    };
    const stops = [
      live.listen((message) => {
        if (message.type === 'gameStarted') look();
      }),
      live.onOpen(look),
      live.hold(),
    ];
    if (live.connected) look();
    return () => {
      done = true;
      for (const stop of stops) stop();
    };
  }, [challengeId]);
}
