/**
 * A player who is gone (docs/tournaments.md): one who lost a game on time without one move of theirs. A Swiss
 * withdraws whoever missed a whole round so; an arena pauses whoever lost their last game so. Neither should pair
 * someone who is not there: each game they were given would be a free win for one player and a wait for others.
 */

/**
 * SQL that holds when the player `player` (an expression) lost the game `game` (a table alias of games) on time
 * without having made one move in it.
 */
export const LOST_WITHOUT_A_MOVE = (game: string, player: string): string => `(
  ${game}.state = 'over' AND ${game}.result->>'reason' = 'timeout'
  AND seat_player(1 - (${game}.result->>'winner')::int, ${game}.player0, ${game}.player1) = ${player}
  AND NOT EXISTS (
    SELECT 1 FROM game_log l WHERE l.game_id = ${game}.id AND l.kind = 'action'
      AND seat_player(l.seat, ${game}.player0, ${game}.player1) = ${player}))`;
