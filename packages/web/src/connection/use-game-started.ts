/** Waits for someone to accept this player's challenge (use-challenge-answer.ts): its game, once it has one. */
import { useChallengeAnswer } from './use-challenge-answer.js';

export function useGameStarted(challengeId: string | null, onStarted: (gameId: string) => void): void {
  useChallengeAnswer(challengeId, (state, gameId) => {
    if (state === 'accepted' && gameId !== null) onStarted(gameId);
  });
}
