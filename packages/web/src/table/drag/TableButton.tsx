/**
 * A table button, draggable once the drag-and-drop chunk has loaded; until then (the first moments after the
 * table appears) it is tapped, clicked or pressed with Enter like any button.
 */
import { useContext } from 'react';
import { NO_DRAG } from './drag-binding.js';
import { DragKitContext } from './drag-kit-context.js';
import { TableButtonView, type TableButtonProps } from './TableButtonView.js';

export function TableButton(props: TableButtonProps) {
  const kit = useContext(DragKitContext);
  if (kit === null) return <TableButtonView {...props} drag={NO_DRAG} />;
  return <kit.DraggableTableButton {...props} />;
}
