/**
 * The table's body, laid out by the screen's width (use-wide-table.ts): on a wide screen the felt has the column
 * of the last turn and the moves beside it (TableSide.tsx), on a narrow one the last turn's line above it
 * (LastTurnLine.tsx).
 */
import type { ReactNode } from 'react';
import type { TurnsShownProps } from './LastTurn.js';
import { LastTurnLine } from './LastTurnLine.js';
import { TableSide } from './TableSide.js';
import { useWideTable } from './use-wide-table.js';

export function TableBody({
  children,
  ...shown
}: TurnsShownProps & {
  /** The felt, with what shows over it. */
  readonly children: ReactNode;
}) {
  const wide = useWideTable();
  return (
    <div className="table-body">
      <div className="table-main">
        {wide ? null : <LastTurnLine {...shown} />}
        <div className="felt-wrap">{children}</div>
      </div>
      {wide ? <TableSide {...shown} /> : null}
    </div>
  );
}
