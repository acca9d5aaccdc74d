/**
 * The keyboard's place on the table: each region's Tab stop (keyboard.ts), the arrow keys, and the focus kept on
 * the table after every action. A card picked up by keyboard hands the focus to the first pile it may go to; a
 * card put down hands it back to the region it came from; and when the focused item leaves the page (a card
 * played from the hand, the Confirm button once the plays are sent) its region's Tab stop takes the focus,
 * instead of the page's start ("Skip to the content").
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import {
  FIRST_STOPS,
  focusRegion,
  handCardForKey,
  moveFocus,
  type Region,
  type TabStops,
} from './keyboard.js';

export interface TableFocus {
  readonly stops: TabStops;
  readonly onFocusItem: (region: Region, navId: string) => void;
  /** After the next render: the first pile the held card may go to, or a region's Tab stop. */
  readonly focusNext: (where: 'legal' | Region) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

const ARROWS: ReadonlySet<string> = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

export function useTableFocus(root: RefObject<HTMLElement | null>, drawn: boolean): TableFocus {
  const [stops, setStops] = useState<TabStops>(FIRST_STOPS);
  const pending = useRef<'legal' | Region | null>(null);
  /** The region that had the focus last, while the focus is on the table. */
  const had = useRef<Region | null>(null);

  const onFocusItem = useCallback((region: Region, navId: string) => {
    had.current = region;
    setStops((current) => (current[region] === navId ? current : { ...current, [region]: navId }));
  }, []);

  // A game that opens takes the focus when nothing else has it (after "Play now" the button that had it is gone,
  // and the focus fell to the page's body, where the first digit did nothing): the table itself, so that a digit
  // picks a card up, an arrow goes into the hand and Tab into the regions, with no card looking picked.
  useEffect(() => {
    const element = root.current;
    if (element === null) return;
    const free = document.activeElement === null || document.activeElement === document.body;
    if (free) element.focus({ preventScroll: true });
  }, [root, drawn]);

  useEffect(() => {
    const element = root.current;
    if (element === null) return undefined;
    const onFocusOut = (event: FocusEvent) => {
      const to = event.relatedTarget;
      // Moved elsewhere on the page by the player: the table lets it go.
      if (to instanceof Node && !element.contains(to)) had.current = null;
    };
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [root, drawn]);

  // After every render: the focus asked for, or the focus given back when its item left the page.
  useLayoutEffect(() => {
    const element = root.current;
    if (element === null) return;
    const want = pending.current;
    pending.current = null;
    if (want === 'legal') {
      const first = element.querySelector<HTMLElement>('[data-region][data-legal="true"]');
      if (first !== null) {
        first.focus();
        return;
      }
    } else if (want !== null) {
      focusRegion(element, want);
      return;
    }
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && had.current !== null) focusRegion(element, had.current);
  });

  const focusNext = useCallback((where: 'legal' | Region) => {
    pending.current = where;
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const target = event.target;
      if (root.current === null || !(target instanceof HTMLElement)) return;
      // A digit picks up the hand's card of that number, wherever the focus is on the table.
      const card =
        event.altKey || event.ctrlKey || event.metaKey ? null : handCardForKey(root.current, event.key);
      if (card !== null && target.closest('input, select, textarea') === null) {
        event.preventDefault();
        card.focus();
        card.click();
        return;
      }
      // On the table itself (as it opened), an arrow goes into the hand.
      if (target === root.current && ARROWS.has(event.key)) {
        event.preventDefault();
        focusRegion(root.current, 'hand');
        return;
      }
      if (target.dataset.region === undefined) return;
      if (moveFocus(root.current, event.key, target)) event.preventDefault();
    },
    [root],
  );

  return useMemo(
    () => ({ stops, onFocusItem, focusNext, onKeyDown }),
    [stops, onFocusItem, focusNext, onKeyDown],
  );
}
