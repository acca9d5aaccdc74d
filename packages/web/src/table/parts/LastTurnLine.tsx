/**
 * Above the felt on a narrow screen, where the column beside it (TableSide.tsx) has no room: the other player's
 * last turn in a line, with the button that opens the game's moves so far.
 */
import { LastTurn, type TurnsShownProps } from './LastTurn.js';
import { MoveListButton } from './MoveList.js';

export function LastTurnLine({ t, log, viewer, names }: TurnsShownProps) {
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
