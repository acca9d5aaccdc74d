/**
 * The game table. It draws what its controller (`control/table-controller.ts`, through `control/use-table.ts`)
 * says: the game a `GameSource` gives, as the controller plays its changes out, the card held, the piles it may
 * go to, the plays held or sent, and hands the player's drags, taps and keys to the controller's handlers. It
 * does not know whether the game is local or on the server; a page that has phrases for it (a game between two
 * people on the server) hands it their talk (control/phrase-talk.ts).
 */
import type { Action } from '@katz/engine';
import { useTranslation } from 'react-i18next';
import type { GameSource } from '../game/game-source.js';
import { dragWords } from './drag/drag-words.js';
import { SeatClock } from './parts/Clock.js';
import { GameOverPanel } from './parts/GameOverPanel.js';
import { PileShow } from './parts/PileShow.js';
import { cardOfSource } from './control/play-intent.js';
import { tableModelOf } from './control/table-model-of.js';
import { TableFelt } from './parts/TableFelt.js';
import { TurnBar } from './parts/TurnBar.js';
import { useDragKit } from './drag/use-drag-kit.js';
import { useTable } from './control/use-table.js';
import type { PhraseTalk } from './control/phrase-talk.js';
import { PhraseBubbles } from './parts/PhraseBubbles.js';
import { PhrasePicker } from './parts/PhrasePicker.js';
import { useTurnLog } from './turns/use-turn-log.js';
import { useFeltWidth } from './parts/use-felt-width.js';
import { TableBody } from './parts/TableBody.js';
import { TableMessage } from './parts/TableMessage.js';
import { tableStateAttributes } from './table-state-attributes.js';
import './GameTable.css';

export interface GameTableProps {
  readonly source: GameSource;
  readonly onRematch?: () => void;
  readonly replayHref?: string;
  /** A good play for the viewer's view, for guided games. */
  readonly suggest?: (source: GameSource) => Promise<Action | null>;
  /** The end of the vacation that holds the clock of the player to move (a correspondence game), else null. */
  readonly pausedUntil?: string | null;
  /** Whether the player may resign: not where a table shows one decision of a finished game again. */
  readonly resignable?: boolean;
  /** The phrases the two players say to each other: a picker in the turn bar, bubbles on the felt. */
  readonly talk?: PhraseTalk | null;
}

export function GameTable({
  source,
  onRematch,
  replayHref,
  suggest,
  pausedUntil = null,
  resignable = true,
  talk = null,
}: GameTableProps) {
  const { t } = useTranslation('table');
  const table = useTable(source, t, { suggest });
  const { root, game, view, seat, names, held, canPlay, controller } = table;
  const { message, dragging, sending } = table.state;
  const log = useTurnLog(source, game);
  const dragKit = useDragKit(root, game !== undefined && !table.moving);
  useFeltWidth(root, game !== undefined);

  if (game === undefined || view === undefined) return <p className="table-loading">…</p>;
  const timed = source.kind === 'server';
  const model = tableModelOf(table, { t, game, view, log, timed, pausedUntil });
  // The talk is there for a seated player only (pages/game/use-phrase-talk.ts): the other seat reads it.
  const other = names[seat === 0 ? 1 : 0];
  return (
    <div
      className={`game-table${table.holding ? ' is-holding' : ''}`}
      ref={root}
      role="region"
      aria-label={t('tableLabel')}
      // Focusable by the page only: it takes the focus when a game opens (control/table-focus.ts).
      tabIndex={-1}
      {...tableStateAttributes({ canPlay, game, moving: table.moving, dragReady: dragKit !== null })}
      onKeyDown={controller.onKeyDown}
    >
      <TurnBar
        t={t}
        game={game}
        names={names}
        toMove={view.toMove}
        heldCount={held.length}
        busy={sending > 0}
        onConfirm={controller.onConfirm}
        onTakeBack={controller.onTakeBack}
        onResign={resignable ? () => void source.resign() : undefined}
        hintButton={suggest === undefined ? undefined : { onHint: controller.askHint }}
        phrases={talk === null ? null : <PhrasePicker t={t} talk={talk} other={other} />}
        clock={
          timed && seat !== null ? (
            <SeatClock game={game} seat={seat} name={names[seat]} t={t} pausedUntil={pausedUntil} />
          ) : null
        }
      />
      <TableBody t={t} log={log} viewer={seat} names={names}>
        <TableMessage message={message} />
        <TableFelt
          model={model}
          dragKit={dragKit}
          dragged={dragging === null ? null : cardOfSource(view, dragging)}
          words={dragWords(t, view)}
          onDragStart={controller.onDragStart}
          onDragEnd={controller.onDragEnd}
          onDragCancel={controller.onDragCancel}
          over={
            talk === null ? null : (
              <PhraseBubbles t={t} talk={talk} other={other} over={game.state === 'over'} />
            )
          }
        />
      </TableBody>
      {table.pileShown === null ? null : (
        <PileShow t={t} view={view} names={names} shown={table.pileShown} root={root} />
      )}
      {game.state === 'over' ? (
        <GameOverPanel t={t} game={game} names={names} onRematch={onRematch} replayHref={replayHref} />
      ) : null}
      <p className="visually-hidden" aria-live="polite" data-testid="announcer">
        {table.announced}
      </p>
    </div>
  );
}
