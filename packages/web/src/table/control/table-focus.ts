/**
 * The keyboard's place on the table, in the page: each region's Tab stop (keyboard.ts), the arrow keys, and the
 * focus kept on the table after every action. A card picked up by keyboard hands the focus to the first pile it
 * may go to; a card put down hands it back to the region it came from; and when the focused item leaves the page
 * (a card played from the hand, the Confirm button once the plays are sent) its region's Tab stop takes the
 * focus, instead of the page's start ("Skip to the content").
 *
 * What is asked for and which region had the focus are kept with the table's element (table-element.ts); these
 * functions do the work on it.
 */
import { focusRegion, handCardForKey, moveFocus, type Region } from './keyboard.js';

/** Where the focus goes after the next render: the first pile the held card may go to, or a region's Tab stop. */
export type FocusWanted = 'legal' | Region;

/** A key pressed on the table (React's keyboard event and the page's both are one). */
export type TableKey = Pick<
  KeyboardEvent,
  'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target' | 'preventDefault'
>;

const ARROWS: ReadonlySet<string> = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

const focusIsFree = (page: Document) => page.activeElement === null || page.activeElement === page.body;

/**
 * A game that opens takes the focus when nothing else has it (after "Play now" the button that had it is gone,
 * and the focus fell to the page's body, where the first digit did nothing): the table itself, so that a digit
 * picks a card up, an arrow goes into the hand and Tab into the regions, with no card looking picked.
 */
export function focusTableIfFree(root: HTMLElement): void {
  if (focusIsFree(root.ownerDocument)) root.focus({ preventScroll: true });
}

/** Calls `onLeft` when the focus moves elsewhere on the page, by the player: the table lets it go. */
export function listenForFocusLeaving(root: HTMLElement, onLeft: () => void): () => void {
  const onFocusOut = (event: FocusEvent) => {
    const to = event.relatedTarget;
    if (to instanceof Node && !root.contains(to)) onLeft();
  };
  root.addEventListener('focusout', onFocusOut);
  return () => {
    root.removeEventListener('focusout', onFocusOut);
  };
}

/** After a render: the focus asked for, or the focus given back to the region `had` when its item left the page. */
export function focusAfterRender(root: HTMLElement, want: FocusWanted | null, had: Region | null): void {
  if (want === 'legal') {
    const first = root.querySelector<HTMLElement>('[data-region][data-legal="true"]');
    if (first !== null) {
      first.focus();
      return;
    }
  } else if (want !== null) {
    focusRegion(root, want);
    return;
  }
  if (focusIsFree(root.ownerDocument) && had !== null) focusRegion(root, had);
}

/** A digit, an arrow, Home or End pressed on the table. */
export function keyOnTable(root: HTMLElement, event: TableKey): void {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return;
  // A digit picks up the hand's card of that number, wherever the focus is on the table.
  const card = event.altKey || event.ctrlKey || event.metaKey ? null : handCardForKey(root, event.key);
  if (card !== null && target.closest('input, select, textarea') === null) {
    event.preventDefault();
    card.focus();
    card.click();
    return;
  }
  // On the table itself (as it opened), an arrow goes into the hand.
  if (target === root && ARROWS.has(event.key)) {
    event.preventDefault();
    focusRegion(root, 'hand');
    return;
  }
  if (target.dataset.region === undefined) return;
  if (moveFocus(root, event.key, target)) event.preventDefault();
}
