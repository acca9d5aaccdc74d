/**
 * Shows each change of the table as a movement a person can follow: a card travels from where it was to where
 * it went, the stock's next card turns over, a completed pile lifts away, new cards come from the draw pile.
 * The table commits the change (React renders it) inside `animateEvent`; this module measures the elements
 * before and after and moves copies of them with the Web Animations API (transforms and opacity only, so the
 * browser's compositor does the work and frames stay short).
 *
 * A movement can be cut short (`AnimateOptions.hurry`): the player who picks up their next card while the
 * table still shows what their last play brought wants the table at its end now, not in half a second.
 */
import type {
  BuiltEvent,
  DiscardedEvent,
  GameEvent,
  HandRefilledEvent,
  PileCompletedEvent,
  StockRevealedEvent,
} from '@katz/engine';

/** Base durations in ms at speed 1. */
const TRAVEL_MS = 380;
const FLIP_MS = 280;
const CLEAR_MS = 420;
const REFILL_MS = 260;
const REFILL_STAGGER_MS = 70;
const TURN_PAUSE_MS = 160;

export interface AnimateOptions {
  readonly root: HTMLElement;
  /** Relative duration; 0 commits without moving anything. */
  readonly scale: number;
  /** Commits the change to the DOM synchronously (React's flushSync). */
  readonly commit: () => void;
  /** Once aborted, every movement under way ends where it was going, and the next ones are not made. */
  readonly hurry?: AbortSignal;
}

/** Ends `animation` at its last frame when `hurry` is aborted. */
function cutShort(animation: Animation, hurry: AbortSignal | undefined): Animation {
  if (hurry === undefined) return animation;
  const finish = () => {
    try {
      animation.finish();
    } catch {
      // An animation that can no longer be finished (its element left the page) has nothing left to show.
    }
  };
  if (hurry.aborted) finish();
  else hurry.addEventListener('abort', finish, { once: true });
  return animation;
}

const slot = (root: HTMLElement, name: string): HTMLElement | null =>
  root.querySelector<HTMLElement>(`[data-slot="${name}"]`);

const topOf = (element: HTMLElement | null): HTMLElement | null =>
  element?.querySelector<HTMLElement>('[data-top]') ?? element;

/** Where a built card comes from, looked up before the change. */
function sourceOf(root: HTMLElement, event: BuiltEvent | DiscardedEvent): HTMLElement | null {
  const seat = event.player;
  // The card itself in an own hand; in a hidden hand, the last of the backs.
  const fromHand = () =>
    root.querySelector<HTMLElement>(`[data-slot="hand-${seat}"] [data-card="${event.card}"]`) ??
    Array.from(root.querySelectorAll<HTMLElement>(`[data-slot="hand-${seat}"] [data-hand-card]`)).at(-1) ??
    slot(root, `hand-${seat}`);
  if (event.type === 'discarded') return fromHand();
  if (event.from === 'discard') return topOf(slot(root, `discard-${seat}-${event.pile}`));
  if (event.from === 'stock') return topOf(slot(root, `stock-${seat}`));
  return fromHand();
}

const targetSlot = (event: BuiltEvent | DiscardedEvent) =>
  event.type === 'built' ? `building-${event.to}` : `discard-${event.player}-${event.to}`;

function ghostOf(element: HTMLElement, rect: DOMRect): HTMLElement {
  const ghost = element.cloneNode(true) as HTMLElement;
  ghost.removeAttribute('data-top');
  ghost.removeAttribute('id');
  ghost.setAttribute('aria-hidden', 'true');
  // Outside the table the card would lose the table's card size: carry it over.
  ghost.style.setProperty('--card-w', getComputedStyle(element).getPropertyValue('--card-w'));
  Object.assign(ghost.style, {
    position: 'fixed',
    left: `${rect.left}px`,
    top: `${rect.top}px`,
    width: `${rect.width}px`,
    height: `${rect.height}px`,
    margin: '0',
    zIndex: '50',
    pointerEvents: 'none',
    transform: 'none',
  });
  document.body.append(ghost);
  return ghost;
}

/**
 * Moves a copy of `landed` from `from` to where `landed` is now, hiding `landed` until it arrives. Hidden by
 * its opacity, not its visibility: a card is still there to be grabbed while it lands (a fast player reaches
 * for a new hand card as it comes), and the grab hurries it in (table-controller.ts).
 */
async function travel(
  landed: HTMLElement,
  from: DOMRect,
  duration: number,
  hurry?: AbortSignal,
): Promise<void> {
  const to = landed.getBoundingClientRect();
  const ghost = ghostOf(landed, to);
  landed.style.opacity = '0';
  const dx = from.left - to.left;
  const dy = from.top - to.top;
  const sx = from.width / Math.max(1, to.width);
  const animation = cutShort(
    ghost.animate(
      [
        { transform: `translate(${dx}px, ${dy}px) scale(${sx})`, transformOrigin: 'top left' },
        { transform: 'translate(0, 0) scale(1.08)', transformOrigin: 'top left', offset: 0.8 },
        { transform: 'translate(0, 0) scale(1)', transformOrigin: 'top left' },
      ],
      { duration, easing: 'cubic-bezier(.3,.7,.3,1)' },
    ),
    hurry,
  );
  try {
    await animation.finished;
  } finally {
    ghost.remove();
    landed.style.opacity = '';
  }
}

