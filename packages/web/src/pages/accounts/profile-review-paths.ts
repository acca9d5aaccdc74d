/** Where a profile's reviewed games lead: a game's review, and a decision of it to play again (the learning page). */
export const reviewPath = (gameId: string) => `/replay/${gameId}/review`;
export const tryAgainPath = (gameId: string, index: number) =>
  `/replay/${gameId}/learn?decision=${String(index)}`;
