/**
 * What a table button needs from the drag-and-drop library, so that the button can be drawn (and tapped) before
 * the library has loaded: the library is not needed for the first tap, so it arrives in its own chunk after the
 * table is shown (see use-drag-kit.ts).
 */
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';

export interface DragBinding {
  readonly setNodeRef: (element: HTMLElement | null) => void;
  readonly listeners: DraggableSyntheticListeners;
  readonly attributes: Partial<DraggableAttributes>;
  readonly isDragging: boolean;
  readonly isOver: boolean;
}

/** A button that cannot be dragged yet: it is tapped, clicked or pressed with Enter. */
export const NO_DRAG: DragBinding = {
  setNodeRef: () => undefined,
  listeners: undefined,
  attributes: {},
  isDragging: false,
  isOver: false,
};
