/**
 * Above the felt on a narrow screen, where the column beside it (TableSide.tsx) has no room: the other player's
 * last turn in a line, with the button that opens the game's moves so far.
 */
import type { PlayerIndex } from '@katz/engine';
import { LastTurn } from './LastTurn.js';
import { MoveListButton } from './MoveList.js';
import type { TableT } from '../words/table-words.js';
import type { TurnLog } from '../turns/use-turn-log.js';

export function LastTurnLine({
  t,
  log,
  viewer,
  names,
}: {
  readonly t: TableT;
  readonly log: TurnLog;
  readonly viewer: PlayerIndex | null;
  readonly names: readonly [string, string];
}) {
  return (
    <LastTurn
      t={t}
      turn={log.lastTurn}
      anyTurn={log.turns.length > 0}
      viewer={viewer}
      names={names}
      layout="line"
    >
      <MoveListButton t={t} turns={log.turns} names={names} />
    </LastTurn>
  );
}
