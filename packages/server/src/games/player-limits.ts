/**
 * How much one player may have open at once: challenges waiting for a taker (in the lobby or behind a link),
 * and games against the computer, whose turns cost the server's cores. Without them one session could fill the
 * lobby, which shows the oldest challenges first, or start a computer search per request. Each is counted with
 * the new challenge or game under the player's lock (identity/player-lock.ts).
 */
export interface PlayerLimits {
  /** Open challenges per player, both kinds (`OPEN_CHALLENGES_PER_PLAYER`). */
  readonly openChallenges: number;
  /** Running games against the computer per player (`COMPUTER_GAMES_PER_PLAYER`). */
  readonly computerGames: number;
}
