/**
 * The felt with the three areas (the other player's, the middle, the bottom seat's), inside the drag-and-drop
 * area once its chunk has loaded (use-drag-kit.ts): until then the cards are tapped, clicked or played by keys.
 */
import type { Card, PlayerIndex } from '@katz/engine';
import type { ReactNode } from 'react';
import { PlayingCard } from '../../cards/PlayingCard.js';
import { DragKitContext, type DragKit } from '../drag/drag-kit-context.js';
import type { DragWords } from '../drag/drag-kit.js';
// The felt's sheet before the areas' own: theirs refine its `.area` at the same specificity, so it comes first.
import './TableFelt.css';
import { MiddleArea } from './MiddleArea.js';
import { OpponentArea } from './OpponentArea.js';
import { OwnArea } from './OwnArea.js';
import type { TableModel } from '../control/table-model.js';

export interface TableFeltProps {
  readonly model: TableModel;
  readonly dragKit: DragKit | null;
  /** The card being dragged, drawn under the pointer. */
  readonly dragged: Card | null;
  readonly words: DragWords;
  readonly onDragStart: (sourceId: string) => void;
  readonly onDragEnd: (targetId: string | null) => void;
  readonly onDragCancel: () => void;
  /** Drawn over the felt (PhraseBubbles.tsx: the phrases two people say), positioned against it. */
  readonly over?: ReactNode;
}

export function TableFelt({
  model,
  dragKit,
  dragged,
  words,
  onDragStart,
  onDragEnd,
  onDragCancel,
  over,
}: TableFeltProps) {
  const bottom: PlayerIndex = model.bottom;
  const felt = (
    <div className="table-felt">
      <OpponentArea model={model} seat={bottom === 0 ? 1 : 0} />
      <MiddleArea model={model} />
      <OwnArea model={model} seat={bottom} />
      {over}
    </div>
  );
  return (
    <DragKitContext value={dragKit}>
      {dragKit === null ? (
        felt
      ) : (
        <dragKit.DragArea
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={onDragCancel}
          words={words}
          overlay={
            dragged === null ? null : (
              <span className="drag-card">
                <PlayingCard card={dragged} />
              </span>
            )
          }
        >
          {felt}
        </dragKit.DragArea>
      )}
    </DragKitContext>
  );
}
