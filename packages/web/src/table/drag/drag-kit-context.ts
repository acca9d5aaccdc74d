/** The drag-and-drop chunk once it has loaded (null before): table buttons become draggable through it. */
import { createContext, type ComponentType } from 'react';
import type { DragAreaProps } from './drag-kit.js';
import type { TableButtonProps } from './TableButtonView.js';

export interface DragKit {
  readonly DragArea: ComponentType<DragAreaProps>;
  readonly DraggableTableButton: ComponentType<TableButtonProps>;
}

export const DragKitContext = createContext<DragKit | null>(null);
