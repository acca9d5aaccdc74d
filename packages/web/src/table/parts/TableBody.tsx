/**
 * The table's body, laid out by the screen's width (use-wide-table.ts): on a wide screen the felt has the column
 * of the last turn and the moves beside it (TableSide.tsx), on a narrow one the last turn's line above it
 * (LastTurnLine.tsx).
 */
import type { PlayerIndex } from '@katz/engine';
import type { ReactNode } from 'react';
import type { TurnLog } from '../turns/use-turn-log.js';
import type { TableT } from '../words/table-words.js';
import { LastTurnLine } from './LastTurnLine.js';
import { TableSide } from './TableSide.js';
import { useWideTable } from './use-wide-table.js';

export function TableBody({
  t,
  log,
  viewer,
  names,
  children,
}: {
  readonly t: TableT;
  readonly log: TurnLog;
  readonly viewer: PlayerIndex | null;
  readonly names: readonly [string, string];
  /** The felt, with what shows over it. */
  readonly children: ReactNode;
}) {
  const wide = useWideTable();
  return (
    <div className="table-body">
      <div className="table-main">
        {wide ? null : <LastTurnLine t={t} log={log} viewer={viewer} names={names} />}
        <div className="felt-wrap">{children}</div>
      </div>
      {wide ? <TableSide t={t} log={log} viewer={viewer} names={names} /> : null}
    </div>
  );
}
