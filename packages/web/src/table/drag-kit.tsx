/**
 * The table's drag and drop, in its own chunk (loaded by use-drag-kit.ts): the area that follows the pointer
 * and the buttons that can be dragged and dropped onto.
 */
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { TableButtonView, type TableButtonProps } from './TableButtonView.js';

export interface DragAreaProps {
  /** The source id (`hand:3`, `stock`, `discard:1`) of the card picked up. */
  readonly onDragStart: (sourceId: string) => void;
  /** The target id (`building:2`, `discard:1`) it was dropped on, or null when dropped elsewhere. */
  readonly onDragEnd: (targetId: string | null) => void;
  readonly onDragCancel: () => void;
  /** What follows the pointer while a card is dragged. */
  readonly overlay: ReactNode;
  readonly children: ReactNode;
}

export function DragArea({ onDragStart, onDragEnd, onDragCancel, overlay, children }: DragAreaProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  return (
    <DndContext
      sensors={sensors}
      onDragStart={(event: DragStartEvent) => {
        onDragStart(String(event.active.id).replace(/^source:/, ''));
      }}
      onDragEnd={(event: DragEndEvent) => {
        onDragEnd(event.over === null ? null : String(event.over.id).replace(/^target:/, ''));
      }}
      onDragCancel={onDragCancel}
    >
      {children}
      <DragOverlay dropAnimation={null}>{overlay}</DragOverlay>
    </DndContext>
  );
}

export function DraggableTableButton(props: TableButtonProps) {
  const { sourceId, targetId } = props;
  const drag = useDraggable({ id: `source:${sourceId ?? ''}`, disabled: sourceId === undefined });
  const drop = useDroppable({ id: `target:${targetId ?? ''}`, disabled: targetId === undefined });
  return (
    <TableButtonView
      {...props}
      drag={{
        setNodeRef: (element) => {
          drag.setNodeRef(element);
          drop.setNodeRef(element);
        },
        listeners: drag.listeners,
        attributes: drag.attributes,
        isDragging: drag.isDragging,
        isOver: drop.isOver,
      }}
    />
  );
}
