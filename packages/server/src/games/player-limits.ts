/**
 * How much one player may have open at once: challenges waiting for a taker (in the lobby or behind a link),
 * games against the computer, whose turns cost the server's cores, and live connections, each of which the
 * server keeps in memory with the games it follows. Without them one session (or one address, through many
 * guests) could fill the lobby, which shows the oldest challenges first, start a computer search per request, or hold thousands of sockets open. The
 * challenges and games are counted with the new one under the player's lock (identity/player-lock.ts), the
 * connections by each process as their handshakes arrive (live/connection-slots.ts).
 */
export interface PlayerLimits {
  /** Open challenges per player, both kinds (`OPEN_CHALLENGES_PER_PLAYER`). */
  readonly openChallenges: number;
  /**
   * Open lobby challenges made from one address, whoever made them (`LOBBY_CHALLENGES_PER_ADDRESS`): one address
   * may start many guests, each with places of their own.
   */
  readonly lobbyChallengesPerAddress: number;
  /** Running games against the computer per player (`COMPUTER_GAMES_PER_PLAYER`). */
  readonly computerGames: number;
  /** Tournaments one player has created that are open or running (`TOURNAMENTS_PER_CREATOR`). */
  readonly tournaments: number;
  /** Live WebSocket connections per player on one server process (`LIVE_CONNECTIONS_PER_PLAYER`). */
  readonly liveConnections: number;
  /** Games one live connection may follow at once (`GAMES_WATCHED_PER_CONNECTION`). */
  readonly gamesWatched: number;
}
