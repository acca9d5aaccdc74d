/**
 * Waits for the answer to one challenge of the player's: the live connection tells of it at once (a direct
 * challenge's `challengeAnswered`, docs/social.md; any challenge's acceptance as the `gameStarted` of its game, when
 * the challenge is looked at again); after each new connection it is looked at once more, in case the answer came
 * while it was down.
 */
import { ENDPOINTS, type ChallengeView } from '@katz/protocol';
import { useEffect, useRef } from 'react';
import { api, live } from './browser-connection.js';

export type ChallengeAnswer = Exclude<ChallengeView['state'], 'open'>;

export function useChallengeAnswer(
  challengeId: string | null,
  onAnswer: (state: ChallengeAnswer, gameId: string | null) => void,
): void {
  const callback = useRef(onAnswer);
  callback.current = onAnswer;
  useEffect(() => {
    if (challengeId === null) return;
    let done = false;
    const answered = (state: ChallengeAnswer, gameId: string | null) => {
      if (done) return;
      done = true;
      callback.current(state, gameId);
    };
    const look = () => {
      void api.call(ENDPOINTS.getChallenge, { params: { id: challengeId } }).then((result) => {
        if (result.ok && result.value.state !== 'open') answered(result.value.state, result.value.gameId);
      });
    };
    const stops = [
      live.listen((message) => {
        if (message.type === 'challengeAnswered' && message.challengeId === challengeId) {
          answered(message.state, message.gameId);
        }
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
