/**
 * The table's model for its parts (table-model.ts), made at each render from the controller's snapshot (through
 * `use-table.ts`) and the turn log: the seat at the bottom is the viewer's, or seat 0 for a spectator.
 */
import type { PositionView } from '@katz/engine';
import type { GameView } from '@katz/protocol';
import type { TurnLog } from '../turns/use-turn-log.js';
import { ratingText, type TableT } from '../words/table-words.js';
import type { TableModel } from './table-model.js';
import type { Table } from './use-table.js';

export function tableModelOf(
  table: Table,
  {
    t,
    game,
    view,
    log,
    timed,
    pausedUntil,
  }: {
    readonly t: TableT;
    /** The snapshot's game and view, once there. */
    readonly game: GameView;
    readonly view: PositionView;
    readonly log: TurnLog;
    /** Whether the game's turns are timed (a game on the server). */
    readonly timed: boolean;
    readonly pausedUntil: string | null;
  },
): TableModel {
  const { names, controller } = table;
  return {
    t,
    view,
    bottom: table.seat ?? 0,
    names,
    ratings: [ratingText(game.seats[0]), ratingText(game.seats[1])],
    canPlay: table.canPlay,
    selectedId: table.state.selectedId,
    legalTargets: table.legalTargets,
    hint: table.state.hint,
    timed: timed ? game : null,
    pausedUntil,
    marked: log.marked,
    markedBy: log.lastTurn === null ? '' : names[log.lastTurn.seat],
    stops: table.stops,
    onFocusItem: controller.onFocusItem,
    onSource: controller.onSource,
    onTarget: controller.onTarget,
  };
}