async function animated(animation: Animation): Promise<void> {
  try {
    await animation.finished;
  } catch {
    // cancelled: the element left the page, nothing to wait for
  }
}

/** Waits `ms`, or less when hurried. */
function pause(ms: number, hurry: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (hurry?.aborted === true) {
      resolve();
      return;
    }
    const timer = setTimeout(resolve, ms);
    hurry?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * A play the table shows before the source has answered it (tapped, or sent by keys): its card travels from
 * where it lies now to its pile, once the next frame draws it there. Called before the table is drawn again.
 */
export function travelInto(
  event: BuiltEvent | DiscardedEvent,
  options: Omit<AnimateOptions, 'commit'>,
): void {
  const { root, scale } = options;
  const from = scale === 0 ? undefined : sourceOf(root, event)?.getBoundingClientRect();
  if (from === undefined) return;
  requestAnimationFrame(() => {
    const landed = topOf(slot(root, targetSlot(event)));
    if (landed !== null) void travel(landed, from, TRAVEL_MS * scale);
  });
}

/** A card played travels from where it lay (measured before the change) to its pile. */
async function playCard(event: BuiltEvent | DiscardedEvent, { root, scale, commit, hurry }: AnimateOptions) {
  const source = sourceOf(root, event);
  const from = source?.getBoundingClientRect();
  commit();
  const landed = topOf(slot(root, targetSlot(event)));
  if (from === undefined || landed === null) return;
  await travel(landed, from, TRAVEL_MS * scale, hurry);
}

/** The stock's new top card turns over. */
async function flipStockTop(event: StockRevealedEvent, { root, scale, commit, hurry }: AnimateOptions) {
  commit();
  const top = topOf(slot(root, `stock-${event.player}`));
  if (top === null) return;
  await animated(
    cutShort(
      top.animate(
        [
          { transform: 'perspective(600px) rotateY(90deg)', filter: 'brightness(0.7)' },
          { transform: 'perspective(600px) rotateY(0deg)', filter: 'brightness(1)' },
        ],
        { duration: FLIP_MS * scale, easing: 'ease-out' },
      ),
      hurry,
    ),
  );
}

/** A completed building pile lifts away: a copy of its top card, taken before the change removes the pile. */
async function liftCompletedPile(event: PileCompletedEvent, { root, scale, commit, hurry }: AnimateOptions) {
  const top = topOf(slot(root, `building-${event.pile}`));
  const rect = top?.getBoundingClientRect();
  const ghost = top === null || rect === undefined ? null : ghostOf(top, rect);
  commit();
  if (ghost === null) return;
  await animated(
    cutShort(
      ghost.animate(
        [
          { transform: 'translateY(0) scale(1)', opacity: 1 },
          { transform: 'translateY(-12px) scale(1.1)', opacity: 1, offset: 0.35 },
          { transform: 'translateY(-40px) scale(0.7)', opacity: 0 },
        ],
        { duration: CLEAR_MS * scale, easing: 'ease-in' },
      ),
      hurry,
    ),
  );
  ghost.remove();
}

/** The new hand cards come from the draw pile, one shortly after another. */
async function refillHand(event: HandRefilledEvent, { root, scale, commit, hurry }: AnimateOptions) {
  const from = slot(root, 'draw')?.getBoundingClientRect();
  commit();
  if (from === undefined || event.count === 0) return;
  const cards = Array.from(
    root.querySelectorAll<HTMLElement>(`[data-slot="hand-${event.player}"] [data-hand-card]`),
  );
  const fresh = cards.slice(-event.count);
  for (const card of fresh) card.style.opacity = '0';
  await Promise.all(
    fresh.map(async (card, index) => {
      await pause(index * REFILL_STAGGER_MS * scale, hurry);
      await travel(card, from, REFILL_MS * scale, hurry);
    }),
  );
}

/** Commits the change `event` brings, showing it as its movement; at no speed or hurried, commits only. */
export async function animateEvent(event: GameEvent, options: AnimateOptions): Promise<void> {
  const { scale, commit, hurry } = options;
  if (scale === 0 || hurry?.aborted === true) {
    commit();
    return;
  }
  switch (event.type) {
    case 'built':
    case 'discarded':
      return playCard(event, options);
    case 'stockRevealed':
      return flipStockTop(event, options);
    case 'pileCompleted':
      return liftCompletedPile(event, options);
    case 'handRefilled':
      return refillHand(event, options);
    case 'turnPassed':
      commit();
      await pause(TURN_PAUSE_MS * scale, hurry);
      return;
    case 'gameOver':
      commit();
      return;
  }
}
