/** The two seats as the table names them: "You" for the viewer's, else the person or the computer sitting there. */
import type { PlayerIndex } from '@katz/engine';
import type { GameView } from '@katz/protocol';
import { seatName } from '../../game/seat-name.js';
import { computerName, type TableT } from './table-words.js';

export function seatNames(game: GameView | undefined, t: TableT): readonly [string, string] {
  if (game === undefined) return ['', ''];
  const name = (seat: PlayerIndex) =>
    seat === game.seat ? t('you') : seatName(game.seats[seat], computerName(t));
  return [name(0), name(1)];
}
