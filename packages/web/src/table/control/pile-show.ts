/**
 * Which discard pile is shown whole (PileShow.tsx): a long fan squeezes its older cards, and the rules show
 * every discard to both players, so each card stays one gesture away. A mouse shows a pile while it hovers over
 * it; a tap on a pile's older cards (above its top card) shows it until the next tap, and so does a tap
 * anywhere on the other player's piles; the keyboard has a key of its own for it, V, on the pile that has the
 * focus, and the pile stays shown while the focus is on it (even when its button is drawn anew). A tap on the
 * top card still picks it up, and while a card is held every tap on a pile plays onto it; Enter and Space
 * always pick the top card up, whatever the pile's length (a key's click has no pointer's place, so it is never
 * taken for a tap on the older cards).
 *
 * These are the table element's listeners; the pile shown is the table controller's state (table-controller.ts).
 */

export interface ShownPile {
  /** The pile's slot, `discard-{seat}-{pile}`. */
  readonly slot: string;
  /**
   * How it was opened: a hover closes when the pointer leaves, a key when the focus leaves the pile (or V
   * again), a tap stays until the next tap.
   */
  readonly by: 'hover' | 'tap' | 'key';
}

/** The pile shown as the controller keeps it. */
export interface PileShowState {
  readonly shown: () => ShownPile | null;
  readonly show: (pile: ShownPile | null) => void;
  /** Whether a card is held: then every tap on a pile plays onto it. */
  readonly holding: () => boolean;
}

const PILE = '.pile-discard';

function pileOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(PILE) : null;
}

/**
 * A fan whose older cards are squeezed (a step too small to read a card's corner) is worth showing whole; one
 * that shows every corner already is not.
 */
function worthShowing(pile: HTMLElement): boolean {
  const cards = Array.from(pile.querySelectorAll('.pile-fan .pile-card'), (card) =>
    card.getBoundingClientRect(),
  );
  return cards.some((card, index) => {
    const next = cards[index + 1];
    return next !== undefined && next.top - card.top < card.width * 0.28;
  });
}

/** Listens on the table `element` for the gestures that show a pile; returns the function that stops. */
export function listenForPileShow(element: HTMLElement, state: PileShowState): () => void {
  const show = (pile: HTMLElement, by: ShownPile['by']) => {
    const slot = pile.dataset.slot;
    if (slot !== undefined && worthShowing(pile)) state.show({ slot, by });
  };
  const onOver = (event: PointerEvent) => {
    const pile = pileOf(event.target);
    if (event.pointerType === 'mouse' && pile !== null && event.buttons === 0) show(pile, 'hover');
  };
  const onOut = (event: PointerEvent) => {
    const pile = pileOf(event.target);
    if (pile === null || pile.contains(event.relatedTarget as Node | null)) return;
    if (state.shown()?.by === 'hover') state.show(null);
  };
  const onDown = (event: PointerEvent) => {
    // A press starts a drag or a tap: a hovering view gives way, and a tap elsewhere closes a tapped one.
    const current = state.shown();
    const kept =
      current === null || (current.by === 'tap' && pileOf(event.target)?.dataset.slot === current.slot);
    if (!kept) state.show(null);
  };
  const onClick = (event: MouseEvent) => {
    // Enter or Space (a click without a pointer) picks the top card up.
    if (event.detail === 0) return;
    const pile = pileOf(event.target);
    if (pile === null || !worthShowing(pile)) return;
    const own = pile.hasAttribute('data-source') || pile.hasAttribute('data-target');
    if (own) {
      const top = pile.querySelector('[data-top]')?.getBoundingClientRect();
      if (state.holding() || top === undefined || event.clientY >= top.top) return;
    }
    // This tap shows (or hides) the pile; it picks nothing up.
    event.stopPropagation();
    event.preventDefault();
    const slot = pile.dataset.slot ?? '';
    const current = state.shown();
    state.show(current?.slot === slot && current.by === 'tap' ? null : { slot, by: 'tap' });
  };
  const onFocusOut = (event: FocusEvent) => {
    const slot = pileOf(event.target)?.dataset.slot;
    if (slot === undefined) return;
    // Judged once the focus has settled, by the pile's slot: when the drag-and-drop chunk arrives the piles are
    // drawn anew (use-drag-kit.ts), and the focus leaves the old button only to come back to its successor.
    queueMicrotask(() => {
      const now = pileOf(element.ownerDocument.activeElement)?.dataset.slot;
      if (now !== slot && state.shown()?.by === 'key') state.show(null);
    });
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') state.show(null);
    if (event.key.toLowerCase() !== 'v' || event.altKey || event.ctrlKey || event.metaKey) return;
    const pile = pileOf(event.target);
    const slot = pile?.dataset.slot;
    if (pile === null || slot === undefined || pile.querySelector('.pile-card') === null) return;
    event.preventDefault();
    state.show(state.shown()?.slot === slot ? null : { slot, by: 'key' });
  };
  // One signal removes them all, so the removals cannot fall out of step with the additions.
  const listening = new AbortController();
  const { signal } = listening;
  element.addEventListener('pointerover', onOver, { signal });
  element.addEventListener('pointerout', onOut, { signal });
  element.ownerDocument.addEventListener('pointerdown', onDown, { capture: true, signal });
  element.addEventListener('click', onClick, { capture: true, signal });
  element.addEventListener('focusout', onFocusOut, { signal });
  element.addEventListener('keydown', onKey, { signal });
  return () => {
    listening.abort();
  };
}
