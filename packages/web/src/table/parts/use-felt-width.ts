/**
 * The felt's width in pixels, written on the table as `--felt-w`, so that GameTable.css sizes the cards to the felt
 * and not to the screen alone: on a wide screen the felt may share the screen with other columns (the guided
 * game's steps, the move list), and the player's row of ten cards must fit it, or a card is drawn off the felt,
 * under a column, where it cannot be dragged or tapped.
 *
 * Measured, not a container query: a query container is a containing block for its fixed-position descendants,
 * which would move the card drawn under the pointer during a drag (drag-kit.tsx).
 */
import { useLayoutEffect, type RefObject } from 'react';

export function useFeltWidth(root: RefObject<HTMLElement | null>, ready: boolean): void {
  useLayoutEffect(() => {
    const table = root.current;
    const felt = table?.querySelector<HTMLElement>('.felt-wrap');
    if (!ready || !table || !felt) return;
    // The felt's width comes from the page's columns, never from the cards, so writing it cannot feed back.
    const write = () => {
      table.style.setProperty('--felt-w', `${String(Math.floor(felt.clientWidth))}px`);
    };
    write();
    const observer = new ResizeObserver(write);
    observer.observe(felt);
    return () => {
      observer.disconnect();
      table.style.removeProperty('--felt-w');
    };
  }, [root, ready]);
}
